// A new loan line with two amount ranges, under four eyes, through the built console against the real
// server (demo data, STAFF_TOTP off): parámetros opens 'Tasas', proposes 'Línea Escolar' (the preview
// names the row whose range leaves a gap, then shows TEA and CFT of the corrected table); the member is
// not offered it yet; a second parámetros approves it; the member app's plan step then offers it, each
// amount priced by its own range. One test: each step needs the one before. Screenshots in e2e/screenshots.
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
const line = 'Línea Escolar';

const suite = desktopSuite();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });

interface Plan {
  MontoPrestado: number;
  CantidadCuotas: number;
  TNA: number;
}

/** Rows typed into the editor: [min, max, step, cuotas, tna]. */
const table: [string, string, string, string, string][] = [
  ['50.000', '200.000', '50.000', '6', '60'],
  ['50.000', '200.000', '50.000', '12', '64'],
  ['400.000', '600.000', '100.000', '12', '55'],
  ['400.000', '600.000', '100.000', '24', '58'],
];
const labels = ['Monto mínimo', 'Monto máximo', 'Paso entre montos', 'Cuotas', 'TNA'];

test('a new line with two amount ranges, approved by a second parámetros, is offered in the member app', async (t) => {
  const login = await callApi<{ UAT: string }>(suite.server.url, paths.login, {
    Mail: memberMail,
    Password: DEMO_PASSWORD,
    EmpresaId: '2',
  });
  const uat = login.UAT;
  const offeredLines = async () =>
    (
      await callApi<{ LineasPrestamos: { Id: number; Nombre: string }[] }>(
        suite.server.url,
        paths.loanLines,
        {
          uat,
        },
      )
    ).LineasPrestamos;
  assert.equal((await offeredLines()).filter((l) => l.Nombre === line).length, 0);

  // Parámetros: 'Nueva línea', four rows in two ranges.
  const page = await staffPage(suite.browser, suite.server.url, t, maker);
  await nav(page).getByRole('link', { name: 'Tasas' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tasas' }).waitFor();
  await page.getByRole('button', { name: 'Nueva línea' }).click();
  const form = page.getByRole('form', { name: 'Nueva línea de préstamo' });
  await form.getByLabel('Nombre de la línea').fill(line);
  for (const [i, values] of table.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Agregar otro rango' }).click();
    for (const [k, value] of values.entries())
      await form.getByLabel(`${labels[k]} de la fila ${i + 1}`).fill(value);
  }
  // 400,000 is more than one step above 200,000: the server names the row that leaves the gap.
  await form.getByText(rateMessages.rangeGap(3, 1, '$ 200.000,00', '$ 400.000,00')).waitFor();
  await snap(page, 'lines-01-gap-refused');
  for (const row of [3, 4]) await form.getByLabel(`Monto mínimo de la fila ${row}`).fill('300.000');
  // (1 + 0.58 / 12)^12 - 1 = 76.19 %: the TEA of row 4 from the server's loan math.
  await form.getByRole('row').nth(4).getByText('76,19 %').waitFor();
  // The corrected table: nothing refused once the preview catches up.
  await form.getByText(/El servidor rechazaría/).waitFor({ state: 'detached' });
  await form.getByLabel('Motivo del cambio').fill('Línea para útiles escolares');
  await snapBothWidths(page, 'lines-02-editor');
  await form.getByRole('button', { name: 'Proponer la línea' }).click();
  await page.getByRole('status').filter({ hasText: rateMessages.lineProposed }).waitFor();
  const pending = page.getByRole('region', { name: `Línea nueva pendiente: ${line}` });
  await pending.getByText('Propuesta suya: otra persona debe aprobarla').waitFor();
  await snapBothWidths(page, 'lines-03-proposed');

  // Not offered to members while it waits.
  assert.equal((await offeredLines()).filter((l) => l.Nombre === line).length, 0);

  // The second parámetros approves it where it waits.
  const second = await staffPage(suite.browser, suite.server.url, t, checker);
  await nav(second).getByRole('link', { name: 'Tasas' }).click();
  const theirs = second.getByRole('region', { name: `Línea nueva pendiente: ${line}` });
  await theirs.getByText(maker).first().waitFor();
  await snapBothWidths(second, 'lines-04-checker');
  await theirs.getByRole('button', { name: 'Aprobar' }).click();
  const confirm = second.getByRole('dialog', { name: 'Aprobar: Nueva línea de préstamo' });
  await confirm.getByText(/Se crea la línea con esta tabla/).waitFor();
  await confirm.getByRole('button', { name: 'Confirmar la aprobación' }).click();
  await second
    .getByRole('status')
    .filter({ hasText: 'Propuesta aprobada: Nueva línea de préstamo.' })
    .waitFor();
  const card = second.getByRole('region', { name: line });
  const inForce = card.getByRole('table', { name: /^Vigente/ });
  await inForce.getByRole('row').filter({ hasText: '58,00 %' }).waitFor();
  await snapBothWidths(second, 'lines-05-approved');

  // The member: the line is offered, each amount with its range's rates, none between the ranges.
  const lineId = (await offeredLines()).find((l) => l.Nombre === line)?.Id;
  assert.ok(lineId, 'the member is offered the new line');
  const plans = (
    await callApi<{ PlanesDisponibles: Plan[] }>(suite.server.url, paths.plans, { uat, LineaId: lineId })
  ).PlanesDisponibles;
  const at = (amount: number) =>
    plans.filter((p) => p.MontoPrestado === amount).map((p) => [p.CantidadCuotas, p.TNA]);
  assert.deepEqual(at(200_000), [
    [6, 60],
    [12, 64],
  ]);
  assert.deepEqual(at(250_000), []);
  const upper = plans.filter((p) => p.CantidadCuotas === 24);
  assert.ok(upper.length > 0 && upper.every((p) => p.TNA === 58 && p.MontoPrestado >= 300_000));
  const amount = Math.max(...upper.map((p) => p.MontoPrestado));

  // The member app's wizard: the plan step of the new line at 24 installments shows the upper range's TNA.
  const phone = await phoneContext(suite.browser, suite.server.url);
  t.after(() => phone.close());
  await signIn(phone, suite.server.url, member, { mail: memberMail, password: DEMO_PASSWORD });
  const wizard = await phone.newPage();
  await wizard.goto('/loan-request');
  await wizard.getByLabel('Monto Solicitado').fill(String(amount));
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await wizard.getByLabel('Tipo de préstamo').selectOption({ label: line });
  // The amount slider starts in the middle (the lower range); its end is the upper range's largest amount.
  const amounts = wizard.getByRole('slider', { name: 'Monto' });
  await amounts.waitFor();
  await amounts.focus();
  await wizard.keyboard.press('End');
  assert.match(
    (await amounts.getAttribute('aria-valuetext')) ?? '',
    new RegExp(amount.toLocaleString('es-AR')),
  );
  const installments = wizard.getByRole('slider', { name: 'Cuotas' });
  await installments.focus();
  await wizard.keyboard.press('End');
  assert.equal(await installments.getAttribute('aria-valuetext'), '24 cuotas');
  const tna = wizard.getByRole('definition').filter({ hasText: '%' }).first();
  assert.equal((await tna.innerText()).trim(), '58,00%', 'the TNA of the upper range');
  await snap(wizard, 'lines-06-member-plan');
});
