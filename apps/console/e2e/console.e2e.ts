// The staff console through the built app against the real server, at desktop size (1280x800, and
// 1024 px for the smallest laptop it supports): sign-in with the password (demo data, STAFF_TOTP off),
// the shell and 'Salir'; and with STAFF_TOTP on, the enrolment of the second factor from the secret the
// screen shows, then a sign-in with a code. Screenshots of every screen land in e2e/screenshots.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { consoleMessages } from '@portal/contract';
import { watchForErrors } from '@portal/test-support/browser';
import { startServer } from '@portal/test-support/server';
import { consoleUrl, desktopContext, desktopSuite, overflowsSideways, snap } from './support/desktop';
import { totpCode } from './support/totp';

const evaluador = { email: 'evaluador@staff.demo.com.ar', password: 'Demo1234' };

const suite = desktopSuite();

/** A new desktop page on `target`, closed when `t` ends; the test fails if the page logged an error. */
async function openPage(t: TestContext, target = suite.server, viewport?: { width: number; height: number }) {
  const context = await desktopContext(suite.browser, target.url, viewport);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  t.after(async () => {
    const seen = [...errors];
    await context.close();
    assert.deepEqual(seen, [], 'the page logged errors');
  });
  return page;
}

async function typeCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** The shell is open for `email` with the role `role`, on 'Inicio'. */
async function expectShell(page: Page, email: string, role: string) {
  await page.getByRole('heading', { name: 'Inicio' }).waitFor();
  const banner = page.getByRole('banner');
  await banner.getByText(email).waitFor();
  assert.deepEqual(await banner.getByRole('list', { name: 'Roles' }).getByRole('listitem').allInnerTexts(), [
    role,
  ]);
  assert.equal(new URL(page.url()).pathname, '/console/');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('heading', { name: 'Ingresar' }).waitFor();
  await page.getByRole('status').filter({ hasText: consoleMessages.signedOut }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/console/login');
}

test('an evaluador signs in with the password, sees the shell and signs out', async (t) => {
  const page = await openPage(t);
  await page.goto(consoleUrl());
  // No session yet: the guard's GET /api/console/me answers 401 and the sign-in opens.
  await page.getByRole('heading', { name: 'Ingresar' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/console/login');
  await snap(page, 'console-01-login');

  await typeCredentials(page, evaluador.email, evaluador.password);
  await expectShell(page, evaluador.email, 'Evaluador');
  const may = page.getByRole('region', { name: 'Lo que puede hacer' });
  await may
    .getByText('Aprobar, rechazar o anular por la entidad las solicitudes pendientes de evaluación')
    .waitFor();
  assert.equal(await may.getByRole('listitem').count(), 4);
  // Evaluation is built: a section of the shell, no longer among the screens to come.
  await page
    .getByRole('navigation', { name: 'Secciones de la consola' })
    .getByRole('link', { name: 'Evaluación' })
    .waitFor();
  assert.equal(
    await page
      .getByRole('region', { name: 'Pantallas por venir' })
      .getByText('Evaluación de solicitudes')
      .count(),
    0,
  );
  assert.equal(await overflowsSideways(page), false, 'the shell fits 1280 px');
  await snap(page, 'console-02-home');

  // The session is the cookie: a reload keeps it.
  await page.reload();
  await expectShell(page, evaluador.email, 'Evaluador');

  // The smallest laptop the console supports.
  await page.setViewportSize({ width: 1024, height: 768 });
  assert.equal(await overflowsSideways(page), false, 'the shell fits 1024 px');
  await snap(page, 'console-03-home-1024');
  await page.setViewportSize({ width: 1280, height: 800 });

  await signOut(page);
  await snap(page, 'console-04-signed-out');
  // Ended on the server too: the cookie opens nothing any more.
  assert.equal((await page.request.get('/api/console/me')).status(), 401);
  await page.goto(consoleUrl());
  await page.getByRole('heading', { name: 'Ingresar' }).waitFor();
});

test('tesorería sees its own work, and Haberes and the four-eyes inbox in the nav; nothing is left to come', async (t) => {
  const page = await openPage(t);
  await page.goto(consoleUrl('login'));
  await typeCredentials(page, 'tesoreria@staff.demo.com.ar', evaluador.password);
  await expectShell(page, 'tesoreria@staff.demo.com.ar', 'Tesorería');
  const may = page.getByRole('region', { name: 'Lo que puede hacer' });
  await may.getByText('Proponer la transferencia de un préstamo que espera el desembolso').waitFor();
  assert.equal(await may.getByText('loans.decide').count(), 0);
  const nav = page.getByRole('navigation', { name: 'Secciones de la consola' });
  await nav.getByRole('link', { name: 'Haberes' }).waitFor();
  await nav.getByRole('link', { name: /^Pendientes/ }).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Pantallas por venir' }).count(), 0);
  await snap(page, 'console-11-home-tesoreria');
  await signOut(page);
});

test("a wrong password shows the server's message", async (t) => {
  const page = await openPage(t);
  await page.goto(consoleUrl('login'));
  await typeCredentials(page, evaluador.email, 'Equivocada1');
  await page.getByRole('alert').filter({ hasText: consoleMessages.badCredentials }).waitFor();
  assert.equal(await page.getByLabel('Correo electrónico').inputValue(), evaluador.email);
  await snap(page, 'console-05-wrong-password');
});

test("a setup link whose token the server does not know shows the server's message", async (t) => {
  const page = await openPage(t);
  await page.goto(consoleUrl('setup#token=no-existe-este-token'));
  await page.getByLabel('Nueva contraseña').fill('Nueva1234');
  // The token left the address bar as soon as it was read.
  assert.equal(new URL(page.url()).hash, '');
  await page.getByLabel('Repetir la contraseña').fill('Nueva1234');
  await snap(page, 'console-06-setup');
  await page.getByRole('button', { name: 'Crear contraseña' }).click();
  await page.getByRole('alert').filter({ hasText: consoleMessages.invalidSetupToken }).waitFor();
  await snap(page, 'console-07-setup-refused');
});

test('the member app is still served outside /console', async (t) => {
  const page = await openPage(t, suite.server, { width: 390, height: 844 });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Registrarse' }).waitFor();
  assert.match(await page.title(), /Portal de Socios/);
  assert.doesNotMatch(await page.title(), /Consola/);
});

test('with STAFF_TOTP on, the first sign-in enrols the second factor and the next one asks for the code', async (t) => {
  const totpServer = await startServer({ STAFF_TOTP: 'on' });
  t.after(() => totpServer.stop());
  const page = await openPage(t, totpServer);
  await page.goto(consoleUrl('login'));
  await typeCredentials(page, evaluador.email, evaluador.password);

  await page.getByRole('heading', { name: 'Configure el segundo factor' }).waitFor();
  const qr = page.getByRole('img', { name: /Código QR para la aplicación de autenticación/ });
  await qr.waitFor();
  const drawn = await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  assert.ok(drawn, 'the QR code is drawn');
  const secret = (await page.getByLabel('Clave secreta').innerText()).trim();
  assert.match(secret, /^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/, 'the secret is shown in groups of four');
  await snap(page, 'console-08-enrol');

  // As an authenticator app would: the code of this moment for the secret read from the screen.
  const enrolledAt = Date.now();
  await page.getByLabel('Código de verificación').fill(totpCode(secret, enrolledAt));
  await page.getByRole('button', { name: 'Confirmar e ingresar' }).click();
  await expectShell(page, evaluador.email, 'Evaluador');
  await snap(page, 'console-09-enrolled');
  await signOut(page);

  // Now the password alone opens nothing: the code is asked for. A code works once, so this one is the
  // next time step's (the server accepts one step of drift).
  await typeCredentials(page, evaluador.email, evaluador.password);
  await page.getByRole('heading', { name: 'Código de verificación' }).waitFor();
  await snap(page, 'console-10-code');
  await page.getByLabel('Código de verificación').fill(totpCode(secret, enrolledAt + 30_000));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectShell(page, evaluador.email, 'Evaluador');
  await signOut(page);
});
