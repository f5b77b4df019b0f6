// Member support through the built console against the real server (demo data, STAFF_TOTP off): soporte
// finds the demo member by DNI (the search kept on reload), opens them, corrects the surname with a
// reason, blocks them (the member app then refuses the sign-in with the blocked message), unblocks them
// (the sign-in works again), sends the password mail (it reaches the outbox with its link) and downloads
// the export, which holds the member's data. Auditor reads the same member without any action.
// One test for soporte: each step needs the one before. Screenshots of every screen in e2e/screenshots.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths, supportMessages } from '@portal/contract';
import { member, DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { readMail } from '@portal/test-support/mailbox';
import { callApi } from '@portal/test-support/api';
import { consoleUrl, desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const soporte = 'soporte@staff.demo.com.ar';
const memberMail = 'socio@demo.com.ar';
const memberDni = '28456789';

const suite = desktopSuite();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });
const memberSignIn = () => member.login(suite.server.url, { mail: memberMail, password: DEMO_PASSWORD });
/** The success box of the member page, with the server's words. */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

test('soporte finds the demo member, corrects, blocks, unblocks, mails and exports them', async (t) => {
  const page = await staffPage(suite.browser, suite.server.url, t, soporte);
  await nav(page).getByRole('link', { name: 'Socios' }).click();
  await page.getByRole('heading', { name: 'Socios' }).waitFor();
  await snap(page, 'support-01-search-empty');

  // By DNI, typed with dots: the query goes to the address and survives a reload.
  await page.getByLabel('DNI, apellido o correo').fill('28.456.789');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === memberDni);
  const results = page.getByRole('table', { name: 'Socios encontrados' });
  const row = results.getByRole('row').filter({ hasText: memberMail });
  await row.waitFor();
  assert.equal(await results.locator('tbody tr').count(), 1, 'a DNI names one member');
  await page.reload();
  await row.waitFor();
  assert.equal(await page.getByLabel('DNI, apellido o correo').inputValue(), memberDni);
  await snapBothWidths(page, 'support-02-search-dni');

  // The member: data, loans linked to their files, notifications and the history.
  await row.getByRole('link').click();
  await page.waitForURL(/\/console\/socios\/\d+$/);
  const memberId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { level: 1, name: 'María Laura González' }).waitFor();
  const data = page.getByRole('region', { name: 'Datos del socio' });
  await data.getByText(memberDni, { exact: true }).waitFor();
  const loans = page.getByRole('region', { name: 'Préstamos' });
  assert.ok((await loans.getByRole('link').count()) >= 5, "the demo member's loans are listed");
  assert.match(
    (await loans.getByRole('link').first().getAttribute('href')) ?? '',
    /\/console\/prestamos\/\d+$/,
  );
  await page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem').first().waitFor();
  await page.getByRole('region', { name: 'Historia' }).getByText('Se registró').waitFor();
  await snapBothWidths(page, 'support-03-member');

  // Correct the surname, with a reason: the answer, the new name, and the history says who did it.
  await page.getByRole('button', { name: 'Corregir datos' }).click();
  const correct = page.getByRole('dialog', { name: 'Corregir datos del socio' });
  assert.equal(await correct.getByLabel('Apellido').inputValue(), 'González');
  await correct.getByLabel('Apellido').fill('González Ruiz');
  await correct.getByLabel('Motivo de la corrección').fill('Partida de nacimiento presentada por la socia');
  await snap(page, 'support-04-correct');
  await correct.getByRole('button', { name: 'Guardar la corrección' }).click();
  await notice(page, supportMessages.corrected);
  await page.getByRole('heading', { level: 1, name: 'María Laura González Ruiz' }).waitFor();
  const history = page.getByRole('region', { name: 'Historia' });
  await history.getByText('Partida de nacimiento presentada por la socia').waitFor();

  // Block: the member app refuses the sign-in with the blocked message.
  await page.getByRole('button', { name: 'Bloquear' }).click();
  const block = page.getByRole('dialog', { name: 'Bloquear al socio' });
  await block.getByLabel('Motivo del bloqueo').fill('Denuncia de robo del celular');
  await snap(page, 'support-05-block');
  await block.getByRole('button', { name: 'Bloquear' }).click();
  await notice(page, supportMessages.blocked);
  await data.getByText('Bloqueado desde').waitFor();
  await page.getByRole('button', { name: 'Desbloquear' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Cerrar sesiones' }).isDisabled(), true);
  await snapBothWidths(page, 'support-06-member-blocked');
  await assert.rejects(memberSignIn(), (error: Error) =>
    error.message.includes(supportMessages.memberBlocked),
  );

  // The search shows the badge too.
  await page.getByRole('link', { name: '← Socios' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === memberDni);
  await row.getByText('Bloqueado', { exact: true }).waitFor();
  await snap(page, 'support-07-search-blocked');
  await row.getByRole('link').click();

  // Unblock: the sign-in works again.
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  const unblock = page.getByRole('dialog', { name: 'Desbloquear al socio' });
  await unblock.getByLabel('Motivo del desbloqueo').fill('La socia recuperó el celular');
  await unblock.getByRole('button', { name: 'Desbloquear' }).click();
  await notice(page, supportMessages.unblocked);
  await page.getByRole('button', { name: 'Bloquear' }).waitFor();
  assert.equal(await data.getByText('Bloqueado desde').count(), 0);
  const login = await memberSignIn();
  assert.ok(login.UAT, 'the member signs in again');

  // That session shows, and closing every session ends it.
  await page.reload();
  await data.getByText('Sesiones abiertas').waitFor();
  assert.equal((await data.locator('dd').nth(7).innerText()).trim(), '1');
  await page.getByRole('button', { name: 'Cerrar sesiones' }).click();
  const sessions = page.getByRole('dialog', { name: 'Cerrar todas las sesiones' });
  await sessions.getByLabel('Motivo').fill('La socia perdió el celular');
  await snap(page, 'support-08-close-sessions');
  await sessions.getByRole('button', { name: 'Cerrar las sesiones' }).click();
  await notice(page, supportMessages.sessionsRevoked);
  await data.getByText('Ninguna').waitFor();
  await assert.rejects(callApi(suite.server.url, paths.userData, { UAT: login.UAT }), /answered 401/);

  // The password mail reaches the member's address with its link.
  await page.getByRole('button', { name: 'Enviar correo de contraseña' }).click();
  const mail = page.getByRole('dialog', { name: 'Enviar correo de contraseña' });
  await mail.getByText(memberMail).waitFor();
  await snap(page, 'support-09-password-mail');
  await mail.getByRole('button', { name: 'Enviar el correo' }).click();
  await notice(page, supportMessages.passwordMailSent);
  const link = await readMail(
    suite.server.url,
    memberMail,
    /(https?:\/\/\S+\/update-password#token=[\w%-]+)/,
  );
  assert.match(link, /update-password#token=/);

  // The export: one JSON file with the member's data, named by the DNI.
  await page.getByRole('button', { name: 'Descargar datos' }).click();
  const exporter = page.getByRole('dialog', { name: 'Descargar los datos del socio' });
  await snap(page, 'support-10-export');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exporter.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  assert.match(download.suggestedFilename(), new RegExp(`^socio-${memberDni}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    socio: { id: number; dni: string; mail: string; apellido: string };
    prestamos: unknown[];
    notificaciones: unknown[];
    accionesDelPersonal: { accion: string; motivo: string | null }[];
  };
  assert.deepEqual(
    { id: file.socio.id, dni: file.socio.dni, mail: file.socio.mail, apellido: file.socio.apellido },
    { id: memberId, dni: memberDni, mail: memberMail, apellido: 'González Ruiz' },
  );
  assert.ok(file.prestamos.length >= 5 && file.notificaciones.length > 0);
  assert.ok(file.accionesDelPersonal.some((a) => a.motivo === 'Denuncia de robo del celular'));
  assert.ok(!JSON.stringify(file).includes('password_hash'), 'no secrets in the export');
  await notice(page, `Se descargó ${download.suggestedFilename()}`);
  await history.getByText('Exportó los datos del socio').waitFor();
  await snapBothWidths(page, 'support-11-member-after');
});

test('auditor reads the member but is offered no action', async (t) => {
  const page = await staffPage(suite.browser, suite.server.url, t, 'auditor@staff.demo.com.ar');
  await page.goto(consoleUrl(`socios?q=${encodeURIComponent(memberMail)}`));
  await page.getByRole('table', { name: 'Socios encontrados' }).getByRole('link').click();
  await page.getByRole('region', { name: 'Datos del socio' }).waitFor();
  assert.equal(await page.getByRole('group', { name: 'Acciones sobre el socio' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Corregir datos' }).count(), 0);
  await snap(page, 'support-12-member-auditor');
});
