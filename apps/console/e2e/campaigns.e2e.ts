// A notification campaign through the built console against the real server (demo data, STAFF_TOTP off):
// comunicaciones sends a campaign that asks for acknowledgement to the demo member's organismo, and
// schedules another for tomorrow, then cancels it; the member (phone) opens the notification and taps
// 'Tomar conocimiento'; the campaign's counts then show it viewed and acknowledged. One test: each step
// needs the one before. Screenshots of every screen in e2e/screenshots.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { campaignMessages } from '@portal/contract';
import { phoneContext } from '@portal/test-support/browser';
import { member, signIn, DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { consoleUrl, desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const staff = 'comunicaciones@staff.demo.com.ar';
const memberMail = 'socio@demo.com.ar';
const organismo = 'Asociación Mutual de Empleados Públicos';
const title = 'Cambio de horario de atención';
// Markup typed by staff is text everywhere: the console and the member app show the tags, never apply them.
const text =
  'Desde el lunes la sede central atiende de <b>8 a 16 h</b>. Los trámites de préstamos siguen en la aplicación.';

const suite = desktopSuite();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });
/** A count tile of the campaign's screen as it reads out, e.g. 'Vistas: 1 (50 %)'. */
const count = async (page: Page, label: RegExp) =>
  page.getByRole('region', { name: 'Recepción' }).getByLabel(label).getAttribute('aria-label');

test("a campaign asking for acknowledgement reaches the member, whose 'Tomar conocimiento' shows in its counts", async (t) => {
  const page = await staffPage(suite.browser, suite.server.url, t, staff);
  await nav(page).getByRole('link', { name: 'Campañas' }).click();
  await page.getByRole('heading', { level: 1, name: 'Campañas' }).waitFor();
  await page.getByText('Todavía no se envió ninguna campaña.').waitFor();

  // A campaign to the demo member's organismo, now, asking for acknowledgement (the default).
  await page.getByRole('link', { name: 'Nueva campaña' }).click();
  await page.getByRole('heading', { level: 1, name: 'Nueva campaña' }).waitFor();
  const form = page.getByRole('region', { name: 'Datos de la campaña' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Texto del aviso').fill(text);
  assert.equal(await form.getByLabel(/Pedir que tomen conocimiento/).isChecked(), true);
  await form.getByRole('checkbox', { name: new RegExp(organismo) }).check();
  await snapBothWidths(page, 'campaigns-01-new');
  await form.getByRole('button', { name: 'Revisar y enviar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Enviar la campaña' });
  await confirm.getByText(`Los socios de ${organismo}`).waitFor();
  await snap(page, 'campaigns-02-confirm');
  await confirm.getByRole('button', { name: 'Enviar ahora' }).click();

  await page.getByRole('heading', { level: 1, name: /^Campaña N° \d+$/ }).waitFor();
  const sent = await page
    .getByRole('status')
    .filter({ hasText: /^Campaña enviada a \d+ socios?$/ })
    .innerText();
  const delivered = Number(/a (\d+) socio/.exec(sent)?.[1]);
  assert.ok(delivered >= 1, sent);
  const campaignUrl = page.url();
  assert.equal(await count(page, /^Entregadas:/), `Entregadas: ${delivered}`);
  assert.equal(await count(page, /^Vistas:/), 'Vistas: 0 (0 %)');
  await page.getByRole('region', { name: 'Aviso' }).getByText(text).waitFor();
  assert.equal(await page.locator('main b').count(), 0, 'the console applied no markup');
  await snapBothWidths(page, 'campaigns-03-sent');

  // Another one, for tomorrow at 9, to everyone: scheduled, then cancelled from its screen.
  await page.goto(consoleUrl('campanas/nueva'));
  await form.getByLabel('Título').fill('Jornada de vacunación');
  await form.getByLabel('Texto del aviso').fill('Vacunación antigripal gratuita en la sede central.');
  await form.getByRole('radio', { name: /Todos los socios/ }).check();
  await form.getByRole('radio', { name: 'En una fecha y hora' }).check();
  const tomorrow = new Date(Date.now() + 24 * 3600_000 - 3 * 3600_000).toISOString().slice(0, 10);
  await form.getByLabel('Fecha y hora de envío').fill(`${tomorrow}T09:00`);
  await snap(page, 'campaigns-04-schedule');
  await form.getByRole('button', { name: 'Revisar y programar' }).click();
  await page
    .getByRole('dialog', { name: 'Programar la campaña' })
    .getByRole('button', { name: 'Programar' })
    .click();
  await page.getByRole('status').filter({ hasText: campaignMessages.scheduled }).waitFor();
  await page.getByText(/^Programada para el \d{2}\/\d{2}\/\d{4} 09:00$/).waitFor();
  await snapBothWidths(page, 'campaigns-05-scheduled');
  await page.getByRole('button', { name: 'Cancelar el envío' }).click();
  await page
    .getByRole('dialog', { name: 'Cancelar el envío' })
    .getByRole('button', { name: 'Cancelar la campaña' })
    .click();
  await page.getByRole('status').filter({ hasText: campaignMessages.cancelled }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Cancelar el envío' }).count(), 0);

  // The member: the notification is there; opening it and 'Tomar conocimiento' are the app's own calls.
  const phone = await phoneContext(suite.browser, suite.server.url);
  t.after(() => phone.close());
  await signIn(phone, suite.server.url, member, { mail: memberMail, password: DEMO_PASSWORD });
  const app = await phone.newPage();
  await app.goto('/notifications');
  const card = app.getByRole('article').filter({ hasText: title });
  await card.getByText(text).waitFor();
  assert.equal(await card.locator('b').count(), 0, 'the member app applied no markup');
  assert.equal(await app.getByRole('article').filter({ hasText: 'Jornada de vacunación' }).count(), 0);
  await snap(app, 'campaigns-06-member-notice');
  await card.getByRole('heading', { name: title }).click();
  await card.getByRole('button', { name: 'Tomar conocimiento' }).click();
  await card.getByText('Nuevo').waitFor({ state: 'detached' });
  assert.equal(await card.getByRole('button', { name: 'Tomar conocimiento' }).count(), 0);
  await snap(app, 'campaigns-07-member-acknowledged');

  // Back in the console: the counts say it.
  await page.goto(campaignUrl);
  const share = (n: number) => `${n} (${Math.round((n / delivered) * 100)} %)`;
  await page
    .getByRole('region', { name: 'Recepción' })
    .getByLabel(`Tomaron conocimiento: ${share(1)}`)
    .waitFor();
  await page
    .getByRole('region', { name: 'Recepción' })
    .getByLabel(`Vistas: ${share(1)}`)
    .waitFor();
  await snapBothWidths(page, 'campaigns-08-counts');
  await nav(page).getByRole('link', { name: 'Campañas' }).click();
  const row = page
    .getByRole('table', { name: 'Campañas de notificaciones' })
    .getByRole('row')
    .filter({ hasText: title });
  await row.getByText(share(1)).first().waitFor();
  await page.getByRole('table', { name: 'Campañas de notificaciones' }).getByText('Cancelada').waitFor();
  await snapBothWidths(page, 'campaigns-09-list');
});
