// A payment outside payroll under four eyes through the built console against the real server (demo data,
// STAFF_TOTP off): tesorería opens a loan in repayment, records a bank transfer of the member from
// 'Registrar pago' (the payoff of the day shown as a hint); a second tesorería approves it from the inbox; the
// loan file's history shows the payment's movement and the member's mailbox the receipt.
// One test: each step needs the one before. Screenshots of every screen in e2e/screenshots.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { loanStates, paymentMessages } from '@portal/contract';
import { readFromMailbox } from '@portal/test-support/mailbox';
import { desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const maker = 'tesoreria@staff.demo.com.ar';
const checker = 'tesoreria2@staff.demo.com.ar';

const suite = desktopSuite();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });

test('a payment proposed by one tesorería, approved by another, is applied and receipted', async (t) => {
  const page = await staffPage(suite.browser, suite.server.url, t, maker);
  await nav(page).getByRole('link', { name: 'Préstamos' }).click();
  await page.getByLabel('Estado').selectOption(loanStates.deducting);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const results = page.getByRole('table', { name: 'Préstamos encontrados' });
  await results.getByText(loanStates.deducting).first().waitFor();
  const link = results.getByRole('row').nth(1).getByRole('link');
  const loanId = Number((await link.innerText()).trim());
  assert.ok(loanId > 0, 'the row links its loan number');
  await link.click();
  await page.getByRole('heading', { level: 1, name: `Préstamo N° ${loanId}` }).waitFor();
  const mail = (await page.getByRole('region', { name: 'Socio' }).getByText(/@/).first().innerText()).trim();

  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const form = page.getByRole('dialog', { name: 'Registrar pago' });
  await form.getByText(/^Total para cancelar al /).waitFor();
  await form.getByLabel('Importe pagado').fill('1000');
  await form.getByLabel('Referencia bancaria').fill('OP-E2E-0001');
  await snap(page, 'payment-01-form');
  await form.getByRole('button', { name: 'Proponer el pago' }).click();
  await page.getByRole('status').filter({ hasText: paymentMessages.proposed }).waitFor();
  const pendingOnFile = page.getByRole('region', { name: 'Pendiente de aprobación' });
  await pendingOnFile.getByText('OP-E2E-0001').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Registrar pago' }).count(), 0);
  await snapBothWidths(page, 'payment-02-file-proposed');

  const second = await staffPage(suite.browser, suite.server.url, t, checker);
  await nav(second)
    .getByRole('link', { name: /^Pendientes/ })
    .click();
  const theirs = second
    .getByRole('table', { name: 'Propuestas pendientes de aprobación' })
    .getByRole('row')
    .filter({ hasText: `Préstamo N° ${loanId}` });
  await theirs.getByText('OP-E2E-0001').waitFor();
  await snapBothWidths(second, 'payment-03-inbox-checker');
  await theirs.getByRole('button', { name: 'Aprobar' }).click();
  const confirm = second.getByRole('dialog', { name: 'Aprobar: Pago de un préstamo' });
  await confirm.getByText(/se le envía el recibo por correo/).waitFor();
  await snap(second, 'payment-04-approve');
  await confirm.getByRole('button', { name: 'Confirmar la aprobación' }).click();
  await second.getByRole('status').filter({ hasText: 'Propuesta aprobada: Pago de un préstamo.' }).waitFor();

  await page.reload();
  await page
    .getByRole('region', { name: 'Historia' })
    .getByText(/^Pago por transferencia \(ref\. OP-E2E-0001\): cuota/)
    .first()
    .waitFor();
  assert.equal(await page.getByRole('region', { name: 'Pendiente de aprobación' }).count(), 0);
  await snapBothWidths(page, 'payment-05-file-applied');

  // The Cuotas tab lists the payment with its receipt, and offers its reversal.
  await page.getByRole('tab', { name: 'Cuotas' }).click();
  const payments = page.getByRole('region', { name: 'Pagos' });
  await payments.getByRole('cell', { name: 'OP-E2E-0001' }).waitFor();
  assert.equal(await payments.getByRole('button', { name: /^Revertir el pago N° \d+$/ }).count(), 1);
  await snapBothWidths(page, 'payment-05b-file-payments');

  const subject = await readFromMailbox(page, mail, /Recibo de pago N° \d+/);
  assert.match(subject, /^Recibo de pago N° \d+$/);
  await snap(page, 'payment-06-mailbox');
});
