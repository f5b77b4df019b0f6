// A new rate table under four eyes through the built console against the real server (demo data,
// STAFF_TOTP off): parámetros opens 'Tasas', proposes a new version of 'Préstamo Personal' (the preview
// names a row the server would refuse, then shows TEA and CFT of the corrected one); a second parámetros
// approves it on the line itself; the member's plans (TraePlanesDisponibles, the member app's call) then
// carry the new TNA while the member's existing loans keep their own figures. 'Organismos' is shown too.
// One test: each step needs the one before. Screenshots of every screen in e2e/screenshots.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths, rateMessages } from '@portal/contract';
import { callApi } from '@portal/test-support/api';
import { phoneContext } from '@portal/test-support/browser';
import { DEMO_PASSWORD, member, signIn } from '@portal/test-support/sign-in';
import { desktopSuite, snap, snapBothWidths, staffPage } from './support/desktop';

const maker = 'parametros@staff.demo.com.ar';
const checker = 'parametros2@staff.demo.com.ar';
const memberMail = 'socio@demo.com.ar';
const line = 'Préstamo Personal';

const suite = desktopSuite();

/** The row of a version's table for this installment count. */
const rowOf = (page: Page, table: ReturnType<Page['getByRole']>, cuotas: number) =>
  table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(cuotas), exact: true }) });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });

interface Plan {
  MontoPrestado: number;
  CantidadCuotas: number;
  MontoCuota: number;
  TNA: number;
  CFT: number;
}
interface Loan {
  Id: number;
  Producto: string;
  MontoCuota: number;
  TNA: number;
  CFT: number;
}

