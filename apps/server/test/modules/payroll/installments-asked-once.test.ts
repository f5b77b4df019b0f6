// Issue 24's two fault sequences, each walked to the loan's end through the console's own routes: every
// installment is asked once, a reversal reopens exactly the one it paid, and the loan ends 'Cancelado' at
// 0 with every installment paid. (a) Reversing a posting that is not the loan's latest; (b) generating next
// month's orders before this month's results are posted.
import { describe, expect, it } from 'vitest';
import { loanStates } from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { postCsv, resultsFile } from '../../support/payroll';
import { addMonths } from '../../../src/modules/installments/dates';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const organismoId = await createOrganismo(db, { id: 7 });
await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);
const maker = await consoleAs('tesoreria@f.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@f.test', ['tesoreria']);
const CUOTAS = 6;

const periodUrl = (period: string) => `/api/console/organismos/${organismoId}/periods/${period}`;
const approve = async (res: { json: () => unknown; statusCode: number }) => {
  const { proposalId } = res.json() as { proposalId?: number };
  if (!proposalId) throw new Error(`not proposed: ${res.statusCode} ${JSON.stringify(res.json())}`);
  const done = await checker.post(`/api/console/proposals/${proposalId}/approve`);
  expect(done.statusCode).toBe(200);
};

const orderOf = async (loanId: number, period: string) =>
  (
    await db.query<{ cuota_desde: number; cuota: number; importe: string }>(
      `SELECT cuota_desde, cuota, importe FROM payroll_order_lines
        WHERE organismo_id = $1 AND period = $2 AND loan_id = $3 AND mov IS DISTINCT FROM 'B'`,
      [organismoId, period, loanId],
    )
  )[0] ?? null;

/** Orders for the period, then (unless told to wait) its results: every ordered line applied in full. */
async function generate(period: string) {
  expect((await maker.post(`${periodUrl(period)}/orders`)).statusCode).toBe(200);
}
async function postResults(period: string, dni: string, loanId: number) {
  const order = await orderOf(loanId, period);
  const cents = order ? Math.round(Number(order.importe) * 100) : 0;
  const lines = order ? [`D;${dni};${loanId};${order.cuota};${cents};${cents};OK;`] : [];
  await approve(
    await postCsv(maker, `${periodUrl(period)}/results`, resultsFile(organismoId, period, lines)),
  );
}
async function reversePosting(as: ConsoleClient, loanId: number, period: string) {
  const { items } = (await as.get(`/api/console/loans/${loanId}/postings`)).json<{
    items: { id: number; period: string; reversedAt: string | null }[];
  }>();
  const posting = items.find((p) => p.period === period && p.reversedAt === null)!;
  await approve(
    await as.post(`/api/console/postings/${posting.id}/reversal`, { reason: 'Descuento devuelto' }),
  );
}

const state = async (loanId: number) => ({
  loan: (
    await db.query<{ estado: string; saldo: string; cuotas_restantes: number }>(
      'SELECT estado, saldo, cuotas_restantes FROM loans WHERE id = $1',
      [loanId],
    )
  )[0],
  installments: (
    await db.query<{ numero: number; estado: string }>(
      'SELECT numero, estado FROM loan_installments WHERE loan_id = $1 ORDER BY numero',
      [loanId],
    )
  ).map((i) => `${i.numero}:${i.estado}`),
  ledger: (
    await db.query<{ total: string }>(
      'SELECT sum(debito) - sum(credito) AS total FROM loan_movements WHERE loan_id = $1',
      [loanId],
    )
  )[0]!.total,
});

/** 'pendiente' and 'impaga' differ only by the day the test runs. */
const open = (s: string) => s.replace(/pendiente|impaga/, 'open');

const ended = {
  loan: { estado: loanStates.paidOff, saldo: '0.00', cuotas_restantes: 0 },
  installments: Array.from({ length: CUOTAS }, (_, i) => `${i + 1}:pagada`),
  ledger: '0.00',
};

describe('an installment is asked once', () => {
  it('(a) a reversal of a posting that is not the latest: the next order asks what it reopened, and the loan ends', async () => {
    const member = { ...(await createMember(db, { dni: '30000001', organismoId })), dni: '30000001' };
    const loanId = await createLoan(db, member, {
      estado: loanStates.deducting,
      monto: 60_000,
      tna: 60,
      cuotas: CUOTAS,
      nextPeriod: '202612',
    });
    await generate('202612');
    await postResults('202612', member.dni, loanId);
    await generate('202701');
    await postResults('202701', member.dni, loanId);
    await reversePosting(maker, loanId, '202612');
    // 202701's money now goes to installment 1 (it is a little larger than 2, so 1 stays partly paid);
    // installment 2 is open again, and the next order asks what is left of 1, then 2 and 3.
    expect((await state(loanId)).installments.slice(0, 3).map(open)).toEqual([
      '1:parcial',
      '2:open',
      '3:open',
    ]);
    await generate('202702');
    expect(await orderOf(loanId, '202702')).toMatchObject({ cuota_desde: 1, cuota: 3 });
    await postResults('202702', member.dni, loanId);
    // To the end: never more months than the schedule's plus the one reversed.
    for (let k = 3; (await state(loanId)).loan!.estado !== loanStates.paidOff; k++) {
      expect(k).toBeLessThanOrEqual(CUOTAS);
      const period = addMonths('202612', k);
      await generate(period);
      await postResults(period, member.dni, loanId);
    }
    expect(await state(loanId)).toEqual(ended);
  });

  it("(b) next month's orders generated before this month's results: nothing asked twice, and the loan ends", async () => {
    const member = { ...(await createMember(db, { dni: '30000002', organismoId })), dni: '30000002' };
    const loanId = await createLoan(db, member, {
      estado: loanStates.deducting,
      monto: 60_000,
      tna: 60,
      cuotas: CUOTAS,
      nextPeriod: addMonths('202612', CUOTAS + 1),
    });
    // Its own months, after test (a)'s: both share the organismo's periods.
    let period = addMonths('202612', CUOTAS + 1);
    await generate(period);
    const next = addMonths(period, 1);
    await generate(next); // before `period`'s results
    expect(await orderOf(loanId, period)).toMatchObject({ cuota_desde: 1, cuota: 1 });
    expect(await orderOf(loanId, next)).toMatchObject({ cuota_desde: 2, cuota: 2 });
    await postResults(period, member.dni, loanId);
    await postResults(next, member.dni, loanId);
    for (period = addMonths(next, 1); (await state(loanId)).loan!.estado !== loanStates.paidOff;) {
      await generate(period);
      await postResults(period, member.dni, loanId);
      period = addMonths(period, 1);
      expect(period < addMonths(next, CUOTAS + 2)).toBe(true);
    }
    expect(await state(loanId)).toEqual(ended);
  });
});
