// A new member joins, keeps the profile, signs out, recovers the password and signs in again,
// through the built app against the real server (issue 2). Screenshots of every screen.
// The login form is this file's subject: it is typed into here. Every test opens its own page, and a
// test that needs an existing member registers one of its own through the API (support/members.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { authStorageKeys } from '../src/lib/storage-keys';
import { snap } from './support/screenshots';
import { readFromMailbox } from '@portal/test-support/mailbox';
import { registerMember, resetPassword, uniqueMail } from './support/members';
import { asMember, openPhoneSuite, type PhoneSuite } from '@portal/test-support/session';
import { member } from '@portal/test-support/sign-in';

let suite: PhoneSuite;

const firstPassword = 'Primera123';
const newPassword = 'Segunda456';

before(async () => {
  suite = await openPhoneSuite();
});

after(async () => {
  await suite?.close();
});

/** /pre-register filled in for `email` (organismo 2), ready for Continuar. */
async function fillPreRegister(page: Page, email: string) {
  await page.goto('/pre-register');
  await page.getByText('Comenzar Registro').waitFor();
  const organismo = page.getByRole('combobox');
  await organismo.locator('option', { hasText: /\S/ }).nth(1).waitFor({ state: 'attached' });
  await organismo.selectOption({ value: '2' });
  await page.getByLabel(/e-?mail|correo/i).fill(email);
}

