// Issue 25 through the built console against the real server (demo data, STAFF_TOTP off): Ajustes shows the
// association's identity the demo set, and the file of the demo's paid-off loan downloads its libre deuda
// as a PDF (loans.read; the server audits the read). Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { paths } from '@portal/contract/paths';
import type { LoginResponse } from '@portal/contract/accounts';
import type { LoansResponse } from '@portal/contract/loans';
import { callApi } from '@portal/test-support/api';
import { member, DEMO_PASSWORD } from '@portal/test-support/sign-in';
import { consoleUrl, desktopSuite, snapBothWidths, staffPage } from './support/desktop';

const suite = desktopSuite();

/** The demo member's loan that ended 'Cancelado', asked as the member app asks. */
async function paidOffLoanId(serverUrl: string) {
  const login: LoginResponse = await member.login(serverUrl, {
    mail: 'socio@demo.com.ar',
    password: DEMO_PASSWORD,
  });
  const { Prestamos } = await callApi<LoansResponse>(serverUrl, paths.loans, { uat: login.UAT });
  const loan = Prestamos.find((l) => l.Estado === 'Cancelado');
  assert.ok(loan, 'the demo member has a paid-off loan');
  return loan.Id;
}

test("Ajustes shows the association's identity the documents print", async (t) => {
  const page = await staffPage(suite.browser, suite.server.url, t, 'administrador@staff.demo.com.ar');
  await page.goto(consoleUrl('ajustes'));
  const card = page.getByRole('region', { name: 'Identidad de la asociación' });
  const shown = card.getByLabel('Identidad vigente');
  await shown.getByText('Asociación Mutual Solidaria del Centro').waitFor();
  await shown.getByText('30-70912345-5').waitFor();
  await card.scrollIntoViewIfNeeded();
  await snapBothWidths(page, 'settings-identity');
});

test("the paid-off loan's file downloads its libre deuda as a PDF", async (t) => {
  const loanId = await paidOffLoanId(suite.server.url);
  const page = await staffPage(suite.browser, suite.server.url, t, 'soporte@staff.demo.com.ar');
  await page.goto(consoleUrl(`prestamos/${loanId}`));
  const button = page.getByRole('button', { name: 'Descargar libre deuda' });
  await button.waitFor();
  await snapBothWidths(page, 'loan-file-libre-deuda');
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  assert.equal(file.suggestedFilename(), `libre-deuda-${loanId}.pdf`);
  const bytes = await readFile(await file.path());
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
});
