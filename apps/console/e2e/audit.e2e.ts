// Staff accounts under four eyes and the audit log, through the built console against the real server
// (demo data, STAFF_TOTP off): the demo administrador proposes a new account on 'Personal' and sees it
// pending without buttons; administrador2 approves it on the same screen, the account appears waiting
// for its password, and disables it; 'Auditoría' then finds the proposal and the approval filtered by
// entity, shows the roles (and the disabling's 'activo') in the before/after dialog, and downloads the
// CSV with those rows only.
// One test: each step needs the one before. Screenshots of every screen in e2e/screenshots.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { staffAdminMessages } from '@portal/contract';
import { waitForCount } from '@portal/test-support/browser';
import { consoleUrl, desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const maker = 'administrador@staff.demo.com.ar';
const checker = 'administrador2@staff.demo.com.ar';
const newcomer = 'nueva.auditora@staff.demo.com.ar';
const ownProposal = 'Propuesta suya: otra persona debe aprobarla';

const suite = desktopSuite();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });

test('a staff account proposed by one administrador, approved by another, is in the audit log and its CSV', async (t) => {
  // The administrador lists the accounts and proposes a new one.
  const page = await staffPage(suite.browser, suite.server.url, t, maker);
  await nav(page).getByRole('link', { name: 'Personal' }).click();
  await page.getByRole('heading', { name: 'Personal' }).waitFor();
  const accounts = page.getByRole('table', { name: 'Cuentas del personal' });
  await accounts.getByText(checker).waitFor();
  const own = accounts.getByRole('row').filter({ hasText: maker });
  await own.getByText('Su cuenta: la administra otra persona').waitFor();
  assert.equal(await own.getByRole('button').count(), 0, 'no buttons on one’s own account');
  await snapBothWidths(page, 'audit-01-staff-list');

  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva cuenta del personal' });
  await form.getByLabel('Correo electrónico').fill(newcomer);
  await form.getByRole('checkbox', { name: /Evaluador/ }).check();
  await form.getByRole('checkbox', { name: /Auditor/ }).check();
  await form.getByLabel('Motivo').fill('Ingresa al equipo de control interno');
  await snap(page, 'audit-02-new-account');
  await form.getByRole('button', { name: 'Proponer la cuenta' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Cuenta propuesta para ${newcomer}. Otro administrador debe aprobarla` })
    .waitFor();
  const pending = page.getByRole('region', { name: 'Pendiente de aprobación' });
  await pending.getByText(newcomer).waitFor();
  await pending.getByText(ownProposal).waitFor();
  assert.equal(await pending.getByRole('button', { name: 'Aprobar' }).count(), 0);
  assert.equal(await accounts.getByText(newcomer).count(), 0, 'not an account before the approval');
  await snapBothWidths(page, 'audit-03-staff-proposed');

  // A second administrador approves it on the same screen: the account exists, waiting for its password.
  const second = await staffPage(suite.browser, suite.server.url, t, checker);
  await second.goto(consoleUrl('personal'));
  const theirs = second.getByRole('region', { name: 'Pendiente de aprobación' });
  await theirs.getByText(maker).waitFor();
  await theirs.getByText('Evaluador, Auditor').waitFor();
  await snapBothWidths(second, 'audit-04-staff-checker');
  await theirs.getByRole('button', { name: 'Aprobar' }).click();
  const confirm = second.getByRole('dialog', { name: 'Aprobar: Alta de personal' });
  await confirm.getByText(/se le envía por correo el enlace/).waitFor();
  await snap(second, 'audit-05-approve');
  await confirm.getByRole('button', { name: 'Confirmar la aprobación' }).click();
  await second.getByRole('status').filter({ hasText: 'Propuesta aprobada: Alta de personal.' }).waitFor();
  const created = second
    .getByRole('table', { name: 'Cuentas del personal' })
    .getByRole('row')
    .filter({ hasText: newcomer });
  await created.getByText('Todavía no creó su contraseña').waitFor();
  assert.equal(
    await created
      .getByRole('listitem')
      .allInnerTexts()
      .then((r) => r.join()),
    'Evaluador,Auditor',
  );
  assert.equal(await second.getByRole('region', { name: 'Pendiente de aprobación' }).count(), 0);
  await snapBothWidths(second, 'audit-06-staff-created');

  // Disabling acts at once, after a confirmation.
  await created.getByRole('button', { name: `Deshabilitar ${newcomer}` }).click();
  const disable = second.getByRole('dialog', { name: 'Deshabilitar la cuenta' });
  await disable.getByText(/se cierran ahora sus sesiones abiertas/).waitFor();
  await disable.getByRole('button', { name: 'Deshabilitar la cuenta' }).click();
  await second.getByRole('status').filter({ hasText: staffAdminMessages.disabled }).waitFor();
  await created.getByText('Deshabilitada').waitFor();
  await created.getByRole('button', { name: `Habilitar ${newcomer}` }).waitFor();

  // The audit log: both steps, filtered by the entity and its id, newest first.
  await nav(page).getByRole('link', { name: 'Auditoría' }).click();
  await page.getByRole('heading', { name: 'Auditoría' }).waitFor();
  const log = page.getByRole('table', { name: 'Registro de auditoría' });
  await log.getByRole('row').nth(1).waitFor();
  await snapBothWidths(page, 'audit-07-log');
  await page.getByLabel('Entidad', { exact: true }).selectOption({ label: 'Cuenta de personal' });
  await page.getByLabel('Id de la entidad').fill(newcomer);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL((url) => url.searchParams.get('entityId') === newcomer);
  await log.getByText('Aprobó la cuenta de personal propuesta').waitFor();
  const rows = log.locator('tbody tr');
  await waitForCount(rows, 2); // the proposal and its approval
  const newest = await rows.nth(0).innerText();
  assert.match(newest, /Aprobó la cuenta de personal propuesta/);
  assert.ok(newest.includes(checker), newest);
  assert.match(await rows.nth(1).innerText(), /Propuso una cuenta de personal/);
  assert.ok((await rows.nth(1).innerText()).includes(maker));
  // Kept on reload: the filters live in the address.
  await page.reload();
  assert.equal(await page.getByLabel('Id de la entidad').inputValue(), newcomer);
  await rows.nth(1).waitFor();
  await snapBothWidths(page, 'audit-08-log-filtered');

  await rows
    .nth(0)
    .getByRole('button', { name: /^Ver cambios/ })
    .click();
  const change = page.getByRole('dialog', { name: 'Antes y después' });
  const afterSide = change.getByRole('region', { name: 'Después' });
  await afterSide.getByText('"roles"').waitFor();
  assert.match(await afterSide.innerText(), /"evaluador",\s*"auditor"/);
  assert.match(await change.getByRole('region', { name: 'Antes' }).innerText(), /Sin datos/);
  assert.equal(await change.locator('mark[title="Cambió"]').filter({ hasText: '"roles"' }).count(), 1);
  await snap(page, 'audit-09-change-dialog');
  await change.getByRole('button', { name: 'Cerrar' }).click();

  // The disabling is there too (on the account's number): 'activo' changed, marked on both sides.
  await page.goto(consoleUrl('auditoria?action=staff.disable'));
  await log.getByText('Deshabilitó la cuenta de personal').waitFor();
  assert.equal(await rows.count(), 1);
  await rows
    .nth(0)
    .getByRole('button', { name: /^Ver cambios/ })
    .click();
  await change.getByRole('region', { name: 'Antes' }).getByText('"activo": true').waitFor();
  await change.getByRole('region', { name: 'Después' }).getByText('"activo": false').waitFor();
  assert.equal(await change.locator('mark[title="Cambió"]').count(), 2);
  await snap(page, 'audit-10-disable-dialog');
  await change.getByRole('button', { name: 'Cerrar' }).click();
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('entityId') === newcomer);
  await rows.nth(1).waitFor();

  // The CSV carries the same filters: a header and those two rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar CSV' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'auditoria.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  assert.equal(lines.length, 3, csv);
  // The export for Argentina: `;` between fields, the actions by name, times in Buenos Aires.
  assert.match(lines[0]!, /^N°;Fecha y hora;Personal;Dirección;Acción;Entidad;Id;Antes;Después;Motivo$/);
  assert.match(
    lines[1]!,
    /^\d+;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};.*;Aprobó la cuenta de personal propuesta;/,
  );
  assert.match(lines[2]!, /;Propuso una cuenta de personal;/);
  for (const line of lines.slice(1)) assert.ok(line.includes(newcomer), line);
});
