// A transfer batch through the built console against the real server (demo data, STAFF_TOTP off):
// tesorería picks the two demo loans waiting for their money on /transferencias and proposes one batch; a
// second tesorería approves it on the same screen; the bank file downloads with a line per loan; the batch
// is marked executed with the bank's reference; the member app shows the loan 'Descontando'.
// One test: each step needs the one before. Screenshots in e2e/screenshots (and /tmp/h3-*.png).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { loanStates, transferBatchMessages } from '@portal/contract';
import { phoneContext } from '@portal/test-support/browser';
import { member, signIn, DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const maker = 'tesoreria@staff.demo.com.ar';
const checker = 'tesoreria2@staff.demo.com.ar';

const suite = desktopSuite();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });
const look = async (page: Page, name: string) => {
  await snap(page, name);
  await page.screenshot({ path: `/tmp/h3-${name}.png`, fullPage: true });
};

test('a batch of two proposed, approved by a second tesorería, downloaded and executed', async (t) => {
  const page = await staffPage(suite.browser, suite.server.url, t, maker);
  await nav(page).getByRole('link', { name: 'Transferencias' }).click();
  await page.getByRole('heading', { level: 1, name: 'Transferencias' }).waitFor();
  const worklist = page.getByRole('table', { name: 'Préstamos esperando transferencia' });
  const boxes = worklist.getByRole('checkbox', { name: /^Elegir el préstamo N° / });
  await boxes.first().waitFor();
  assert.equal(await boxes.count(), 2, 'the demo holds two loans waiting for their money');
  const ids = (await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map(
    (label) => Number(/N° (\d+)/.exec(label)?.[1]),
  );
  await snapBothWidths(page, 'batch-01-worklist');
  await page.screenshot({ path: '/tmp/h3-batch-01-worklist.png', fullPage: true });

  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const totals = page.getByRole('definition').filter({ hasText: '$' });
  await page.getByText('Seleccionados: 2').waitFor();
  assert.ok((await totals.count()) >= 2);
  await look(page, 'batch-02-selected');
  await page.getByRole('button', { name: 'Proponer lote' }).click();
  await page.getByRole('status').filter({ hasText: transferBatchMessages.proposed }).waitFor();
  await worklist
    .getByText(/^En el lote N° \d+$/)
    .first()
    .waitFor();
  const batchId = Number(
    /N° (\d+)/.exec(
      await worklist
        .getByText(/^En el lote N° /)
        .first()
        .innerText(),
    )?.[1],
  );
  assert.ok(batchId > 0);
  await page.getByText('Propuesta suya: otra persona debe aprobarla').waitFor();
  await look(page, 'batch-03-proposed');

  // A second tesorería approves it on the same screen.
  const second = await staffPage(suite.browser, suite.server.url, t, checker);
  await nav(second).getByRole('link', { name: 'Transferencias' }).click();
  const pending = second.getByRole('region', { name: 'Pendiente de aprobación' });
  await pending.getByText(`Lote N° ${batchId}`).waitFor();
  await pending.getByRole('button', { name: 'Aprobar' }).click();
  const confirm = second.getByRole('dialog', { name: 'Aprobar: Lote de transferencias' });
  await confirm.getByText(/se genera el archivo para subir al banco/).waitFor();
  await look(second, 'batch-04-approve');
  await confirm.getByRole('button', { name: 'Confirmar la aprobación' }).click();
  await second
    .getByRole('status')
    .filter({ hasText: 'Propuesta aprobada: Lote de transferencias.' })
    .waitFor();
  const batches = second.getByRole('table', { name: 'Lotes de transferencias' });
  const row = batches.getByRole('row').filter({ hasText: `N° ${batchId}` });
  await row.getByText('Aprobado: enviar al banco').waitFor();

  // The file downloads: a header and one line per loan, each with its reference.
  const [download] = await Promise.all([
    second.waitForEvent('download'),
    row.getByRole('link', { name: 'Descargar archivo' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `lote-${batchId}.csv`);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.split('\r\n');
  assert.equal(lines[0], 'cbu_o_alias,cuit,importe,referencia');
  assert.equal(lines.length, 4, text);
  for (const [i, id] of [...ids].sort((a, b) => a - b).entries())
    assert.match(lines[i + 1]!, new RegExp(`^\\d{22},\\d{11},\\d+\\.\\d{2},L${batchId}-P${id}$`));
  await look(second, 'batch-05-approved');

  // Executed with the bank's reference.
  await row.getByRole('button', { name: 'Marcar ejecutado' }).click();
  const executed = second.getByRole('dialog', { name: `Marcar ejecutado el lote N° ${batchId}` });
  await executed.getByLabel('Referencia del banco').fill('BNA-E2E-0001');
  await look(second, 'batch-06-executed-form');
  await executed.getByRole('button', { name: 'Marcar ejecutado' }).click();
  await second.getByRole('status').filter({ hasText: transferBatchMessages.executed }).waitFor();
  await row.getByText('Ejecutado').waitFor();
  await row.getByText(/Ref\. BNA-E2E-0001/).waitFor();
  await second.getByText('No hay préstamos esperando transferencia.').waitFor();
  await snapBothWidths(second, 'batch-07-executed');
  await second.screenshot({ path: '/tmp/h3-batch-07-executed.png', fullPage: true });

  // The member sees the loan 'Descontando'.
  const phone = await phoneContext(suite.browser, suite.server.url);
  t.after(() => phone.close());
  await signIn(phone, suite.server.url, member, { mail: 'socio@demo.com.ar', password: DEMO_PASSWORD });
  const app = await phone.newPage();
  await app.goto('/loans');
  await app
    .getByRole('link', { name: new RegExp(`préstamo N° (${ids.join('|')}), ${loanStates.deducting}$`) })
    .first()
    .waitFor();
  await snap(app, 'batch-08-member-deducting');
  await app.screenshot({ path: '/tmp/h3-batch-08-member.png', fullPage: true });
});
