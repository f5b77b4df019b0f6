// The loan request wizard (issue 4) through the built app against the real server: the demo member asks
// for a loan with real picture files (one a camera-size photo over 5 MB, shrunk in the browser), signs
// with the mouse and sends it; the demo approval makes it confirmable and it is confirmed with the e-mailed
// code, PDF included. The army member's shorter wizard, the other organismo's income documents, and the
// member without credit, told on the first step. Screenshots of every step.
// Every test opens its own page, signed in through the API (support/sign-in.ts), and walks the wizard to
// the step it is about; the confirmation test sends its own request through the API. No request
// pre-cancels the active loan and each takes the cheapest plan, so what one test sends leaves the
// pre-cancellation and the plans of the others as they were, in any order.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { phoneContext } from '@portal/test-support/browser';
import { snap, snapWithoutToasts } from './support/screenshots';
import { makeImages, type ImageFile } from '@portal/test-support/images';
import { drawSignature, requestLoan } from '@portal/test-support/loans-api';
import { signOnPad } from './support/signature';
import { readFromMailbox } from '@portal/test-support/mailbox';
import { asMember, openPhoneSuite, type PhoneSuite } from '@portal/test-support/session';

let suite: PhoneSuite;
let images: Awaited<ReturnType<typeof makeImages>>;

const MAX_BYTES = 5 * 1024 * 1024;

before(async () => {
  // Approve wizard requests after 2 s so the confirmation can follow at once.
  suite = await openPhoneSuite({ DEMO_APPROVAL_SECONDS: '2' });
  const context = await phoneContext(suite.browser, suite.server.url);
  images = await makeImages(context);
  await context.close();
  assert.ok(
    images.large.buffer.length > MAX_BYTES,
    `the camera photo is ${images.large.buffer.length} bytes`,
  );
});

after(async () => {
  await suite?.close();
});

const demoMember = 'socio@demo.com.ar';

/** A phone page of its own, signed in as `email` (the demo member unless told). */
const memberPage = (t: TestContext, email = demoMember) => suite.newPage(t, { as: asMember(email) });

const shot = (target: Page, name: string) => snapWithoutToasts(target, name);

const heading = (target: Page, title: string) => target.getByRole('heading', { level: 1, name: title });

async function upload(target: Page, label: string, source: 'cámara' | 'galería', file: ImageFile) {
  await target.getByLabel(`${label}: ${source}`).setInputFiles(file);
  const preview = target.getByRole('img', { name: `Vista previa: ${label}` });
  await preview.waitFor({ timeout: 20_000 });
  return preview;
}

async function chooseLine(target: Page, name = 'Préstamo Personal') {
  await target.getByLabel('Tipo de préstamo').selectOption({ label: name });
}

const card = (target: Page, estado: string) => target.getByRole('link', { name: new RegExp(`, ${estado}$`) });
const loanNumbers = async (target: Page, estado: string) =>
  (
    await card(target, estado).evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? ''))
  ).map((label) => Number(label.match(/N° (\d+)/)?.[1]));

/** The wizard opened directly, the amount typed and accepted: the line and plan step. */
async function toPlanStep(target: Page, amount = '700000') {
  await target.goto('/loan-request');
  await heading(target, 'Monto Solicitado').waitFor();
  await target.getByLabel('Monto Solicitado').fill(amount);
  await target.getByRole('button', { name: 'Continuar' }).click();
  await heading(target, 'Linea y Plan').waitFor();
}

/** The plan step with a line chosen and its plans shown. */
async function choosePlans(target: Page) {
  await chooseLine(target);
  await target.getByRole('slider', { name: 'Monto' }).waitFor();
  await target.getByRole('definition').filter({ hasText: '%' }).first().waitFor();
}

/** Through the amount and the plan (the middle one the sliders start at): the identity documents step. */
async function toDocumentsStep(target: Page) {
  await toPlanStep(target);
  await choosePlans(target);
  await target.getByRole('button', { name: 'Continuar' }).click();
  await heading(target, 'Documento de Identidad').waitFor();
}

/**
 * Through the amount, the cheapest plan (smallest amount, most installments) and the three pictures of
 * the DNI: the signature step.
 */
async function toSignatureStep(target: Page) {
  await toPlanStep(target);
  await choosePlans(target);
  await target.getByRole('slider', { name: 'Monto' }).focus();
  await target.keyboard.press('Home');
  await target.getByRole('slider', { name: 'Cuotas' }).focus();
  await target.keyboard.press('End');
  await target.getByRole('button', { name: 'Continuar' }).click();
  await heading(target, 'Documento de Identidad').waitFor();
  await upload(target, 'Frente del DNI', 'galería', images.jpeg);
  await upload(target, 'Dorso del DNI', 'galería', images.png);
  await upload(target, 'Foto sosteniendo el DNI', 'cámara', images.jpeg);
  await target.getByRole('button', { name: 'Continuar' }).click();
  await heading(target, 'Firma Holográfica').waitFor();
}

