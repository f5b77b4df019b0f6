import { describe, expect, it } from 'vitest';
import { loanStates, payrollMessages, type PayrollPeriod } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { scheduleCents } from '../../../src/modules/loan-math/index';
import { ordersLayout } from '../../../src/modules/payroll/files/layouts';
import { readPayrollFile } from '../../../src/modules/payroll/files/read-file';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const organismoId = await createOrganismo(db, { id: 2 });
const tesoreria = await consoleAs('tesoreria@o.test', ['tesoreria']);
const evaluador = await consoleAs('evaluador@o.test', ['evaluador']);
await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);

const ana = await createMember(db, { dni: '30111222', organismoId });
const luis = await createMember(db, { dni: '28999888', organismoId });
const first = await createLoan(db, ana, {
  estado: loanStates.deducting,
  nextPeriod: '202611',
  monto: 120_000,
  tna: 60,
  cuotas: 6,
  paid: 2,
});
const second = await createLoan(db, luis, {
  estado: loanStates.deducting,
  nextPeriod: '202611',
  monto: 300_000,
  tna: 0,
  cuotas: 3,
});
await createLoan(db, luis, { estado: loanStates.awaitingTransfer });
await createLoan(db, ana, { estado: loanStates.paidOff });

const periodsUrl = `/api/console/organismos/${organismoId}/periods`;
const ordersUrl = (period: string) => `${periodsUrl}/${period}/orders`;
const generate = (period: string, as = tesoreria) => as.post(ordersUrl(period));
const fileOf = (period: string) => tesoreria.get(ordersUrl(period));

async function detailsOf(text: string, period: string) {
  const details = [];
  const problems = [];
  for await (const e of readPayrollFile([text], ordersLayout, { organismoId, period })) {
    if (e.type === 'detail') details.push(e.record);
    if (e.type === 'problem') problems.push(e.problem);
  }
  expect(problems).toEqual([]);
  return details;
}

describe('deduction orders', () => {
  it("orders each loan's next installment (IVA included) as new, in a file it serves again byte for byte", async () => {
    const res = await generate('202611');
    expect(res.statusCode).toBe(200);
    const third = scheduleCents(12_000_000, 60, 6)[2]!;
    const period = res.json<PayrollPeriod>();
    expect(period).toMatchObject({
      period: '202611',
      state: 'ordered',
      fileLines: 2,
      orderedLines: 2,
      orderedTotal: (third.payment + 10_000_000) / 100,
      generatedBy: 'tesoreria@o.test',
    });

    const file = await fileOf('202611');
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="ordenes-${organismoId}-202611.csv"`,
    );
    expect(await detailsOf(file.body, '202611')).toEqual([
      expect.objectContaining({
        PRESTAMO_ID: first,
        MOV: 'A',
        CUOTA: 3,
        CUOTAS: 6,
        IMPORTE: third.payment,
        CODIGO_DESCUENTO: '341',
      }),
      expect.objectContaining({ PRESTAMO_ID: second, MOV: 'A', CUOTA: 1, CUOTAS: 3, IMPORTE: 10_000_000 }),
    ]);
    expect((await fileOf('202611')).rawPayload.equals(file.rawPayload)).toBe(true);
    // Each download is audited: who, from where, which period.
    const downloads = await db.query<{ staff: string; address: string; entity_id: string; after: object }>(
      `SELECT s.email AS staff, a.address, a.entity_id, a.after FROM audit_log a JOIN staff s ON s.id = a.staff_id
        WHERE a.action = 'download.orders' ORDER BY a.id`,
    );
    expect(downloads).toEqual([
      {
        staff: 'tesoreria@o.test',
        address: expect.any(String),
        entity_id: String(organismoId),
        after: { period: '202611' },
      },
      {
        staff: 'tesoreria@o.test',
        address: expect.any(String),
        entity_id: String(organismoId),
        after: { period: '202611' },
      },
    ]);
    expect((await generate('202611')).json()).toEqual({ Status: 409, Mensaje: payrollMessages.ordersExist });
  });

  it('the next period says what changed: M for a new amount, B for a loan paid off, nothing for the same', async () => {
    // Ana's installment 3 was posted (IVA falls as the balance does); Luis's loan was pre-cancelled.
    await db.query('UPDATE loans SET cuotas_restantes = cuotas_restantes - 1 WHERE id = $1', [first]);
    await db.query(`UPDATE loans SET estado = $2, saldo = 0 WHERE id = $1`, [second, loanStates.paidOff]);
    const res = await generate('202612');
    expect(res.json()).toMatchObject({ fileLines: 2, orderedLines: 1 });
    const fourth = scheduleCents(12_000_000, 60, 6)[3]!;
    expect(await detailsOf((await fileOf('202612')).body, '202612')).toEqual([
      expect.objectContaining({ PRESTAMO_ID: first, MOV: 'M', CUOTA: 4, IMPORTE: fourth.payment }),
      expect.objectContaining({ PRESTAMO_ID: second, MOV: 'B', IMPORTE: 0 }),
    ]);
    const { items } = (await tesoreria.get(periodsUrl)).json<{ items: PayrollPeriod[] }>();
    expect(items.map((p) => p.period)).toEqual(['202612', '202611']);
  });

  it('refuses an earlier period, an organismo without a discount code, other roles, and a file never generated', async () => {
    expect((await generate('202610')).json()).toEqual({
      Status: 409,
      Mensaje: payrollMessages.periodNotAfter('202612'),
    });
    const other = await createOrganismo(db, { id: 5 });
    const res = await tesoreria.post(`/api/console/organismos/${other}/periods/202611/orders`);
    expect(res.json()).toEqual({ Status: 409, Mensaje: payrollMessages.noDiscountCode });
    expect((await generate('202701', evaluador)).statusCode).toBe(403);
    expect((await generate('202613')).statusCode).toBe(400);
    expect((await fileOf('202701')).json()).toEqual({ Status: 404, Mensaje: payrollMessages.noOrders });
    const [audit] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'payroll.orders'`,
    );
    expect(audit?.n).toBe(2);
  });
});
