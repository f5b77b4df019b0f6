// Ajustes through the built console against the real server (demo data, STAFF_TOTP off): an administrador
// changes the support contact with a reason, and the member app's profile shows the new e-mail and the
// WhatsApp chat at once, without a new build. Screenshots of both in e2e/screenshots.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { phoneContext } from '@portal/test-support/browser';
import { member, signIn, DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { consoleUrl, desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const suite = desktopSuite();

test("an administrador's new support contact reaches the member's profile at once", async (t) => {
  const page = await staffPage(suite.browser, suite.server.url, t, 'administrador@staff.demo.com.ar');
  await page
    .getByRole('navigation', { name: 'Secciones de la consola' })
    .getByRole('link', { name: 'Ajustes' })
    .click();
  const card = page.getByRole('region', { name: 'Contacto de soporte' });
  await card.getByText(/Todavía tiene los valores de la instalación/).waitFor();
  await card.getByLabel('Correo de soporte').fill('ayuda@mutual.org.ar');
  await card.getByLabel(/WhatsApp de soporte/).fill('+54 9 11 2233-4455');
  await card.getByLabel('Motivo del cambio').fill('Nueva mesa de ayuda');
  await card.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Ajustes guardados').waitFor();
  await card.getByText(/Último cambio: .*, por administrador@staff\.demo\.com\.ar\./).waitFor();
  assert.equal(new URL(page.url()).pathname, consoleUrl('ajustes'));
  await snapBothWidths(page, 'settings');

  const phone = await phoneContext(suite.browser, suite.server.url);
  t.after(() => phone.close());
  await signIn(phone, suite.server.url, member, { mail: 'socio@demo.com.ar', password: DEMO_PASSWORD });
  const app = await phone.newPage();
  await app.goto('/profile');
  const help = app.getByRole('region', { name: '¿Necesita ayuda?' });
  await help.getByRole('link', { name: 'ayuda@mutual.org.ar' }).waitFor();
  const chat = await help.getByRole('link', { name: 'Chatear por WhatsApp' }).getAttribute('href');
  assert.match(chat ?? '', /^https:\/\/wa\.me\/5491122334455\?text=/);
  await snap(app, 'profile-support-contact');
});
