// A payroll month through the built console against the real server (demo data, STAFF_TOTP off): the
// demo leaves organismo 2's orders of 202612 generated. Tesorería downloads them (the same bytes twice),
// checks the demo results file in 'Haberes' (dry run) and proposes posting it; a second tesorería
// approves it from the inbox; the period shows 'Imputado', the loan file its posting, and the member app
// the loan with one installment fewer and a lower Saldo. Then the period is closed and its snapshot
// downloaded. One test: each step needs the one before. Screenshots of every screen in e2e/screenshots.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { periodStateLabels, payrollMessages } from '@portal/contract';
import { phoneContext } from '@portal/test-support/browser';
import { member, signIn, DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { consoleUrl, desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const maker = 'tesoreria@staff.demo.com.ar';
const checker = 'tesoreria2@staff.demo.com.ar';
const memberMail = 'socio@demo.com.ar';
const ownProposal = 'Propuesta suya: otra persona debe aprobarla';
const resultsFile = resolve(
  import.meta.dirname,
  '../../server/src/demo/assets/resultados-organismo-2-202612.csv',
);
// The sample file's first line (OK): loan 2, installment 7. It also carries a PARCIAL and a RECHAZADO line.
const loanId = 2;

const suite = desktopSuite();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });
const periodRow = (page: Page) =>
  page
    .getByRole('table', { name: /^Períodos de / })
    .getByRole('row')
    .filter({ hasText: '12/2026' });

/** '$ 1.234.567,89' -> 1234567.89. */
const pesos = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/**
 * What a loan card of the member app says: its Saldo and how many installments are left. The card's link
 * covers it; the figures sit beside the link in its list item.
 */
async function cardFigures(card: Locator) {
  const item = card.page().getByRole('listitem').filter({ has: card });
  const figure = (label: string) =>
    item.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  const left = await figure('Cuotas restantes').innerText();
  return { saldo: pesos(await figure('Saldo').innerText()), cuotasRestantes: Number(left.split(' de ')[0]) };
}

async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

async function openPayroll(page: Page) {
  await page.goto(consoleUrl('haberes?organismo=2'));
  await page.getByRole('heading', { level: 1, name: 'Haberes' }).waitFor();
  await periodRow(page).waitFor();
}