async function typeLogin(page: Page, email: string, password: string) {
  await page.getByLabel(/e-?mail|correo/i).fill(email);
  await page.getByLabel(/^Contraseña$/).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** The app's own keys in localStorage, the session token written as UAT so two sign-ins compare. */
const sessionStorageOf = (page: Page, uat: string) =>
  page.evaluate(
    ({ keys, uat }) =>
      Object.fromEntries(
        keys.flatMap((key) => {
          const value = localStorage.getItem(key);
          return value === null ? [] : [[key, value.replaceAll(uat, 'UAT')]];
        }),
      ),
    { keys: Object.values(authStorageKeys), uat },
  );

test('the entry gate shows the login to a visitor', async (t) => {
  const { page } = await suite.newPage(t);
  await page.goto('/');
  await page.getByRole('button', { name: 'Ingresar' }).waitFor();
  await snap(page, 'accounts-01-entry');
  await page.goto('/una-ruta-que-no-existe');
  await page.getByText('Oops! Página no encontrada').waitFor();
  await snap(page, 'accounts-02-not-found');
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a new member pre-registers and gets the token by e-mail', async (t) => {
  const { page } = await suite.newPage(t);
  const email = uniqueMail('nuevo.socio');
  await fillPreRegister(page, email);
  await snap(page, 'accounts-03-pre-register');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL('**/register');
  await page.getByText('Crear cuenta').waitFor();
  assert.equal(await page.getByLabel(/e-?mail|correo/i).inputValue(), email);
});

test('the member registers with the e-mailed token and lands on the dashboard', async (t) => {
  const { context, page } = await suite.newPage(t);
  const email = uniqueMail('nuevo.socio');
  await fillPreRegister(page, email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL('**/register');

  const mailbox = await context.newPage();
  const code = await readFromMailbox(mailbox, email, /\b([A-Z0-9]{4}-[A-Z0-9]{4})\b/);
  await snap(mailbox, 'accounts-04-mailbox');
  await mailbox.close();

  await page.getByLabel('DNI').fill('35123456');
  await page.getByLabel(/^Nombres?$/).fill('Lucía Belén');
  await page.getByLabel(/^Apellido$/).fill('Fernández');
  await page.getByLabel(/Celular/i).fill('1155667788');
  await page.getByLabel(/^Contraseña$/).fill(firstPassword);
  await page.getByLabel(/Confirmar contraseña/i).fill(firstPassword);
  await page.getByLabel(/Token/i).fill(code);
  await snap(page, 'accounts-05-register');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await page.getByText('LUCÍA BELÉN FERNÁNDEZ').first().waitFor();
  await snap(page, 'accounts-06-dashboard');
});

test('the member edits the profile and the photo', async (t) => {
  const joined = await registerMember(suite.server.url, { nombres: 'Lucía Belén', apellido: 'Fernández' });
  const { page } = await suite.newPage(t, { as: asMember(joined.mail, joined.password) });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Perfil' }).click();
  await page.waitForURL('**/profile');
  await page.getByRole('button', { name: 'Editar Perfil' }).waitFor();
  await snap(page, 'accounts-07-profile');

  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await page.getByLabel(/Celular|Teléfono/i).fill('1144332211');
  await page.getByLabel(/nacimiento/i).fill('1990-05-17');
  await snap(page, 'accounts-08-profile-edit');
  await page.getByRole('button', { name: /Guardar/i }).click();
  await page.getByText('Perfil actualizado').first().waitFor();
  await page.getByText('1144332211').waitFor();
  await page.getByText(/17 de mayo de 1990/).waitFor();

  // A real JPEG: Chromium photographs the page itself.
  const photo = await page.screenshot({ type: 'jpeg', quality: 80 });
  await page.getByRole('button', { name: /foto/i }).first().click();
  await page.getByText('Cambiar foto de perfil').waitFor();
  await snap(page, 'accounts-09-avatar-dialog');
  const chooser = page.waitForEvent('filechooser');
  await page.locator('button', { hasText: 'Seleccionar imagen' }).click();
  await (await chooser).setFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByText('Foto actualizada').first().waitFor();
  await page.locator('img[src^="data:image/jpeg;base64,"]').first().waitFor();
  await snap(page, 'accounts-10-profile-photo');
});

test('the member signs out and recovers the password through the e-mailed link', async (t) => {
  const joined = await registerMember(suite.server.url, { password: firstPassword });
  const email = joined.mail;
  const { context, page } = await suite.newPage(t, { as: asMember(email, firstPassword) });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
  assert.equal(
    await page.evaluate(
      () =>
        localStorage.length === 0 || !Object.keys(localStorage).some((k) => /token|uat|user|login/i.test(k)),
    ),
    true,
  );

  await page.goto('/recover-password');
  await page.getByText('Recuperar Contraseña').first().waitFor();
  await page.getByLabel(/e-?mail|correo/i).fill(email);
  await snap(page, 'accounts-11-recover');
  await page.getByRole('button', { name: /Enviar|Recuperar/i }).click();
  await page.getByText('Correo enviado').first().waitFor();

  const mailbox = await context.newPage();
  const link = await readFromMailbox(mailbox, email, /(https?:\/\/\S+\/update-password#token=[\w-]+)/);
  await mailbox.close();

  await page.goto(link);
  await page.getByText('Actualizar Contraseña').first().waitFor();
  const fields = page.locator('input[type="password"]');
  await fields.nth(0).fill(newPassword);
  await fields.nth(1).fill(newPassword);
  await snap(page, 'accounts-12-update-password');
  await page.getByRole('button', { name: /Actualizar/i }).click();
  await page.getByText('Contraseña actualizada').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login', { timeout: 10_000 });
});

test('the old password no longer works and the new one signs in', async (t) => {
  const joined = await registerMember(suite.server.url, { password: firstPassword });
  await resetPassword(suite.server.url, joined.mail, newPassword);
  const { page, errors } = await suite.newPage(t);
  await page.goto('/login');
  await typeLogin(page, joined.mail, firstPassword);
  await page.getByText('❌ Error de inicio de sesión').first().waitFor();
  await snap(page, 'accounts-13-login-error');

  await page.getByLabel(/^Contraseña$/).fill(newPassword);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Bienvenido,').waitFor();
  assert.deepEqual(errors, []);
});

test('the sign-in fixture stores what a sign-in through the form stores', async (t) => {
  const joined = await registerMember(suite.server.url);
  const typed = await suite.newPage(t);
  await typed.page.goto('/login');
  await typeLogin(typed.page, joined.mail, joined.password);
  await typed.page.waitForURL('**/dashboard');
  const typedUat = await typed.page.evaluate((key) => localStorage.getItem(key), authStorageKeys.accessToken);
  assert.ok(typedUat, 'the form stored a session token');

  const seeded = await suite.newPage(t, { as: asMember(joined.mail, joined.password) });
  await seeded.page.goto('/dashboard');
  await seeded.page.getByText('Bienvenido,').waitFor();
  const fromForm = await sessionStorageOf(typed.page, typedUat);
  assert.deepEqual(Object.keys(fromForm).sort(), Object.keys(member.storage(seeded.login)).sort());
  assert.deepEqual(await sessionStorageOf(seeded.page, seeded.login.UAT), fromForm);
});