test('the demo member opens the wizard from the loans list: amount step with Disponible', async (t) => {
  const { page } = await memberPage(t);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Préstamos' })
    .click();
  await page.getByRole('list', { name: 'Préstamos' }).waitFor();
  await page.getByRole('button', { name: 'Solicitar Prestamo' }).click();
  await page.waitForURL('**/loan-request');
  await heading(page, 'Monto Solicitado').waitFor();
  assert.ok(await page.getByRole('list', { name: 'Paso 1 de 4' }).isVisible());
  await page
    .getByText(/^\$\s?[\d.]+,\d\d$/)
    .first()
    .waitFor();
  const next = page.getByRole('button', { name: 'Continuar' });
  assert.equal(await next.isDisabled(), true);
  await page.getByLabel('Monto Solicitado').fill('abc');
  assert.equal(await next.isDisabled(), true);
  await page.getByLabel('Monto Solicitado').fill('700000');
  assert.equal(await page.getByLabel('Monto Solicitado').inputValue(), '$ 700.000');
  assert.equal(await next.isDisabled(), false);
  await shot(page, 'loan-request-01-amount');
  await next.click();
  await heading(page, 'Linea y Plan').waitFor();
});

test('line and plan: validation, pre-cancellation and two sliders with the exact figures', async (t) => {
  const { page } = await memberPage(t);
  await toPlanStep(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByText('Debe seleccionar un tipo de prestamo').first().waitFor();
  await chooseLine(page);
  const amount = page.getByRole('slider', { name: 'Monto' });
  await amount.waitFor();
  const figures = page.getByRole('definition').filter({ hasText: '%' });
  await figures.first().waitFor();
  const before = await amount.getAttribute('aria-valuetext');
  await shot(page, 'loan-request-02-plans');

  // Pre-cancelling the active loan frees its installment: the plans are asked again.
  const preCancel = page.getByRole('checkbox', { name: /^Precancelar / }).first();
  await preCancel.check();
  await amount.waitFor();
  await page.getByRole('definition').filter({ hasText: '%' }).first().waitFor();

  await amount.focus();
  await page.keyboard.press('ArrowRight');
  const installments = page.getByRole('slider', { name: 'Cuotas' });
  await installments.focus();
  await page.keyboard.press('ArrowLeft');
  const chosen = page.getByRole('definition').first();
  assert.match((await chosen.innerText()).replace(/\s/g, ' '), /^\$ ?[\d.]+,\d\d$/);
  // TEA beside TNA and CFT, in the app's one percent format, and what 'Valor de cuota' is.
  const plan = page.getByLabel('Plan elegido');
  assert.deepEqual((await plan.getByRole('term').allInnerTexts()).slice(-3), ['TNA', 'TEA', 'CFT']);
  for (const value of (await plan.getByRole('definition').allInnerTexts()).slice(-3))
    assert.match(value, /^\d+,\d\d%$/);
  await plan.getByText(/^Cuota (1 de \d+|única), IVA incluido\./).waitFor();
  assert.notEqual(before, null);
  await shot(page, 'loan-request-03-plan-chosen');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await heading(page, 'Documento de Identidad').waitFor();
});

test('identity documents: camera and gallery, a camera-size photo shrunk under 5 MB', async (t) => {
  const { page } = await memberPage(t);
  await toDocumentsStep(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByText('Debe adjuntar la imagen: Frente del DNI').waitFor();
  await shot(page, 'loan-request-04-documents-missing');

  const started = Date.now();
  const front = await upload(page, 'Frente del DNI', 'cámara', images.large);
  const shrinkMs = Date.now() - started;
  const src = (await front.getAttribute('src')) ?? '';
  assert.match(src, /^data:image\/jpeg;base64,/);
  const bytes = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64').length;
  assert.ok(bytes < MAX_BYTES, `the shrunk photo is ${bytes} bytes`);
  console.log(`camera photo ${images.large.buffer.length} bytes -> ${bytes} bytes JPEG in ${shrinkMs} ms`);

  await upload(page, 'Dorso del DNI', 'galería', images.png);
  // A PDF is refused before anything is read.
  await page.getByLabel('Foto sosteniendo el DNI: galería').setInputFiles({
    name: 'dni.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n'),
  });
  await page.getByText('Solo se permiten archivos de imagen').waitFor();
  await upload(page, 'Foto sosteniendo el DNI', 'cámara', images.jpeg);
  // Retake: the picture can be replaced.
  await upload(page, 'Dorso del DNI', 'galería', images.jpeg);
  await page.getByRole('button', { name: 'Cambiar' }).first().waitFor();
  await shot(page, 'loan-request-05-documents');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await heading(page, 'Firma Holográfica').waitFor();
});

test('signature and send: Envio Exitoso, then the new loan pending evaluation on /loans', async (t) => {
  const { page } = await memberPage(t);
  await page.goto('/loans');
  await page.getByRole('list', { name: 'Préstamos' }).waitFor();
  const pendingBefore = await loanNumbers(page, 'Pendiente de evaluación');
  await toSignatureStep(page);
  assert.equal(
    await page
      .getByRole('link', { name: 'Préstamos' })
      .evaluate((a) => a.className.includes('text-brand-800')),
    true,
  );
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await page.getByText('Debe firmar antes de continuar').waitFor();
  await signOnPad(page);
  await page.getByLabel('Resumen de la solicitud').getByText('Valor de cuota').waitFor();
  await shot(page, 'loan-request-06-signed');
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, 'loan-request-06-signed-360');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const sent = page.getByRole('dialog', { name: 'Envio Exitoso' });
  await sent.waitFor({ timeout: 30_000 });
  await page.getByText('Solicitud enviada').first().waitFor();
  await snap(page, 'loan-request-07-sent');
  await sent.getByRole('button', { name: 'Entendido' }).click();
  await page.waitForURL('**/loans');
  await page.getByRole('list', { name: 'Préstamos' }).waitFor();
  await page.waitForFunction(
    (count) => document.querySelectorAll('a[aria-label$=", Pendiente de evaluación"]').length > count,
    pendingBefore.length,
    { timeout: 15_000 },
  );
  const pending = await loanNumbers(page, 'Pendiente de evaluación');
  const newLoanId = pending.find((id) => !pendingBefore.includes(id)) ?? 0;
  assert.ok(newLoanId > 0, 'the new loan is listed');
  await shot(page, 'loan-request-08-pending');
});