test('a payroll month: results checked, proposed, approved by another tesorería, posted to the member, closed', async (t) => {
  // The member's loan before the month is posted.
  const phone = await phoneContext(suite.browser, suite.server.url);
  t.after(() => phone.close());
  await signIn(phone, suite.server.url, member, { mail: memberMail, password: DEMO_PASSWORD });
  const app = await phone.newPage();
  await app.goto('/loans');
  const card = app.getByRole('link', { name: new RegExp(`préstamo N° ${loanId},`) });
  await card.waitFor();
  const before = await cardFigures(card);
  assert.ok(before.cuotasRestantes > 1 && before.saldo > 0, JSON.stringify(before));

  // Tesorería opens 'Haberes' and chooses the organismo: the demo's period waits for its results.
  const page = await staffPage(suite.browser, suite.server.url, t, maker);
  await nav(page).getByRole('link', { name: 'Haberes' }).click();
  await page.getByRole('heading', { level: 1, name: 'Haberes' }).waitFor();
  await page.getByText('Elija un organismo para ver sus períodos').waitFor();
  await page.getByLabel('Organismo').selectOption('2');
  await page.waitForURL((url) => url.searchParams.get('organismo') === '2');
  const row = periodRow(page);
  await row.getByText(periodStateLabels.ordered, { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Datos de haberes' }).getByText('341').waitFor();
  await snapBothWidths(page, 'payroll-01-periods');

  // The orders file, the same bytes each time.
  const orders = row.getByRole('button', { name: 'Descargar órdenes de 12/2026' });
  const first = await download(page, orders);
  assert.equal(first.name, 'ordenes-2-202612.csv');
  assert.match(first.text, /^H;2;202612;/);
  assert.equal((await download(page, orders)).text, first.text, 'the orders are served again byte for byte');

  // The results file: dry run first, then the proposal.
  await row.getByRole('button', { name: 'Importar resultados de 12/2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar resultados de 12/2026' });
  await dialog.getByLabel('Archivo de resultados').setInputFiles(resultsFile);
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  await dialog
    .getByText('El archivo no tiene errores: la imputación de 6 líneas puede proponerse.')
    .waitFor();
  const totals = dialog.getByLabel('Totales contra las órdenes');
  await totals.getByText('$ 305.666,17', { exact: false }).first().waitFor();
  await snap(page, 'payroll-02-results-dry-run');
  await dialog.getByRole('button', { name: 'Proponer la imputación' }).click();
  await page.getByRole('status').filter({ hasText: payrollMessages.resultsProposed }).waitFor();
  const pending = page.getByRole('region', { name: 'Pendiente de aprobación' });
  await pending.getByText(ownProposal).waitFor();
  await row.getByText(periodStateLabels.results, { exact: true }).waitFor();
  assert.equal(
    await row.getByRole('button', { name: /Importar/ }).count(),
    0,
    'no second file while one waits',
  );
  await snapBothWidths(page, 'payroll-03-results-proposed');

  // A second tesorería approves it from 'Pendientes de aprobación'.
  const second = await staffPage(suite.browser, suite.server.url, t, checker);
  await nav(second)
    .getByRole('link', { name: /Pendientes/ })
    .click();
  const inbox = second.getByRole('table', { name: 'Propuestas pendientes de aprobación' });
  const proposal = inbox.getByRole('row').filter({ hasText: 'Imputación de resultados' });
  await proposal.waitFor();
  await snapBothWidths(second, 'payroll-04-inbox');
  await proposal.getByRole('button', { name: 'Aprobar' }).click();
  const confirm = second.getByRole('dialog', { name: 'Aprobar: Imputación de resultados' });
  await confirm.getByRole('button', { name: 'Confirmar la aprobación' }).click();
  await second
    .getByRole('status')
    .filter({ hasText: 'Propuesta aprobada: Imputación de resultados.' })
    .waitFor();

  // The period is posted; the loan file lists the posting.
  await openPayroll(second);
  await periodRow(second).getByText(periodStateLabels.posted, { exact: true }).waitFor();
  assert.equal(await second.getByRole('region', { name: 'Pendiente de aprobación' }).count(), 0);
  await snapBothWidths(second, 'payroll-05-posted');
  await second.goto(consoleUrl(`prestamos/${loanId}?pestana=cuotas`));
  const postings = second.getByRole('region', { name: 'Imputaciones' });
  const posting = postings.getByRole('row').filter({ hasText: '12/2026' });
  await posting.getByText('Aplicada').waitFor();
  await posting.getByRole('button', { name: /Revertir la imputación de la cuota 7/ }).waitFor();
  await snapBothWidths(second, 'payroll-06-loan-postings');

  // The member app: one installment fewer, a lower Saldo.
  await app.reload();
  await card.waitFor();
  const afterPosting = await cardFigures(card);
  assert.equal(afterPosting.cuotasRestantes, before.cuotasRestantes - 1, 'one installment fewer');
  assert.ok(afterPosting.saldo < before.saldo, `Saldo ${afterPosting.saldo} < ${before.saldo}`);
  await snap(app, 'payroll-07-member-loans');

  // The month is closed (after a confirmation) and its snapshot downloaded.
  await openPayroll(page);
  await row.getByRole('button', { name: 'Cerrar período 12/2026' }).click();
  const closing = page.getByRole('dialog', { name: 'Cerrar el período 12/2026' });
  await closing.getByText(/No se puede deshacer/).waitFor();
  await snap(page, 'payroll-08-close-confirm');
  await closing.getByRole('button', { name: 'Cerrar el período' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Período cerrado: \d+ préstamos en la foto de cartera/ })
    .waitFor();
  await row.getByText(periodStateLabels.closed, { exact: true }).waitFor();
  const snapshot = await download(
    page,
    row.getByRole('button', { name: 'Foto de cartera de 12/2026 (descargar)' }),
  );
  assert.equal(snapshot.name, 'cartera-2-202612.csv');
  const lines = snapshot.text.trim().split('\n');
  assert.ok(lines.length >= 2, 'a header and at least the posted loan');
  assert.match(lines[0]!, /^\uFEFF?Préstamo;DNI;Socio;/, 'the snapshot is a `;` CSV for Argentina');
  assert.match(snapshot.text, new RegExp(`^${loanId};`, 'm'), 'the posted loan is in the snapshot');
  await snapBothWidths(page, 'payroll-09-closed');

  // Capacities: a file with a wrong CUIL is refused line by line; the corrected one is proposed and
  // a second tesorería approves it.
  const dir = await mkdtemp(join(tmpdir(), 'payroll-e2e-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const capacities = async (name: string, cuil: string) => {
    const lines = ['D;30111222;27301112225;A-1;90000000;15000000', `D;28456789;${cuil};L-2;120000000;`];
    const path = join(dir, name);
    await writeFile(path, [`H;2;202612;${lines.length}`, ...lines, `T;${lines.length}`, ''].join('\n'));
    return path;
  };
  const import_ = page.getByRole('region', { name: 'Importar capacidades' });
  await import_
    .getByLabel('Archivo de capacidades')
    .setInputFiles(await capacities('mal.csv', '20284567890'));
  await import_.getByRole('button', { name: 'Verificar' }).click();
  const problems = import_.getByRole('table', { name: 'Errores del archivo' });
  await problems.getByRole('row').filter({ hasText: 'CUIL' }).getByText('3', { exact: true }).waitFor();
  assert.equal(await import_.getByRole('button', { name: 'Importar' }).count(), 0);
  await snapBothWidths(page, 'payroll-10-capacities-errors');
  await import_
    .getByLabel('Archivo de capacidades')
    .setInputFiles(await capacities('bien.csv', '20284567898'));
  await import_.getByRole('button', { name: 'Verificar' }).click();
  await import_.getByText('El archivo no tiene errores: puede importarlo.').waitFor();
  await import_.getByRole('button', { name: 'Importar' }).click();
  await import_.getByText(new RegExp(`^${payrollMessages.capacitiesProposed}`)).waitFor();
  await snap(page, 'payroll-11-capacities-proposed');

  // The import waits for a second tesorería, who approves it from 'Pendientes de aprobación'.
  await nav(second)
    .getByRole('link', { name: /Pendientes/ })
    .click();
  const capacitiesProposal = second
    .getByRole('table', { name: 'Propuestas pendientes de aprobación' })
    .getByRole('row')
    .filter({ hasText: 'Importación de capacidades' });
  await capacitiesProposal.getByRole('button', { name: 'Aprobar' }).click();
  await second
    .getByRole('dialog', { name: 'Aprobar: Importación de capacidades' })
    .getByRole('button', { name: 'Confirmar la aprobación' })
    .click();
  await second
    .getByRole('status')
    .filter({ hasText: 'Propuesta aprobada: Importación de capacidades.' })
    .waitFor();
});