test('a rate table proposed by one parámetros, approved by another, prices new plans; old loans keep theirs', async (t) => {
  // The member, through the member app's own calls: the line, its plans and loans before the change.
  const login = await callApi<{ UAT: string }>(suite.server.url, paths.login, {
    Mail: memberMail,
    Password: DEMO_PASSWORD,
    EmpresaId: '2',
  });
  const uat = login.UAT;
  const { LineasPrestamos } = await callApi<{ LineasPrestamos: { Id: number; Nombre: string }[] }>(
    suite.server.url,
    paths.loanLines,
    { uat },
  );
  const lineId = LineasPrestamos.find((l) => l.Nombre === line)?.Id;
  assert.ok(lineId, `the member is offered ${line}`);
  const plans = async () =>
    (await callApi<{ PlanesDisponibles: Plan[] }>(suite.server.url, paths.plans, { uat, LineaId: lineId }))
      .PlanesDisponibles;
  const loans = async () =>
    (await callApi<{ Prestamos: Loan[] }>(suite.server.url, paths.loans, { uat })).Prestamos.map((l) => ({
      Id: l.Id,
      MontoCuota: l.MontoCuota,
      TNA: l.TNA,
      CFT: l.CFT,
    }));
  const twelveBefore = (await plans()).filter((p) => p.CantidadCuotas === 12);
  assert.ok(twelveBefore.length > 0, 'the member is offered 12 installments');
  assert.ok(twelveBefore.every((p) => p.TNA === 79));
  const loansBefore = await loans();
  assert.ok(loansBefore.length > 0, 'the demo member has loans');

  // Parámetros: the lines and their tables.
  const page = await staffPage(suite.browser, suite.server.url, t, maker);
  await nav(page).getByRole('link', { name: 'Tasas' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tasas' }).waitFor();
  const card = page.getByRole('region', { name: line });
  const current = card.getByRole('table', { name: /^Vigente/ });
  await rowOf(page, current, 12).getByText('79,00 %').waitFor();
  await snapBothWidths(page, 'rates-01-lines');

  // The editor starts from the table in force; the server's preview names the row it would refuse.
  await card.getByRole('button', { name: 'Nueva versión' }).click();
  const form = card.getByRole('form', { name: `Nueva versión: ${line}` });
  const cuotas = await form
    .getByRole('textbox', { name: /^Cuotas de la fila/ })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const row = cuotas.indexOf('12') + 1;
  assert.ok(row > 0, 'the 12-installment row is in the editor');
  const tna = form.getByLabel(`TNA de la fila ${row}`);
  await tna.fill('650');
  await form.getByText(rateMessages.absurd(row, 650)).waitFor();
  await snap(page, 'rates-02-editor-refused');
  await tna.fill('65');
  // (1 + 0.65 / 12)^12 - 1 = 88.33 %: the TEA the server's loan math gives for the row.
  await form.getByRole('row').nth(row).getByText('88,33 %').waitFor();
  assert.equal(await form.getByText(/El servidor rechazaría/).count(), 0);
  await form.getByLabel('Motivo del cambio').fill('Baja de la tasa a 12 cuotas');
  await snapBothWidths(page, 'rates-03-editor');
  await form.getByRole('button', { name: 'Proponer la versión' }).click();
  await page.getByRole('status').filter({ hasText: rateMessages.proposed }).waitFor();
  const pending = card.getByText(/Versión pendiente de aprobación/);
  await pending.waitFor();
  await card.getByText('Propuesta suya: otra persona debe aprobarla').waitFor();
  await snapBothWidths(page, 'rates-04-proposed');

  // Nothing changes for the member until another parámetros approves.
  assert.ok((await plans()).filter((p) => p.CantidadCuotas === 12).every((p) => p.TNA === 79));

  const second = await staffPage(suite.browser, suite.server.url, t, checker);
  await nav(second).getByRole('link', { name: 'Tasas' }).click();
  const theirs = second.getByRole('region', { name: line });
  await theirs.getByText(maker).first().waitFor();
  await snapBothWidths(second, 'rates-05-checker');
  await theirs.getByRole('button', { name: 'Aprobar' }).click();
  const confirm = second.getByRole('dialog', { name: 'Aprobar: Nueva versión de tasas' });
  await confirm.getByText(/rige desde su fecha para los planes nuevos/).waitFor();
  await snap(second, 'rates-06-approve');
  await confirm.getByRole('button', { name: 'Confirmar la aprobación' }).click();
  await second
    .getByRole('status')
    .filter({ hasText: 'Propuesta aprobada: Nueva versión de tasas.' })
    .waitFor();
  const inForce = theirs.getByRole('table', { name: /^Vigente/ });
  await rowOf(second, inForce, 12).getByText('65,00 %').waitFor();
  // The first table, now past, folded under its summary.
  await theirs.getByText('Tabla inicial de la línea', { exact: true }).waitFor();
  assert.equal(await theirs.getByText(/Versión pendiente de aprobación/).count(), 0);
  await snapBothWidths(second, 'rates-07-approved');

  // The member: new plans at the new TNA, every existing loan with its own figures.
  const twelveAfter = (await plans()).filter((p) => p.CantidadCuotas === 12);
  assert.ok(twelveAfter.length > 0 && twelveAfter.every((p) => p.TNA === 65), JSON.stringify(twelveAfter[0]));
  const sameAmount = twelveBefore.find((p) => p.MontoPrestado === twelveAfter[0]!.MontoPrestado);
  if (sameAmount) assert.ok(twelveAfter[0]!.MontoCuota < sameAmount.MontoCuota, 'a lower installment');
  assert.deepEqual(await loans(), loansBefore);

  // The same in the member app's wizard: the plan step offers 12 installments at the new TNA.
  const phone = await phoneContext(suite.browser, suite.server.url);
  t.after(() => phone.close());
  await signIn(phone, suite.server.url, member, { mail: memberMail, password: DEMO_PASSWORD });
  const wizard = await phone.newPage();
  await wizard.goto('/loan-request');
  await wizard.getByLabel('Monto Solicitado').fill(String(twelveAfter[0]!.MontoPrestado));
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await wizard.getByLabel('Tipo de préstamo').selectOption({ label: line });
  const installments = wizard.getByRole('slider', { name: 'Cuotas' });
  await installments.waitFor();
  await installments.focus();
  await wizard.keyboard.press('Home');
  for (let i = 0; i < 20 && (await installments.getAttribute('aria-valuetext')) !== '12 cuotas'; i++)
    await wizard.keyboard.press('ArrowRight');
  const chosen = wizard.getByRole('definition').filter({ hasText: '%' }).first();
  assert.equal((await chosen.innerText()).trim(), '65,00%', 'the TNA of the plan chosen');
  await snap(wizard, 'rates-08-member-plan');

  // Organismos: every organismo with its data.
  await nav(second).getByRole('link', { name: 'Organismos' }).click();
  await second.getByRole('table', { name: 'Organismos' }).getByRole('button').first().waitFor();
  await snapBothWidths(second, 'rates-09-organismos');
  await second.getByRole('table', { name: 'Organismos' }).getByRole('button').first().click();
  await second.getByRole('dialog').getByLabel('Tope de CFT (%)').waitFor();
  await snap(second, 'rates-10-organismo-dialog');
});
