// A stolen session must not be a stolen account: a member changes the e-mail from the profile,
// which asks for the current password and only mails a link to the new address; following that link
// (/confirm-email#token=...) makes the change, and the member then signs in with the new address.
// Through the built app against the real server. Screenshots at 390x844 and 360x740.
// Every test registers a member of its own (support/members.ts) and opens its own page, signed in through
// the API (support/sign-in.ts); a test about the link asks for the change, and follows it, through the API.
import assert from 'node:assert/strict';
import { after, before, test, type TestContext } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { snap, snapWithoutToasts } from './support/screenshots';
import { readFromMailbox } from '@portal/test-support/mailbox';
import {
  confirmMailChange,
  registerMember,
  requestMailChange,
  uniqueMail,
  type NewMember,
} from './support/members';
import { asMember, openPhoneSuite, type PhoneSuite } from '@portal/test-support/session';

let suite: PhoneSuite;

const password = 'Clave1234';
const mailChangeSent = 'Le enviamos un enlace al nuevo correo. El cambio se aplicará cuando lo abra.';

before(async () => {
  suite = await openPhoneSuite();
});

after(async () => {
  await suite?.close();
});

/** A new member of this test's own, and a phone page signed in as that member. */
async function newMemberPage(t: TestContext) {
  const joined: NewMember = await registerMember(suite.server.url, { password });
  const opened = await suite.newPage(t, { as: asMember(joined.mail, password) });
  return { ...opened, oldEmail: joined.mail, newEmail: uniqueMail('socio.nuevo') };
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The same screen at the two phone sizes the app is checked at; neither may scroll sideways. */
async function snapBothSizes(
  page: Page,
  name: string,
  take: (page: Page, name: string) => Promise<void> = snap,
) {
  await take(page, `${name}-390`);
  assert.equal(await fits(page), true, `${name} scrolls sideways at 390 px`);
  await page.setViewportSize({ width: 360, height: 740 });
  await take(page, `${name}-360`);
  assert.equal(await fits(page), true, `${name} scrolls sideways at 360 px`);
  await page.setViewportSize({ width: 390, height: 844 });
}

async function typeLogin(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail|correo/i).fill(email);
  await page.getByLabel(/^Contraseña$/).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** From the dashboard to the profile through the bottom navigation, and the editor opened. */
async function openEditor(page: Page) {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Perfil' })
    .click();
  await page.waitForURL('**/profile');
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await page.getByRole('heading', { name: 'Editar Perfil' }).waitFor();
}

/** The editor with a new phone and a new e-mail typed: the current password is now asked for. */
async function typeNewPhoneAndMail(page: Page, newEmail: string) {
  await openEditor(page);
  await page.getByLabel('Teléfono').fill('1144332211');
  await page.getByLabel('Correo electrónico').fill(newEmail);
  await page.getByLabel('Contraseña actual', { exact: true }).waitFor();
}

test('the member signs in and opens the profile editor', async (t) => {
  const { page } = await newMemberPage(t);
  await openEditor(page);
});

test('the current password is asked for a new e-mail, not for the phone alone', async (t) => {
  const { page, newEmail } = await newMemberPage(t);
  await openEditor(page);
  const current = page.getByLabel('Contraseña actual', { exact: true });
  await page.getByLabel('Teléfono').fill('1144332211');
  assert.equal(await current.count(), 0, 'a phone change alone must not ask for the password');

  await page.getByLabel('Correo electrónico').fill(newEmail);
  await current.waitFor();
  await page.getByText('Necesaria para cambiar el correo o la contraseña.').waitFor();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByText('Ingrese su contraseña actual').waitFor();
  await current.scrollIntoViewIfNeeded();
  await snapBothSizes(page, 'profile-security-01-current-password', snapWithoutToasts);
});

test('a wrong current password is refused with the server message', async (t) => {
  const { page, newEmail } = await newMemberPage(t);
  await typeNewPhoneAndMail(page, newEmail);
  await page.getByLabel('Contraseña actual', { exact: true }).fill('Equivocada99');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByText('La contraseña actual no es correcta').first().waitFor();
  await page.getByRole('heading', { name: 'Editar Perfil' }).waitFor();
});

test('with the right password the link is mailed and the profile keeps the current address', async (t) => {
  const { context, page, oldEmail, newEmail } = await newMemberPage(t);
  await typeNewPhoneAndMail(page, newEmail);
  await page.getByLabel('Contraseña actual', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByText(mailChangeSent).first().waitFor();
  const info = page.getByRole('region', { name: 'Información personal' });
  await info.getByText(oldEmail, { exact: true }).waitFor();
  await info.getByText('Cambio de correo pendiente.').waitFor();
  await info.getByText('1144332211').waitFor();
  await snapBothSizes(page, 'profile-security-02-mail-pending', snapWithoutToasts);

  const mailbox = await context.newPage();
  const link = await readFromMailbox(mailbox, newEmail, /(https?:\/\/\S+\/confirm-email#token=[\w-]+)/);
  await mailbox.close();
  assert.match(link, /\/confirm-email#token=/);
});

test('the link confirms the new address once and the signed-in app shows it', async (t) => {
  const { page, oldEmail, newEmail } = await newMemberPage(t);
  const link = await requestMailChange(suite.server.url, { mail: oldEmail, password }, newEmail);
  // Hold the call and the clock, so that each state can be photographed before the 2 s redirect.
  let release: (route: Route) => void = () => undefined;
  const held = new Promise<Route>((resolve) => (release = resolve));
  await page.route('**/api/MUsuario/ConfirmaCambioMail', (route) => release(route), { times: 1 });
  await page.clock.install();
  await page.goto(link);
  const route = await held;
  await page.getByRole('heading', { name: 'Confirmar correo electrónico' }).waitFor();
  await page.getByText('Confirmando su nuevo correo...').waitFor();
  assert.equal(new URL(page.url()).hash, '', 'the token must leave the address bar');
  await snapBothSizes(page, 'profile-security-03-confirming');

  await page.clock.pauseAt(Date.now() + 1000);
  await route.continue();
  const confirmed = page.getByRole('status').filter({ hasText: 'Correo electrónico actualizado' });
  for (let i = 0; i < 200 && !(await confirmed.isVisible()); i++) await page.clock.runFor(10);
  await confirmed.getByText('Si necesita iniciar sesión, hágalo con su nuevo correo electrónico.').waitFor();
  await page.getByRole('link', { name: 'Ir al inicio' }).waitFor();
  await snapBothSizes(page, 'profile-security-04-confirmed');

  await page.clock.resume();
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
  // The session's cached member was reloaded: the new address shows without signing in again.
  await page.getByText(newEmail).first().waitFor();
});

test('the same link a second time, and a link without token, are refused', async (t) => {
  const { page, oldEmail, newEmail } = await newMemberPage(t);
  const link = await requestMailChange(suite.server.url, { mail: oldEmail, password }, newEmail);
  await confirmMailChange(suite.server.url, link);
  await page.goto(link);
  await page
    .getByRole('alert')
    .filter({ hasText: 'El enlace para confirmar el correo es inválido o expiró' })
    .waitFor();
  await page.getByRole('link', { name: 'Volver al inicio' }).waitFor();
  await snapBothSizes(page, 'profile-security-05-link-used');

  // A fresh visit: a reload of the same address would keep the previous token in the history entry.
  await page.goto('about:blank');
  await page.goto('/confirm-email');
  await page.getByRole('alert').filter({ hasText: 'Enlace de confirmación inválido o expirado' }).waitFor();
  // Photographed at once: this screen goes back to / after 2 s.
  await snap(page, 'profile-security-06-no-token-390');
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard', { timeout: 10_000 });
});

test('after signing out, the old address no longer signs in and the new one does', async (t) => {
  const { page, errors, oldEmail, newEmail } = await newMemberPage(t);
  const link = await requestMailChange(suite.server.url, { mail: oldEmail, password }, newEmail);
  await confirmMailChange(suite.server.url, link);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');

  await typeLogin(page, oldEmail);
  await page.getByText('❌ Error de inicio de sesión').first().waitFor();

  await typeLogin(page, newEmail);
  await page.waitForURL('**/dashboard');
  await page.getByText(newEmail).first().waitFor();
  assert.deepEqual(errors, []);
});
