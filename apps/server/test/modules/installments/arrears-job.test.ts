// The daily arrears job through the business date: moving it forward 41 days past an unpaid installment
// turns it 'impaga', keeps the loan's oldest due date and amount owed, records situation 1 -> 2 on the day
// it changed, and the console's loan file and schedule show it all.
import { describe, expect, it } from 'vitest';
import { businessDatePaths, consoleLoanPaths, loanStates } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';

const now = () => new Date('2026-12-02T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, demoData: true, now });
const organismoId = await createOrganismo(db, { id: 4 });
const admin = await consoleAs('admin@a.test', ['administrador']);
const evaluador = await consoleAs('evaluador@a.test', ['evaluador']);
const comunicaciones = await consoleAs('com@a.test', ['comunicaciones']);
const member = await createMember(db, { dni: '30111333', organismoId });
// Installment 1 fell due on 2026-11-30 and was never deducted; 2 falls due on 2026-12-31.
const loanId = await createLoan(db, member, {
  estado: loanStates.deducting,
  monto: 60_000,
  tna: 60,
  cuotas: 6,
  nextPeriod: '202611',
});
const upToDate = await createLoan(db, member, {
  estado: loanStates.deducting,
  monto: 10_000,
  tna: 0,
  cuotas: 3,
  nextPeriod: '202701',
});

const detail = async (id: number) =>
  (await evaluador.get(consoleLoanPaths.detail.replace(':id', String(id)))).json();
const schedule = (id: number, as = evaluador) => as.get(consoleLoanPaths.schedule.replace(':id', String(id)));

describe('the daily arrears job', () => {
  it('counts days from the oldest unpaid due date, and records the change of situation on its day', async () => {
    expect(await detail(loanId)).toMatchObject({ diasAtraso: 2, situacion: 1, historialSituacion: [] });
    const moved = await admin.post(businessDatePaths.businessDate, { fecha: '2027-01-10' });
    expect(moved.json()).toMatchObject({ fecha: '2027-01-10' });

    const items = (await schedule(loanId)).json<{ items: { estado: string; importe: number }[] }>().items;
    expect(items.map((i) => i.estado)).toEqual([
      'impaga',
      'impaga',
      'pendiente',
      'pendiente',
      'pendiente',
      'pendiente',
    ]);
    const owed = Math.round((items[0]!.importe + items[1]!.importe) * 100) / 100;
    const file = await detail(loanId);
    // Situation 2 provisions 5% of the balance (INAES default), rounded to the cent.
    expect(file).toMatchObject({ tasaProvision: 5, provision: Math.round(file.saldo * 5) / 100 });
    expect(file.provision).toBeGreaterThan(0);
    expect(file).toMatchObject({
      diasAtraso: 41,
      montoAdeudado: owed,
      situacion: 2,
      historialSituacion: [{ fecha: '2027-01-01', desde: 1, hasta: 2, dias: 32 }],
    });
    const [row] = await db.query<{ situacion: number; vencida_desde: string }>(
      `SELECT situacion, to_char(vencida_desde, 'YYYY-MM-DD') AS vencida_desde FROM loans WHERE id = $1`,
      [loanId],
    );
    expect(row).toEqual({ situacion: 2, vencida_desde: '2026-11-30' });
    // A loan whose first installment is not due yet is untouched.
    expect(await detail(upToDate)).toMatchObject({
      diasAtraso: 0,
      montoAdeudado: 0,
      situacion: 1,
      tasaProvision: 1,
      historialSituacion: [],
    });
  });

  it('the schedule is for staff who read loans, of a loan that exists', async () => {
    expect((await schedule(loanId, comunicaciones)).statusCode).toBe(403);
    expect((await schedule(999_999)).statusCode).toBe(404);
    expect((await schedule(upToDate)).json().items).toHaveLength(3);
  });

  it('the payoff on a day: what is owed, the capital not yet due, and its interest and IVA accrued to the day', async () => {
    const payoff = (id: number, fecha?: string) =>
      evaluador.get(`${consoleLoanPaths.payoff.replace(':id', String(id))}${fecha ? `?fecha=${fecha}` : ''}`);
    const items = (await schedule(loanId)).json<{ items: { capital: number; importe: number }[] }>().items;
    const cents = (pesos: number) => Math.round(pesos * 100);
    const capital = items.slice(2).reduce((sum, i) => sum + cents(i.capital), 0);
    // 10 days from the last due date (2026-12-31) at 60% TNA, actual/365; IVA 21% on it.
    const interes = Math.round((capital * 0.6 * 10) / 365);
    const iva = Math.round(interes * 0.21);
    const adeudado = cents(items[0]!.importe) + cents(items[1]!.importe);
    expect((await payoff(loanId)).json()).toEqual({
      fecha: '2027-01-10',
      importe: (adeudado + capital + interes + iva) / 100,
      capital: capital / 100,
      interes: interes / 100,
      iva: iva / 100,
      adeudado: adeudado / 100,
    });
    expect((await payoff(loanId, '2027-01-09')).statusCode).toBe(400);
    const requested = await createLoan(db, member, {});
    expect((await payoff(requested)).statusCode).toBe(409);
    expect((await payoff(999_999)).statusCode).toBe(404);
  });
});
