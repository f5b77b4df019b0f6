// The loan decision path through the built console against the real server (demo data, STAFF_TOTP
// off, the demo approval timer off): a member requests a loan with documents; an evaluador opens it
// in the loan's file, reads a document in the viewer and approves it; the member confirms it; tesorería
// proposes the transfer and a second tesorería approves it from 'Pendientes'; the member then has the
// loan 'Descontando' with its Saldo and the 'Acreditación' movement. A rejection reaches the member as a
// notification and an e-mail. Screenshots of each console screen land in e2e/screenshots.
import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import type { LoginResponse } from '@portal/contract/accounts';
import type { LoansResponse } from '@portal/contract/loans';
import { paths } from '@portal/contract/paths';
import {
  consoleUrl,
  desktopContext,
  launchBrowser,
  snap,
  startServer,
  watchForErrors,
  type RunningServer,
} from './support/desktop';
import { callApi } from '../../web/e2e/support/api';
import { makeImages, type ImageFile } from '../../web/e2e/support/images';
import { confirmLoan, drawSignature, requestLoan } from '../../web/e2e/support/loans-api';
import { readMail } from '../../web/e2e/support/mailbox';

const socio = { mail: 'socio@demo.com.ar', password: 'Demo1234' };

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer({ DEMO_APPROVAL_SECONDS: 'off' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A console page already signed in as `email` (the sign-in call sets the cookie in the context). */
async function staffPage(t: TestContext, email: string) {
  const context = await desktopContext(browser, server.url);
  const signIn = await context.request.post(`${server.url}/api/console/session`, {
    data: { email, password: 'Demo1234' },
  });
  assert.equal(signIn.status(), 200, `${email} signs in`);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  t.after(async () => {
    const seen = [...errors];
    await context.close();
    assert.deepEqual(seen, [], 'the page logged errors');
  });
  return page;
}

async function newRequest(context: BrowserContext) {
  const login = await callApi<LoginResponse>(server.url, paths.login, {
    Mail: socio.mail,
    Password: socio.password,
    EmpresaId: '2',
  });
  const images = await makeImages(context, { width: 800, height: 600, grain: 7 });
  const page = await context.newPage();
  const base64 = (file: ImageFile) => file.buffer.toString('base64');
  const id = await requestLoan(
    server.url,
    login.UAT,
    {
      front: base64(images.jpeg),
      back: base64(images.png),
      holding: base64(images.jpeg),
      signature: await drawSignature(page),
    },
    { amount: 200_000 },
  );
  return { id, login, signature: await drawSignature(page) };
}

async function memberLoan(uat: string, id: number) {
  const { Prestamos } = await callApi<LoansResponse>(server.url, paths.loans, { uat });
  return Prestamos.find((l) => l.Id === id);
}

test('an evaluador approves a request reading its documents; two tesorerías record the transfer', async (t) => {
  const scratch = await desktopContext(browser, server.url);
  t.after(() => scratch.close());
  const request = await newRequest(scratch);

  const evaluador = await staffPage(t, 'evaluador@staff.demo.com.ar');
  // From the loan's file (the queue's own decision screen has its suite, evaluation.e2e.ts).
  await evaluador.goto(consoleUrl(`prestamos/${request.id}`));
  await evaluador.getByRole('heading', { name: new RegExp(`Préstamo N° ${request.id}`) }).waitFor();
  await snap(evaluador, 'loan-path-01-decision');
  await evaluador.getByRole('button', { name: /DNI \(frente\)/ }).click();
  const viewer = evaluador.getByRole('dialog', { name: 'DNI (frente)' });
  const picture = viewer.getByRole('img', { name: 'DNI (frente)' });
  await picture.waitFor();
  await evaluador.waitForFunction(
    () => (document.querySelector<HTMLImageElement>('dialog[open] img')?.naturalWidth ?? 0) > 0,
  );
  await viewer.getByRole('button', { name: 'Acercar' }).click();
  await snap(evaluador, 'loan-path-02-viewer');
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await evaluador.getByRole('button', { name: 'Aprobar' }).click();
  const approve = evaluador.getByRole('dialog', { name: `Aprobar la solicitud N° ${request.id}` });
  await snap(evaluador, 'loan-path-03-approve');
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await evaluador.getByText(`Préstamo N° ${request.id} aprobado`).waitFor();
  await evaluador.getByText('Aprobado - pendiente de confirmación', { exact: true }).first().waitFor();
  assert.equal(
    (await memberLoan(request.login.UAT, request.id))?.Estado,
    'Aprobado - pendiente de confirmación',
  );

  await confirmLoan(server.url, { uat: request.login.UAT, mail: socio.mail }, request.id, request.signature);
  assert.equal((await memberLoan(request.login.UAT, request.id))?.Estado, 'Esperando transferencia');

  const tesoreria = await staffPage(t, 'tesoreria@staff.demo.com.ar');
  await tesoreria.goto(consoleUrl(`prestamos?estado=${encodeURIComponent('Esperando transferencia')}`));
  await tesoreria.getByRole('link', { name: String(request.id), exact: true }).click();
  await tesoreria.getByRole('button', { name: 'Registrar transferencia' }).click();
  const transfer = tesoreria.getByRole('dialog');
  await transfer.getByLabel('Referencia bancaria').fill('TRF-2026-0001');
  await snap(tesoreria, 'loan-path-04-transfer');
  await transfer.getByRole('button', { name: 'Proponer transferencia' }).click();
  await tesoreria
    .getByRole('status')
    .filter({ hasText: /otra persona/ })
    .waitFor();
  await tesoreria.getByText(/Transferencia propuesta por tesoreria@staff.demo.com.ar/).waitFor();

  const checker = await staffPage(t, 'tesoreria2@staff.demo.com.ar');
  await checker.goto(consoleUrl('pendientes'));
  const item = checker.getByRole('listitem').filter({ hasText: `Préstamo N° ${request.id}` });
  await item.getByRole('button', { name: 'Aprobar' }).waitFor();
  await snap(checker, 'loan-path-05-pendientes');
  await item.getByRole('button', { name: 'Aprobar' }).click();
  await checker.getByText(/aprobada\.$/).waitFor();

  const loan = await memberLoan(request.login.UAT, request.id);
  assert.equal(loan?.Estado, 'Descontando');
  assert.ok((loan?.Saldo ?? 0) > 0, 'the loan has its Saldo');
  const { Renglones } = await callApi<{ Renglones: { Concepto: string }[] }>(
    server.url,
    paths.loanMovements,
    {
      uat: request.login.UAT,
      PrestamoId: request.id,
    },
  );
  assert.ok(
    Renglones.some((r) => r.Concepto.startsWith('Acreditación')),
    'the Acreditación movement',
  );
});

test('a rejection reaches the member as a notification and an e-mail', async (t) => {
  const scratch = await desktopContext(browser, server.url);
  t.after(() => scratch.close());
  const request = await newRequest(scratch);
  const evaluador = await staffPage(t, 'evaluador@staff.demo.com.ar');
  await evaluador.goto(consoleUrl(`prestamos/${request.id}`));
  await evaluador.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = evaluador.getByRole('dialog', { name: `Rechazar la solicitud N° ${request.id}` });
  await dialog.getByLabel('Motivo').selectOption('Capacidad de pago insuficiente');
  await dialog.getByLabel('Nota para el socio').fill('Puede volver a solicitar con un importe menor.');
  await snap(evaluador, 'loan-path-06-reject');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await evaluador.getByText(`Solicitud N° ${request.id} rechazada`, { exact: false }).waitFor();

  const { Notificaciones } = await callApi<{ Notificaciones: { Titulo: string; Descripcion: string }[] }>(
    server.url,
    paths.notifications,
    { UAT: request.login.UAT },
  );
  assert.ok(
    Notificaciones.some(
      (n) => n.Descripcion.includes(`N° ${request.id}`) && n.Descripcion.includes('importe menor'),
    ),
    'the notification',
  );
  const mail = await readMail(
    server.url,
    socio.mail,
    new RegExp(`(No pudimos aprobar su préstamo N° ${request.id}[^\\n]*)`),
  );
  assert.match(mail, /Capacidad de pago insuficiente/);
});
