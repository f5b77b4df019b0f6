// Issue 24's month in a real browser, on the demo: the business date reaches the due date of 12/2026,
// the main organismo's results file (four OK lines, one PARCIAL, one RECHAZADO) is posted by one tesorería
// and approved by another, and the business date moves 40 days on. The member whose deduction was refused
// reads an unpaid installment and the amount owed, never 'descontada'; the console shows the loan's
// schedule with the unpaid installment, situation 2 and the provision, and the loan heads '/cobranzas'.
// One test: each step needs the one before. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { phoneContext, waitForCount } from '@portal/test-support/browser';
import { member, signIn, DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { consoleUrl, desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const suite = desktopSuite();
const resultsFile = resolve(
  import.meta.dirname,
  '../../server/src/demo/assets/resultados-organismo-2-202612.csv',
);
// The file's RECHAZADO line: Sofía Romero's loan 14, installment 3 of 9.
const refusedLoan = 14;
const refusedMember = 'sofia.romero@demo.com.ar';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A console call with the page's session (a script sends no Origin, as the server allows). */
async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res =
    method === 'GET'
      ? await page.request.get(path)
      : typeof body === 'string'
        ? await page.request.post(path, { data: body, headers: { 'content-type': 'text/csv' } })
        : await page.request.post(path, { data: body ?? {} });
  assert.ok(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function moveBusinessDate(admin: Page, fecha: string) {
  const { fecha: now } = await call<{ fecha: string }>(admin, 'GET', '/api/console/business-date');
  if (fecha > now) await call(admin, 'POST', '/api/console/business-date', { fecha });
}

test('a refused deduction reads as unpaid everywhere, and 40 days later the loan is in situation 2 at the top of collections', async (t) => {
  const admin = await staffPage(suite.browser, suite.server.url, t, 'administrador@staff.demo.com.ar');
  const maker = await staffPage(suite.browser, suite.server.url, t, 'tesoreria@staff.demo.com.ar');
  const checker = await staffPage(suite.browser, suite.server.url, t, 'tesoreria2@staff.demo.com.ar');

  // The business date reaches the installment's due date; the month's results are posted.
  const schedule = await call<{ items: { numero: number; vencimiento: string; estado: string }[] }>(
    maker,
    'GET',
    `/api/console/loans/${refusedLoan}/schedule`,
  );
  const due = schedule.items.find((i) => i.numero === 3)!.vencimiento;
  await moveBusinessDate(admin, due);
  const { proposalId } = await call<{ proposalId: number }>(
    maker,
    'POST',
    '/api/console/organismos/2/periods/202612/results',
    await readFile(resultsFile, 'utf8'),
  );
  await call(checker, 'POST', `/api/console/proposals/${proposalId}/approve`);
  await moveBusinessDate(admin, addDays(due, 40));

  // The member app: nothing was paid, and it says what is owed.
  const phone = await phoneContext(suite.browser, suite.server.url);
  t.after(() => phone.close());
  await signIn(phone, suite.server.url, member, { mail: refusedMember, password: DEMO_PASSWORD });
  const app = await phone.newPage();
  await app.goto('/loans');
  const card = app.getByRole('link', { name: new RegExp(`préstamo N° ${refusedLoan},`) });
  await card.waitFor();
  const item = app.getByRole('listitem').filter({ has: card });
  await item.getByText(/Monto adeudado: \$/).waitFor();
  await snap(app, 'arrears-01-member-loans');
  await card.click();
  await app.waitForURL('**/loan-detail');
  await app.getByText('2 de 9 cuotas pagadas').waitFor();
  await snap(app, 'arrears-02-member-detail');
  await app.getByRole('tab', { name: 'Movimientos' }).click();
  const movements = app.getByRole('list', { name: 'Movimientos' });
  await movements.getByText('Cuota 3 de 9: el organismo no la descontó').waitFor();
  assert.equal(await movements.getByText(/Cuota 3\/9.*descontada/).count(), 0, 'never "descontada"');
  await snap(app, 'arrears-03-member-movements');

  // The console's loan file: the schedule with the unpaid installment, situation 2, the provision.
  await maker.goto(consoleUrl(`prestamos/${refusedLoan}`));
  await maker
    .getByText(/Situación 2/)
    .first()
    .waitFor();
  await maker
    .getByText(/Previsión/)
    .first()
    .waitFor();
  await snapBothWidths(maker, 'arrears-04-loan-file');
  await maker.getByRole('tab', { name: 'Cuotas' }).click();
  const scheduleRows = maker.getByRole('table', { name: /Cuotas/ }).getByRole('row');
  await scheduleRows.filter({ hasText: '12/2026' }).getByText('Impaga').waitFor();
  await maker.getByText('Total para cancelar').waitFor();
  await maker.getByRole('region', { name: 'Imputaciones' }).getByRole('table').waitFor();
  await snapBothWidths(maker, 'arrears-05-schedule');

  // Collections: the loans most days late first (the partial one, 13, shares its due date).
  const collections = await staffPage(suite.browser, suite.server.url, t, 'cobranzas@staff.demo.com.ar');
  await collections.goto(consoleUrl('cobranzas'));
  // The main organismo's loans: the other organismos' results of the month were never posted.
  await collections.getByLabel('Organismo').selectOption('2');
  await collections.getByRole('button', { name: 'Buscar' }).click();
  await collections.waitForURL((url) => url.searchParams.get('organismoId') === '2');
  const table = collections.getByRole('table', { name: 'Préstamos en mora' });
  // The main organismo's six loans, each with its number's link (not the loading row, nor the list before).
  const rows = table
    .locator('tbody tr')
    .filter({ has: collections.getByRole('link', { name: /^Préstamo N° \d+$/ }) });
  await waitForCount(rows, 6);
  const numbers = (await rows.locator('td:first-child').allInnerTexts()).map((n) => n.trim());
  await snapBothWidths(collections, 'arrears-06-collections');
  assert.ok(
    numbers.slice(0, 2).includes(String(refusedLoan)),
    `the refused loan heads the list: ${numbers.join()}`,
  );
});