test('after the demo approval the new loan is confirmed with signature and code, and has its PDF', async (t) => {
  const { context, page, errors, login } = await memberPage(t);
  // A request of its own, sent as the wizard sends it: approved by the demo after 2 s.
  const base64 = (file: ImageFile) => file.buffer.toString('base64');
  const newLoanId = await requestLoan(suite.server.url, login.UAT, {
    front: base64(images.jpeg),
    back: base64(images.png),
    holding: base64(images.jpeg),
    signature: await drawSignature(page),
  });
  await page.goto('/loans');
  await page.getByRole('list', { name: 'Préstamos' }).waitFor();
  const newCard = page.getByRole('link', {
    name: new RegExp(`préstamo N° ${newLoanId}, Aprobado - pendiente de confirmación$`),
  });
  const deadline = Date.now() + 30_000;
  while ((await newCard.count()) === 0) {
    assert.ok(Date.now() < deadline, 'the demo approval did not arrive');
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByRole('list', { name: 'Préstamos' }).waitFor();
  }
  await shot(page, 'loan-request-09-approved');
  await newCard.click();
  await page.getByRole('tab', { name: 'Acciones' }).click();
  await page.getByRole('button', { name: 'Confirmar préstamo' }).click();
  await page.waitForURL('**/loan-confirmation');
  await signOnPad(page);
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  const auth = page.getByRole('dialog', { name: 'Autenticacion' });
  await auth.waitFor();
  const mailbox = await context.newPage();
  const code = await readFromMailbox(mailbox, demoMember, /Portal de Socios:\s*(\d{6})\b/);
  await mailbox.close();
  await auth.getByLabel('Token').fill(code);
  await auth.getByRole('button', { name: 'Confirmar' }).click();
  const done = page.getByRole('dialog', { name: 'Prestamo Confirmado' });
  await done.waitFor({ timeout: 20_000 });
  await shot(page, 'loan-request-10-confirmed');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await page.waitForURL('**/loans');
  const confirmed = page.getByRole('link', {
    name: new RegExp(`préstamo N° ${newLoanId}, Esperando transferencia$`),
  });
  await confirmed.waitFor();
  await confirmed.click();
  await page.getByRole('tab', { name: 'Acciones' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar legajo' }).click();
  const file = await download;
  assert.equal(file.suggestedFilename(), `legajo-${newLoanId}.pdf`);
  assert.equal((await readFile(await file.path())).subarray(0, 4).toString('latin1'), '%PDF');
  assert.deepEqual(errors, []);
});

test('the army member gets the shorter wizard (3 steps) and sends a request', async (t) => {
  const { page: p, errors: errs } = await memberPage(t, 'ejercito@demo.com.ar');
  await p.goto('/loan-request');
  await heading(p, 'Linea y Plan').waitFor();
  assert.ok(await p.getByRole('list', { name: 'Paso 1 de 3' }).isVisible());
  await chooseLine(p);
  await p.getByRole('slider', { name: 'Cuotas' }).waitFor();
  assert.equal(await p.getByRole('checkbox').count(), 0, 'no pre-cancellations in the army flow');
  await shot(p, 'loan-request-11-army-plans');
  await p.getByRole('button', { name: 'Continuar' }).click();
  await heading(p, 'Documento de Identidad').waitFor();
  await upload(p, 'Frente del DNI', 'galería', images.jpeg);
  await upload(p, 'Dorso del DNI', 'galería', images.png);
  await upload(p, 'Foto sosteniendo el DNI', 'cámara', images.jpeg);
  await p.getByRole('button', { name: 'Continuar' }).click();
  await heading(p, 'Firma Holográfica').waitFor();
  await signOnPad(p);
  await p.getByRole('button', { name: 'Enviar solicitud' }).click();
  await p.getByRole('dialog', { name: 'Envio Exitoso' }).waitFor({ timeout: 30_000 });
  await shot(p, 'loan-request-12-army-sent');
  assert.deepEqual(errs, []);
});

test('a member of another organismo also sends the income documents', async (t) => {
  const { page: p, errors: errs } = await memberPage(t, 'otro@demo.com.ar');
  await p.goto('/loan-request');
  await heading(p, 'Monto Solicitado').waitFor();
  assert.ok(await p.getByRole('list', { name: 'Paso 1 de 5' }).isVisible());
  await p.getByLabel('Monto Solicitado').fill('300000');
  await p.getByRole('button', { name: 'Continuar' }).click();
  await chooseLine(p, 'Préstamo Ayuda Económica');
  await p.getByRole('slider', { name: 'Monto' }).waitFor();
  await p.getByRole('button', { name: 'Continuar' }).click();
  await upload(p, 'Frente del DNI', 'galería', images.jpeg);
  await upload(p, 'Dorso del DNI', 'galería', images.png);
  await upload(p, 'Foto sosteniendo el DNI', 'galería', images.jpeg);
  await p.getByRole('button', { name: 'Continuar' }).click();
  await heading(p, 'Documentos de Haberes').waitFor();
  await p.getByRole('button', { name: 'Continuar' }).click();
  await p.getByText('Debe adjuntar la imagen: Certificado de haberes').waitFor();
  await upload(p, 'Certificado de haberes', 'cámara', images.jpeg);
  await upload(p, 'Último recibo de haberes', 'galería', images.png);
  await shot(p, 'loan-request-13-income');
  await p.getByRole('button', { name: 'Continuar' }).click();
  await heading(p, 'Firma Holográfica').waitFor();
  await signOnPad(p);
  await p.getByRole('button', { name: 'Enviar solicitud' }).click();
  await p.getByRole('dialog', { name: 'Envio Exitoso' }).waitFor({ timeout: 30_000 });
  assert.deepEqual(errs, []);
});

test('a member without credit learns it on the first step and cannot continue; 360 px fit', async (t) => {
  const { page: p, errors: errs } = await memberPage(t, 'sin.disponible@demo.com.ar');
  await p.setViewportSize({ width: 360, height: 740 });
  await p.goto('/loan-request');
  await heading(p, 'Monto Solicitado').waitFor();
  await p.getByText('$ 0,00').waitFor();
  await p.getByText('No cuenta con disponible para realizar una solicitud de préstamo').waitFor();
  assert.equal(await p.getByLabel('Monto Solicitado').isDisabled(), true);
  assert.equal(await p.getByRole('button', { name: 'Continuar' }).isDisabled(), true);
  await shot(p, 'loan-request-14-no-credit-360');
  assert.equal(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  await p.getByRole('button', { name: 'Volver a Préstamos' }).click();
  await p.waitForURL('**/loans');
  assert.deepEqual(errs, []);
});

test('narrow phones: the plan step fits 360 px', async (t) => {
  const { page, errors } = await memberPage(t);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/loan-request');
  await page.getByLabel('Monto Solicitado').fill('400000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseLine(page);
  await page.getByRole('slider', { name: 'Cuotas' }).waitFor();
  await page.getByRole('definition').filter({ hasText: '%' }).first().waitFor();
  await shot(page, 'loan-request-16-plans-360');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  assert.deepEqual(errors, []);
});
