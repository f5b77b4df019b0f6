// Evaluation through the built apps against the real server: the demo member sends requests with their
// documents (through the member API, as the wizard sends them), an evaluador finds them in the queue,
// looks at the documents in the viewer and decides; the member app then shows the outcome, and a
// rejection also arrives by e-mail. Two evaluadores deciding at once: the second is told and the screen
// reloads. The demo approval timer is off, so only the console decides. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { consoleLoanMessages, loanStates } from '@portal/contract';
import { phoneContext, watchForErrors } from '@portal/test-support/browser';
import { makeImages } from '@portal/test-support/images';
import { drawSignature, requestLoan } from '@portal/test-support/loans-api';
import { readFromMailbox } from '@portal/test-support/mailbox';
import { DEMO_PASSWORD, member, signIn } from '@portal/test-support/sign-in';
import { consoleUrl, desktopContext, desktopSuite, overflowsSideways, snap } from './support/desktop';

const evaluador = { email: 'evaluador@staff.demo.com.ar', password: 'Demo1234' };
const memberMail = 'socio@demo.com.ar';

const suite = desktopSuite({ DEMO_APPROVAL_SECONDS: 'off' });

/** Closes `context` when `t` ends; the test fails if one of its pages logged an error. */
function watched(t: TestContext, context: BrowserContext) {
  const perPage: string[][] = [];
  context.on('page', (page) => perPage.push(watchForErrors(page)));
  t.after(async () => {
    const seen = perPage.flat();
    await context.close();
    assert.deepEqual(seen, [], 'a page logged errors');
  });
  return context;
}

