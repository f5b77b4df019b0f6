import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loanStates, type ResultsVerdict } from '@portal/contract';
import { createTestApp } from '../support/app';
import { loadDemoData } from '../../src/demo/index';
import { DEMO_PAYROLL_PERIOD } from '../../src/demo/payroll';
import { serverRoot } from '../../src/locations';

const { app, db } = await createTestApp({ staffTotp: false });
await loadDemoData(db);

const signIn = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/session',
    payload: { email, password: 'Demo1234' },
  });
  return res.headers['set-cookie'] as string;
};
const sample = (organismo: number) =>
  readFileSync(
    path.join(
      serverRoot,
      'src',
      'demo',
      'assets',
      `resultados-organismo-${organismo}-${DEMO_PAYROLL_PERIOD}.csv`,
    ),
    'utf8',
  );
const results = (cookie: string, query = '', organismo = 2) =>
  app.inject({
    method: 'POST',
    url: `/api/console/organismos/${organismo}/periods/${DEMO_PAYROLL_PERIOD}/results${query}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: sample(organismo),
  });
const installment = async (loanId: number, numero: number) =>
  (
    await db.query<{ estado: string; aplicado: string }>(
      `SELECT estado, (aplicado_capital + aplicado_interes + aplicado_iva)::text AS aplicado
         FROM loan_installments WHERE loan_id = $1 AND numero = $2`,
      [loanId, numero],
    )
  )[0];

describe('the demo payroll', () => {
  it("leaves two organismos' orders waiting, and the sample results files in the repository match them", async () => {
    const tesoreria = await signIn('tesoreria@staff.demo.com.ar');
    // Twelve loans in repayment: six of the main organismo, five of the Municipalidad, one of the army.
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM loans WHERE estado = $1',
      [loanStates.deducting],
    );
    expect(count).toBe(12);
    // Installments the demo's history paid read as paid on their due date, not on the day of the load.
    const [paid] = await db.query<{ fecha_pago: string; vencimiento: string }>(
      `SELECT to_char(fecha_pago, 'YYYY-MM-DD') AS fecha_pago, to_char(vencimiento, 'YYYY-MM-DD') AS vencimiento
         FROM loan_installments WHERE loan_id = 14 AND numero = 1`,
    );
    expect(paid!.fecha_pago).toBe(paid!.vencimiento);
    for (const [organismo, lines] of [
      [2, 6],
      [4, 5],
    ] as const) {
      const periods = await app.inject({
        method: 'GET',
        url: `/api/console/organismos/${organismo}/periods`,
        headers: { cookie: tesoreria },
      });
      expect(periods.json().items).toEqual([
        expect.objectContaining({ period: DEMO_PAYROLL_PERIOD, state: 'ordered' }),
      ]);
      const dry = (await results(tesoreria, '?dryRun=true', organismo)).json<ResultsVerdict>();
      expect(dry).toMatchObject({ problemCount: 0, missingCount: 0, toPost: lines, lines });
    }
  });

  it('a newcomer can post the month with the two demo tesorerías', async () => {
    const [{ id: loanId, cuotas_restantes: before } = { id: 0, cuotas_restantes: 0 }] = await db.query<{
      id: number;
      cuotas_restantes: number;
    }>(
      `SELECT l.id, l.cuotas_restantes FROM loans l JOIN members m ON m.id = l.member_id
        WHERE m.organismo_id = 2 AND l.estado = $1 ORDER BY l.id LIMIT 1`,
      [loanStates.deducting],
    );
    const proposed = await results(await signIn('tesoreria@staff.demo.com.ar'));
    const { proposalId } = proposed.json<{ proposalId: number }>();
    const approved = await app.inject({
      method: 'POST',
      url: `/api/console/proposals/${proposalId}/approve`,
      headers: { cookie: await signIn('tesoreria2@staff.demo.com.ar') },
    });
    expect(approved.statusCode).toBe(200);
    const [after] = await db.query<{ cuotas_restantes: number }>(
      'SELECT cuotas_restantes FROM loans WHERE id = $1',
      [loanId],
    );
    expect(after?.cuotas_restantes).toBe(before - 1);
    // The file's PARCIAL line leaves installment 11 of loan 13 partly paid, its RECHAZADO line installment 3
    // of loan 14 with nothing applied: neither counts as paid.
    expect(await installment(13, 11)).toEqual({ estado: 'parcial', aplicado: '50000.00' });
    expect(await installment(14, 3)).toMatchObject({ aplicado: '0.00' });
    const [refused] = await db.query<{ cuotas_restantes: number; cantidad_cuotas: number }>(
      'SELECT cuotas_restantes, cantidad_cuotas FROM loans WHERE id = 14',
    );
    expect(refused).toEqual({ cuotas_restantes: 7, cantidad_cuotas: 9 });
  });
});
