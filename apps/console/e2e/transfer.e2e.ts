// A transfer under four eyes through the built console against the real server (demo data, STAFF_TOTP
// off): tesorería finds the demo loan waiting for its transfer in the loans search, proposes the transfer
// from the loan file, and sees it in the inbox without buttons; a second tesorería approves it from the
// inbox; the loan file then shows it 'Descontando' with its transfer, a reversal proposed and rejected
// on the file itself; the member app shows the loan 'Descontando' with its Saldo and the 'Acreditación'.
// One test: each step needs the one before. Screenshots of every screen in e2e/screenshots.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { loanStates, proposalMessages } from '@portal/contract';
import { phoneContext } from '@portal/test-support/browser';
import { member, signIn, DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { consoleUrl, desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const maker = 'tesoreria@staff.demo.com.ar';
const checker = 'tesoreria2@staff.demo.com.ar';
const memberMail = 'socio@demo.com.ar';
const memberDni = '28456789';
const ownProposal = 'Propuesta suya: otra persona debe aprobarla';

const suite = desktopSuite();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });

test('a transfer proposed by one tesorería, approved by another from the inbox, reaches the member', async (t) => {
  // Tesorería looks for loans waiting for their transfer.
  const page = await staffPage(suite.browser, suite.server.url, t, maker);
  await nav(page).getByRole('link', { name: 'Préstamos' }).click();
  await page.getByRole('heading', { name: 'Préstamos' }).waitFor();
  const results = page.getByRole('table', { name: 'Préstamos encontrados' });
  await results.getByRole('link').first().waitFor();
  await snapBothWidths(page, 'transfer-01-search');

  await page.getByLabel('Estado').selectOption(loanStates.awaitingTransfer);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.waitForURL((url) => url.searchParams.get('estado') === loanStates.awaitingTransfer);
  await results.getByText(loanStates.awaitingTransfer).first().waitFor();
  // Every row is in that state, and the search survives a reload (it lives in the address).
  const rows = await results.locator('tbody tr').allInnerTexts();
  assert.ok(rows.length > 0 && rows.every((r) => r.includes(loanStates.awaitingTransfer)), rows.join('\n'));
  await page.reload();
  assert.equal(await page.getByLabel('Estado').inputValue(), loanStates.awaitingTransfer);
  // The demo member's loan (another member's waits too, for the batch suite).
  const row = results
    .getByRole('row')
    .filter({ hasText: 'Préstamo Ayuda Económica' })
    .filter({ hasText: memberDni });
  await row.first().waitFor();
  await snap(page, 'transfer-02-search-awaiting');

  const link = row.first().getByRole('link');
  const loanId = Number((await link.innerText()).trim());
  assert.ok(loanId > 0, 'the row links its loan number');
  await link.click();
  await page.waitForURL(`**/console/prestamos/${loanId}`);
  await page.getByRole('heading', { level: 1, name: `Préstamo N° ${loanId}` }).waitFor();
  const amounts = page.getByRole('region', { name: 'Importes' });
  await amounts.getByText('Sin transferencia registrada').waitFor();
  const net = (await amounts.locator('dd').nth(1).innerText()).trim();
  await page.getByRole('region', { name: 'Historia' }).getByRole('listitem').first().waitFor();
  await snapBothWidths(page, 'transfer-03-file-awaiting');

  // The transfer form: the amount due is the net, prefilled; the server's answer is shown.
  await page.getByRole('button', { name: 'Registrar transferencia' }).click();
  const form = page.getByRole('dialog', { name: 'Registrar transferencia' });
  await form.getByText(net, { exact: true }).waitFor();
  await form.getByLabel('Referencia bancaria').fill('TRF-E2E-0001');
  await snap(page, 'transfer-04-form');
  await form.getByRole('button', { name: 'Proponer la transferencia' }).click();
  await page.getByRole('status').filter({ hasText: proposalMessages.proposed }).waitFor();
  const pendingOnFile = page.getByRole('region', { name: 'Pendiente de aprobación' });
  await pendingOnFile.getByText(ownProposal).waitFor();
  await pendingOnFile.getByText('TRF-E2E-0001').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Registrar transferencia' }).count(), 0);
  await snapBothWidths(page, 'transfer-05-file-proposed');

  // The maker's inbox holds it, without the buttons.
  await nav(page)
    .getByRole('link', { name: /^Pendientes/ })
    .click();
  const inbox = page.getByRole('table', { name: 'Propuestas pendientes de aprobación' });
  const mine = inbox.getByRole('row').filter({ hasText: `Préstamo N° ${loanId}` });
  await mine.getByText(ownProposal).waitFor();
  assert.equal(await mine.getByRole('button').count(), 0);
  await snapBothWidths(page, 'transfer-06-inbox-maker');

  // A second tesorería: the nav counts it, the inbox approves it after a confirmation.
  const second = await staffPage(suite.browser, suite.server.url, t, checker);
  await nav(second)
    .getByRole('link', { name: /^Pendientes\s*\(1 espera su decisión\)$/ })
    .waitFor();
  await nav(second)
    .getByRole('link', { name: /^Pendientes/ })
    .click();
  const theirs = second
    .getByRole('table', { name: 'Propuestas pendientes de aprobación' })
    .getByRole('row')
    .filter({ hasText: `Préstamo N° ${loanId}` });
  await theirs.getByText(maker).waitFor();
  await theirs.getByText(net, { exact: true }).waitFor();
  await snapBothWidths(second, 'transfer-07-inbox-checker');
  await theirs.getByRole('button', { name: 'Aprobar' }).click();
  const confirm = second.getByRole('dialog', { name: 'Aprobar: Transferencia' });
  await confirm.getByText(/El préstamo pasa a Descontando/).waitFor();
  await snap(second, 'transfer-08-approve');
  await confirm.getByRole('button', { name: 'Confirmar la aprobación' }).click();
  await second.getByRole('status').filter({ hasText: 'Propuesta aprobada: Transferencia.' }).waitFor();
  await second.getByText(/No hay propuestas pendientes/).waitFor();

  // The loan file now: 'Descontando', Saldo = the amount lent, the transfer as recorded.
  await second.goto(consoleUrl(`prestamos/${loanId}`));
  const terms = second.getByRole('region', { name: 'Condiciones' });
  const lent = (await terms.locator('dd').nth(2).innerText()).trim();
  const after = second.getByRole('region', { name: 'Importes' });
  await after.getByText('TRF-E2E-0001').waitFor();
  assert.equal((await after.locator('dd').first().innerText()).trim(), lent, 'Saldo is the amount lent');
  await second.getByText(loanStates.deducting, { exact: true }).first().waitFor();
  await snapBothWidths(second, 'transfer-09-file-deducting');

  // A reversal proposed on the file by the first, rejected right there by the second.
  await page.goto(consoleUrl(`prestamos/${loanId}`));
  await page.getByRole('button', { name: 'Revertir transferencia' }).click();
  const reversal = page.getByRole('dialog', { name: 'Revertir transferencia' });
  await reversal.getByLabel('Motivo de la reversión').fill('El banco informó la cuenta equivocada');
  await snap(page, 'transfer-10-reversal-form');
  await reversal.getByRole('button', { name: 'Proponer la reversión' }).click();
  await page.getByRole('status').filter({ hasText: proposalMessages.proposed }).waitFor();
  await page.getByRole('region', { name: 'Pendiente de aprobación' }).getByText(ownProposal).waitFor();

  await second.reload();
  const onFile = second.getByRole('region', { name: 'Pendiente de aprobación' });
  await onFile.getByText('Reversión de transferencia').waitFor();
  await snapBothWidths(second, 'transfer-11-file-reversal-proposed');
  await onFile.getByRole('button', { name: 'Rechazar' }).click();
  const reject = second.getByRole('dialog', { name: 'Rechazar: Reversión de transferencia' });
  await reject.getByLabel('Motivo del rechazo').fill('La cuenta es la correcta: el socio lo confirmó');
  await reject.getByRole('button', { name: 'Rechazar la propuesta' }).click();
  await second
    .getByRole('status')
    .filter({ hasText: 'Propuesta rechazada: Reversión de transferencia.' })
    .waitFor();
  assert.equal(await second.getByRole('region', { name: 'Pendiente de aprobación' }).count(), 0);
  await second
    .getByRole('region', { name: 'Historia' })
    .getByText(/revers/i)
    .first()
    .waitFor();
  await snap(second, 'transfer-12-file-after-rejection');

  // The member app: the loan is 'Descontando' with its Saldo, and its 'Acreditación' movement.
  const phone = await phoneContext(suite.browser, suite.server.url);
  t.after(() => phone.close());
  await signIn(phone, suite.server.url, member, { mail: memberMail, password: DEMO_PASSWORD });
  const app = await phone.newPage();
  await app.goto('/loans');
  const card = app.getByRole('link', {
    name: `Préstamo Ayuda Económica, préstamo N° ${loanId}, Descontando`,
  });
  await card.waitFor();
  await card.click();
  await app.waitForURL('**/loan-detail');
  await app.getByText('Saldo actual').waitFor();
  await app.getByText(lent, { exact: true }).first().waitFor();
  await app.getByRole('tab', { name: 'Movimientos' }).click();
  await app.getByRole('list', { name: 'Movimientos' }).getByText('Acreditación del préstamo').waitFor();
  await snap(app, 'transfer-13-member-movements');
});
