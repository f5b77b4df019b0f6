// The demo member follows, downloads, cancels and confirms loans through the built app against the
// real server (issue 3): the list, a loan's three tabs, the legajo PDF, a cancel, and a confirmation
// signed with the mouse and the code read from the mailbox. Screenshots of every screen.
// Every test opens its own page, signed in through the API (support/sign-in.ts); the confirmation uses up
// the demo member's approved loan, which the list test shows, so it runs on a server of its own.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test, type TestContext } from 'node:test';
import type { LoanFileResponse, LoansResponse } from '@portal/contract/loans';
import { mailboxPath, paths } from '@portal/contract/paths';
import type { Locator, Page } from 'playwright-core';
import { callApi } from '@portal/test-support/api';
import { snap, snapWithoutToasts } from './support/screenshots';
import { confirmLoan, drawSignature } from '@portal/test-support/loans-api';
import { signOnPad } from './support/signature';
import { readFromMailbox } from '@portal/test-support/mailbox';
import { asMember, openPhoneSuite, type PageOptions, type PhoneSuite } from '@portal/test-support/session';
import type { RunningServer } from '@portal/test-support/server';

let suite: PhoneSuite;

const email = 'socio@demo.com.ar';

before(async () => {
  // 'Ver legajo' opens the PDF in a tab: the full browser, with its PDF viewer.
  suite = await openPhoneSuite({}, { pdfViewer: true });
});

after(async () => {
  await suite?.close();
});

/** A phone page of its own, signed in as the demo member (on the file's server unless told). */
const memberPage = (t: TestContext, options: PageOptions<unknown> = {}) =>
  suite.newPage(t, { ...options, as: asMember(email) });

/** The list's card of the loan in `estado` (the link's name ends with the state). */
const card = (page: Page, estado: string) => page.getByRole('link', { name: new RegExp(`, ${estado}$`) });
/** The list item around a card's link: the link covers the card, the figures and the pill sit beside it. */
const cardItem = (page: Page, estado: string) =>
  page.getByRole('listitem').filter({ has: card(page, estado) });

const shot = (page: Page, name: string) => snapWithoutToasts(page, name);

/** A shot at 360x740 too, then back to the suite's 390x844 (the screens issue 13 changed). */
async function shotNarrow(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, `${name}-360`);
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.setViewportSize({ width: 390, height: 844 });
  assert.equal(fits, true, `${name} scrolls sideways at 360 px`);
}