/** A console page signed in as the evaluador through the sign-in form, on 'Inicio'. */
async function evaluadorPage(t: TestContext, viewport?: { width: number; height: number }) {
  const context = watched(t, await desktopContext(suite.browser, suite.server.url, viewport));
  const page = await context.newPage();
  await page.goto(consoleUrl('login'));
  await page.getByLabel('Correo electrónico').fill(evaluador.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(evaluador.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { name: 'Inicio' }).waitFor();
  return page;
}

/** The demo member's phone, signed in through the login API. */
async function memberPhone(t: TestContext) {
  const context = watched(t, await phoneContext(suite.browser, suite.server.url));
  const login = await signIn(context, suite.server.url, member, {
    mail: memberMail,
    password: DEMO_PASSWORD,
  });
  return { context, page: await context.newPage(), uat: login.UAT };
}

/** A request of the demo member with the three ID pictures and the signature, as the wizard sends it. */
async function sendRequest(context: BrowserContext, page: Page, uat: string, amount: number) {
  const images = await makeImages(context, { width: 1200, height: 900, grain: 15 });
  const base64 = (buffer: Buffer) => buffer.toString('base64');
  return requestLoan(
    suite.server.url,
    uat,
    {
      front: base64(images.jpeg.buffer),
      back: base64(images.png.buffer),
      holding: base64(images.large.buffer),
      signature: await drawSignature(page),
    },
    { amount },
  );
}

const queueLink = (page: Page, loanId: number) =>
  page.getByRole('link', { name: new RegExp(`^Evaluar la solicitud N° ${loanId} de `) });

async function openFromQueue(page: Page, loanId: number) {
  await page
    .getByRole('navigation', { name: 'Secciones de la consola' })
    .getByRole('link', { name: 'Evaluación' })
    .click();
  await page.getByRole('heading', { name: 'Evaluación de solicitudes' }).waitFor();
  await queueLink(page, loanId).click();
  await page.getByRole('heading', { name: new RegExp(`^Solicitud N° ${loanId}: `) }).waitFor();
}

/** Whether the viewer's <img> named `name` has really been decoded (a broken object URL leaves it at 0 wide). */
const imageLoaded = (page: Page, name: string) =>
  page
    .getByRole('dialog')
    .getByRole('img', { name })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('an evaluador approves a request from the queue after looking at its documents; the member sees it approved', async (t) => {
  const phone = await memberPhone(t);
  const loanId = await sendRequest(phone.context, phone.page, phone.uat, 300_000);

  const page = await evaluadorPage(t);
  await page
    .getByRole('navigation', { name: 'Secciones de la consola' })
    .getByRole('link', { name: 'Evaluación' })
    .click();
  await page.getByRole('heading', { name: 'Evaluación de solicitudes' }).waitFor();
  const row = page.getByRole('row').filter({ has: queueLink(page, loanId) });
  await row.waitFor();
  await row.getByText('DNI ').waitFor();
  // The demo's own pending request is older: it carries the flag, the new one does not.
  assert.equal(await page.getByText('La más antigua', { exact: true }).count(), 1);
  assert.equal(await row.getByText('La más antigua', { exact: true }).count(), 0);
  assert.equal(await overflowsSideways(page), false, 'the queue fits 1280 px');
  await snap(page, 'evaluation-01-queue');

  await queueLink(page, loanId).click();
  await page.getByRole('heading', { name: new RegExp(`^Solicitud N° ${loanId}: `) }).waitFor();
  await page.getByRole('region', { name: 'Socio' }).getByText(memberMail).waitFor();
  // The plan as priced today comes from its own call, asked for beside the detail.
  await page
    .getByRole('region', { name: /^Plan pedido/ })
    .getByRole('row', { name: /Monto/ })
    .filter({ hasNotText: 'Calculando' })
    .waitFor();
  await page
    .getByRole('list', { name: 'Pasos del préstamo' })
    .getByText(`Solicitó el préstamo N° ${loanId}`)
    .waitFor();
  const documents = page.getByRole('list', { name: 'Documentos' });
  assert.deepEqual(
    await documents.getByRole('button').evaluateAll((b) => b.map((e) => e.getAttribute('aria-label'))),
    ['Ver DNI (frente)', 'Ver DNI (dorso)', 'Ver Foto sosteniendo el DNI', 'Ver Firma ológrafa'],
  );
  // Every thumbnail is a decoded image fetched with the session cookie.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('ul[aria-label="Documentos"] img')).filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length === 4,
  );
  assert.equal(await overflowsSideways(page), false, 'the decision screen fits 1280 px');
  await snap(page, 'evaluation-02-decision');

  // The viewer: a real image from the server, zoomed, rotated, and the next one.
  await documents.getByRole('button', { name: 'Ver DNI (frente)' }).click();
  const viewer = page.getByRole('dialog', { name: 'DNI (frente) (1 de 4)' });
  await viewer.waitFor();
  await viewer.getByRole('img', { name: 'DNI (frente)' }).waitFor();
  assert.ok(await imageLoaded(page, 'DNI (frente)'), 'the ID front really loads');
  const zoom = viewer.getByRole('status', { name: 'Zoom' });
  const fitted = await zoom.innerText();
  await viewer.getByRole('button', { name: 'Acercar' }).click();
  // Waited for, not read at once: the new scale is drawn after the click returns.
  await zoom.filter({ hasNotText: fitted }).waitFor({ timeout: 5000 });
  await viewer.getByRole('button', { name: 'Girar' }).click();
  await snap(page, 'evaluation-03-viewer');
  await viewer.getByRole('button', { name: 'Ajustar', pressed: true }).waitFor({ state: 'detached' });
  await viewer.getByRole('button', { name: 'Ajustar' }).click();
  await viewer.getByRole('button', { name: 'Ajustar', pressed: true }).waitFor();
  await viewer.getByRole('button', { name: 'Siguiente →' }).click();
  const back = page.getByRole('dialog', { name: 'DNI (dorso) (2 de 4)' });
  await back.getByRole('img', { name: 'DNI (dorso)' }).waitFor();
  assert.ok(await imageLoaded(page, 'DNI (dorso)'), 'the ID back really loads');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const signature = page.getByRole('dialog', { name: 'Firma ológrafa (4 de 4)' });
  await signature.getByRole('img', { name: 'Firma ológrafa' }).waitFor();
  assert.ok(await imageLoaded(page, 'Firma ológrafa'), 'the signature really loads');
  await snap(page, 'evaluation-04-viewer-signature');
  await signature.getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Aprobar' }).click();
  const approve = page.getByRole('dialog', { name: `Aprobar la solicitud N° ${loanId}` });
  await approve.getByText('El plan pedido:').waitFor();
  await approve.getByRole('status').waitFor({ state: 'detached' });
  await approve.getByLabel('Nota (opcional)').fill('Documentación y capacidad en regla.');
  await snap(page, 'evaluation-05-approve-dialog');
  await approve.getByRole('button', { name: 'Confirmar aprobación' }).click();
  await page.getByRole('heading', { name: 'Evaluación de solicitudes' }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: `Préstamo N° ${loanId}: ${loanStates.approved}.` })
    .waitFor();
  assert.equal(await queueLink(page, loanId).count(), 0, 'the decided request left the queue');
  await snap(page, 'evaluation-06-approved');

  // The member app: the loan now waits for the member's confirmation.
  await phone.page.goto('/loans');
  await phone.page
    .getByRole('link', { name: new RegExp(`préstamo N° ${loanId}, ${loanStates.approved}$`) })
    .waitFor();
  await snap(phone.page, 'evaluation-07-member-approved');
});