/** A percent as the app writes it (src/lib/format-percent.ts): '79,59%'. */
const percent = (value: number) =>
  `${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;

/** The value a <dl> gives the term `label` (the <dd> right after its <dt>). */
const definitionOf = (scope: Page | Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function openLoans(page: Page) {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Préstamos' })
    .click();
  await page.waitForURL('**/loans');
  await page.getByRole('list', { name: 'Préstamos' }).waitFor();
}

/** The dashboard, then the loans list through the bottom navigation. */
async function loansList(page: Page) {
  await page.goto('/dashboard');
  await openLoans(page);
}

test('the demo member sees the active loans on the dashboard', async (t) => {
  const { page } = await memberPage(t);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Préstamos activos' });
  await section.getByRole('listitem').first().waitFor();
  await shot(page, 'loans-01-dashboard');
});

test('the list shows total debt, active count and a card per loan with its colour', async (t) => {
  const { page } = await memberPage(t);
  await loansList(page);
  await page.getByText('Deuda total').waitFor();
  assert.equal(await page.getByRole('list', { name: 'Préstamos' }).getByRole('listitem').count(), 6);
  assert.equal(
    await cardItem(page, 'Descontando').locator('[data-color]').getAttribute('data-color'),
    'green',
  );
  assert.equal(
    await cardItem(page, 'Anulado por entidad').locator('[data-color]').getAttribute('data-color'),
    'red',
  );
  assert.equal(
    await cardItem(page, 'Aprobado - pendiente de confirmación')
      .locator('[data-color]')
      .getAttribute('data-color'),
    'blue',
  );
  await shot(page, 'loans-02-list');
});

test("a loan's three tabs, and its legajo downloaded as a PDF and opened in a new tab", async (t) => {
  const { page } = await memberPage(t);
  await loansList(page);
  await card(page, 'Descontando').click();
  await page.waitForURL('**/loan-detail');
  await page.getByText('cuotas pagadas').waitFor();
  // 'Valor de cuota' with its split, and TEA beside TNA and CFT.
  const details = page.getByRole('tabpanel');
  for (const label of ['Valor de cuota', 'Capital', 'Interés', 'IVA sobre el interés'])
    assert.match(await definitionOf(details, label).innerText(), /^\$\s?[\d.]+,\d\d$/);
  assert.match(await definitionOf(details, 'TEA').innerText(), /^\d+,\d\d%$/);
  await shot(page, 'loans-03-detail');

  await page.getByRole('tab', { name: 'Movimientos' }).click();
  const movements = page.getByRole('list', { name: 'Movimientos' });
  await movements.getByRole('listitem').first().waitFor();
  // A statement: the disbursement is money the member received, deductions come off their pay.
  await movements.getByText('Recibido en su cuenta').waitFor();
  await movements.getByText('Descontado de sus haberes').first().waitFor();
  assert.equal(await movements.getByText(/Débito|Crédito/).count(), 0);
  await shot(page, 'loans-04-movements');
  await shotNarrow(page, 'loans-04-movements');

  await page.getByRole('tab', { name: 'Acciones' }).click();
  await page.getByRole('button', { name: 'Descargar legajo' }).waitFor();
  await shot(page, 'loans-05-actions');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar legajo' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^legajo-\d+\.pdf$/);
  const bytes = await readFile(await file.path());
  assert.equal(bytes.subarray(0, 4).toString('latin1'), '%PDF');

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Ver legajo' }).click();
  const tab = await popup;
  await tab.waitForURL(/^blob:/);
  await tab.close();
});

test('a loan cancelled by the entity says its file is not available', async (t) => {
  const { page } = await memberPage(t);
  await loansList(page);
  await card(page, 'Anulado por entidad').click();
  await page.getByRole('tab', { name: 'Acciones' }).click();
  await page.getByText('Legajo no disponible').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Descargar legajo' }).count(), 0);
  await shot(page, 'loans-06-cancelled-by-entity');
});

test('the pending loan is cancelled after the browser confirmation', async (t) => {
  const { page } = await memberPage(t);
  await loansList(page);
  await card(page, 'Pendiente de evaluación').click();
  await page.getByRole('tab', { name: 'Acciones' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Anular préstamo' }).click();
  await page.waitForURL('**/loans');
  await page.getByText('Prestamo anulado correctamente').first().waitFor();
  await card(page, 'Anulado por socio').waitFor();
  assert.equal(await card(page, 'Pendiente de evaluación').count(), 0);
  await shot(page, 'loans-07-after-cancel');
});

test('the approved loan is confirmed with a signature and the e-mailed code', async (t) => {
  // Its own server: confirming uses up the one approved loan that the list test shows.
  const server: RunningServer = await suite.freshServer(t);
  const { context, page, login } = await suite.newPage<{ UAT: string }>(t, { server, as: asMember(email) });
  await loansList(page);
  const approved = card(page, 'Aprobado - pendiente de confirmación');
  const confirmedId = (await approved.getAttribute('aria-label'))?.match(/N° (\d+)/)?.[1] ?? '';
  assert.ok(confirmedId, 'the approved card names its loan number');
  await approved.click();
  await page.getByRole('tab', { name: 'Acciones' }).click();
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();
  await page.waitForURL('**/loan-confirmation');
  await page.getByRole('heading', { name: 'Confirmar Préstamo' }).waitFor();
  // Ley 24.240 art. 36: the TEA the server computed, beside CFT / TNA.
  const { Prestamos } = await callApi<LoansResponse>(server.url, paths.loans, { uat: login.UAT });
  const loan = Prestamos.find((l) => String(l.Id) === confirmedId);
  assert.ok(loan?.TEA, 'TraePrestamos sends the TEA');
  const terms = page.getByRole('region', { name: 'Condiciones del préstamo' });
  assert.equal(await definitionOf(terms, 'TEA').innerText(), percent(loan.TEA));
  assert.match(await definitionOf(terms, 'CFT / TNA').innerText(), /^\d+,\d\d% \/ \d+,\d\d%$/);
  assert.match(await definitionOf(terms, 'Valor de cuota').innerText(), /^\$\s?[\d.]+,\d\d$/);
  await shot(page, 'loans-08-confirmation');
  await shotNarrow(page, 'loans-08-confirmation');

  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await page.getByText('Debe firmar antes de confirmar').waitFor();

  // A signature drawn with the mouse: a few strokes across the pad.
  const box = await signOnPad(page);
  assert.ok(box.height >= 200, `the pad is ${box.height} px tall`);
  await shot(page, 'loans-09-signed');

  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  const auth = page.getByRole('dialog', { name: 'Autenticacion' });
  await auth.waitFor();
  await auth.getByText(/^so\*+@demo\.com\.ar$/).waitFor();
  await page.getByText('Token solicitado').first().waitFor();
  await snap(page, 'loans-10-token');

  await auth.getByRole('button', { name: 'Confirmar' }).click();
  await auth.getByText('Debe ingresar el token recibido por email').waitFor();

  const mailbox = await context.newPage();
  const code = await readFromMailbox(mailbox, email, /Portal de Socios:\s*(\d{6})\b/);
  await snap(mailbox, 'loans-11-mailbox');
  await mailbox.close();

  await auth.getByLabel('Token').fill(code);
  await auth.getByRole('button', { name: 'Confirmar' }).click();
  const done = page.getByRole('dialog', { name: 'Prestamo Confirmado' });
  await done.waitFor({ timeout: 20_000 });
  await done.getByText('Recibirá la documentación del préstamo por correo electrónico.').waitFor();
  await shot(page, 'loans-12-confirmed');

  await done.getByRole('button', { name: 'Aceptar' }).click();
  await page.waitForURL('**/loans');
  // The cache was cleared: the list comes from the server, with the loan in its new state.
  await page
    .getByRole('link', { name: new RegExp(`préstamo N° ${confirmedId}, Esperando transferencia$`) })
    .waitFor();
  assert.equal(await card(page, 'Aprobado - pendiente de confirmación').count(), 0);
  assert.equal(await card(page, 'Esperando transferencia').count(), 2);
  assert.equal(await page.evaluate(() => localStorage.getItem('refreshLoans')), null);
  await shot(page, 'loans-13-after-confirm');

  // The documentation the success dialog promised: an e-mail with the terms and the signed legajo attached.
  const inbox = await context.newPage();
  await inbox.goto(mailboxPath);
  const mail = inbox.locator('article').filter({ hasText: `Préstamo N° ${confirmedId} confirmado` });
  await mail.waitFor();
  const text = await mail.innerText();
  assert.ok(text.includes(`TEA: ${percent(loan.TEA)}`), 'the e-mail states the TEA');
  assert.match(text, /Valor de cuota: \$\s?[\d.]+,\d\d \(primera cuota, IVA incluido\)/);
  const attached = inbox.waitForEvent('download');
  await mail.getByRole('link', { name: `legajo-${confirmedId}.pdf` }).click();
  const pdf = await readFile(await (await attached).path());
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  // The very file the portal serves as the loan's legajo.
  const served = await callApi<LoanFileResponse>(server.url, paths.loanFile, {
    uat: login.UAT,
    PrestamoId: Number(confirmedId),
  });
  assert.equal(Buffer.from(served.LegajoElectronico, 'base64').equals(pdf), true);
  await snap(inbox, 'loans-13b-legajo-mail');
  await inbox.close();
});

test('the confirmed loan has its legajo, made at confirmation', async (t) => {
  // The army demo member's approved loan, confirmed through the API: the demo member's stays for the list.
  const army = 'ejercito@demo.com.ar';
  const { page, login, server } = await suite.newPage(t, { as: asMember(army) });
  const { Prestamos } = await callApi<LoansResponse>(server.url, paths.loans, { uat: login.UAT });
  const confirmedId = Prestamos.find((l) => l.Estado === 'Aprobado - pendiente de confirmación')?.Id;
  assert.ok(confirmedId, 'the army demo member has an approved loan');
  await confirmLoan(server.url, { uat: login.UAT, mail: army }, confirmedId, await drawSignature(page));

  await loansList(page);
  await page
    .getByRole('link', { name: new RegExp(`préstamo N° ${confirmedId}, Esperando transferencia$`) })
    .click();
  await page.getByRole('tab', { name: 'Acciones' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar legajo' }).click();
  const file = await download;
  assert.equal(file.suggestedFilename(), `legajo-${confirmedId}.pdf`);
  const bytes = await readFile(await file.path());
  assert.equal(bytes.subarray(0, 4).toString('latin1'), '%PDF');
});

test('narrow phones: the list and a loan fit 360 px', async (t) => {
  const { page, errors } = await memberPage(t);
  await page.setViewportSize({ width: 360, height: 740 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await loansList(page);
  await shot(page, 'loans-14-list-360');
  assert.equal(await fits(), true, 'the list scrolls sideways at 360 px');
  await card(page, 'Descontando').click();
  await page.getByText('cuotas pagadas').waitFor();
  await shot(page, 'loans-15-detail-360');
  assert.equal(await fits(), true, 'the detail scrolls sideways at 360 px');
  // A reload keeps the loan (history state); a fresh visit has none.
  await page.goto('/dashboard');
  await page.goto('/loan-detail');
  await page.getByText('Prestamo no encontrado').waitFor();
  await shot(page, 'loans-16-not-found-360');
  assert.deepEqual(errors, []);
});