test('a rejected request reaches the member as a notification and an e-mail', async (t) => {
  const phone = await memberPhone(t);
  const loanId = await sendRequest(phone.context, phone.page, phone.uat, 200_000);

  const page = await evaluadorPage(t);
  await openFromQueue(page, loanId);
  await page.getByRole('button', { name: 'Rechazar' }).click();
  const reject = page.getByRole('dialog', { name: `Rechazar la solicitud N° ${loanId}` });
  // Both fields are required, as the contract says.
  await reject.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await reject.getByText('Elija un motivo de rechazo').waitFor();
  await reject.getByText('Escriba una nota para el socio').waitFor();
  await snap(page, 'evaluation-08-reject-required');
  await reject.getByLabel('Motivo').selectOption('Documentación ilegible o incompleta');
  const note = 'La foto del dorso del DNI no se lee: envíe una nueva solicitud con una foto nítida.';
  await reject.getByLabel('Nota para el socio').fill(note);
  await snap(page, 'evaluation-09-reject-dialog');
  await reject.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Préstamo N° ${loanId}: ${loanStates.rejected}.` })
    .waitFor();

  await phone.page.goto('/notifications');
  const notice = phone.page.getByText(new RegExp(`No pudimos aprobar su préstamo N° ${loanId} `));
  await notice.waitFor();
  assert.match(await notice.innerText(), /Motivo: Documentación ilegible o incompleta/);
  await phone.page.getByText('Solicitud de préstamo rechazada').first().waitFor();
  await snap(phone.page, 'evaluation-10-member-notification');

  const mailbox = await phone.context.newPage();
  const mailed = await readFromMailbox(
    mailbox,
    memberMail,
    new RegExp(
      `No pudimos aprobar su préstamo N° ${loanId} [^\\n]*Motivo: Documentación ilegible o incompleta\\. ([^\\n]+)`,
    ),
  );
  assert.equal(mailed.trim(), note);
});

test('of two evaluadores deciding at once the second is told and sees the loan reloaded; then it is cancelled', async (t) => {
  const phone = await memberPhone(t);
  const loanId = await sendRequest(phone.context, phone.page, phone.uat, 150_000);

  const first = await evaluadorPage(t);
  const second = await evaluadorPage(t, { width: 1024, height: 768 });
  await openFromQueue(first, loanId);
  await openFromQueue(second, loanId);
  assert.equal(await overflowsSideways(second), false, 'the decision screen fits 1024 px');
  await snap(second, 'evaluation-11-decision-1024');

  await first.getByRole('button', { name: 'Aprobar' }).click();
  await first.getByRole('button', { name: 'Confirmar aprobación' }).click();
  await first.getByRole('heading', { name: 'Evaluación de solicitudes' }).waitFor();

  await second.getByRole('button', { name: 'Rechazar' }).click();
  const reject = second.getByRole('dialog', { name: `Rechazar la solicitud N° ${loanId}` });
  await reject.getByLabel('Motivo').selectOption('Otro motivo');
  await reject.getByLabel('Nota para el socio').fill('Lo reviso de nuevo.');
  await reject.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await second
    .getByRole('alert')
    .filter({ hasText: `Otra persona ya decidió sobre este préstamo: ${consoleLoanMessages.notPending}` })
    .waitFor();
  await second.getByText(`El préstamo está en estado ${loanStates.approved}`).waitFor();
  assert.equal(await second.getByRole('button', { name: 'Aprobar' }).count(), 0);
  await snap(second, 'evaluation-12-already-decided');

  // Approved but not yet transferred: the entity may still cancel it, with a reason.
  await second.getByRole('button', { name: 'Anular' }).click();
  const cancel = second.getByRole('dialog', { name: `Anular el préstamo N° ${loanId}` });
  await cancel.getByLabel('Motivo de la anulación').fill('El socio pidió dejarlo sin efecto por teléfono.');
  await snap(second, 'evaluation-13-cancel-dialog');
  await cancel.getByRole('button', { name: 'Confirmar anulación' }).click();
  await second
    .getByRole('status')
    .filter({ hasText: `Préstamo N° ${loanId}: ${loanStates.cancelledByEntity}.` })
    .waitFor();

  await phone.page.goto('/loans');
  await phone.page
    .getByRole('link', { name: new RegExp(`préstamo N° ${loanId}, ${loanStates.cancelledByEntity}$`) })
    .waitFor();
});
