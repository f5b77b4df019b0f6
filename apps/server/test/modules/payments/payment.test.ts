// The pure rule of a payment outside payroll (src/modules/payments/payment.ts): any sequence of payments,
// partial, exact or across installments, applies exactly what was paid, never more than an installment owes,
// oldest first; the movements carry Saldo to what the installments say; the payoff of the day ends the loan.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPONENT_ORDER,
  appliedTotal,
  applyMoney,
  buildSchedule,
  isOrdered,
  payoff,
  restorePrices,
  reverse,
  summarize,
  withCharged,
  type StoredInstallment,
} from '../../../src/modules/installments/index';
import type { Allocation } from '../../../src/modules/installments/allocation';
import {
  installmentsText,
  paymentConcept,
  planPayment,
  type PaymentFacts,
} from '../../../src/modules/payments/payment';

const open = (principal: number, tna: number, n: number): StoredInstallment[] =>
  buildSchedule({ principalCents: principal, tnaPercent: tna, installments: n, firstPeriod: '202701' }).map(
    (i) => ({ ...i, devengada: false }),
  );
const terms = { tnaPercent: 60, desembolso: '2026-12-15' };
const facts = (importe: number, fecha: string, o: Partial<PaymentFacts> = {}): PaymentFacts => ({
  importe,
  fecha,
  businessDate: fecha,
  canal: 'transferencia',
  referencia: 'OP-1',
  cuotas: 6,
  ...o,
});
const total = (rows: readonly StoredInstallment[]) => rows.reduce((s, i) => s + appliedTotal(i), 0);
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('a payment outside payroll', () => {
  it('settles the oldest installment first and says which in the movement', () => {
    const rows = open(6_000_000, 60, 6);
    const first = rows[0]!.importe;
    const plan = planPayment(rows, facts(first + 100, '2027-01-10'), terms);
    if ('refused' in plan) throw new Error(plan.refused);
    expect(plan.origen).toBe('pago');
    expect(plan.settled).toEqual([
      { numero: 1, importe: first, pagada: true },
      { numero: 2, importe: 100, pagada: false },
    ]);
    expect(plan.rows.map((i) => i.estado).slice(0, 3)).toEqual(['pagada', 'parcial', 'pendiente']);
    expect(plan.movements.at(-1)).toMatchObject({
      concepto: 'Pago por transferencia (ref. OP-1): cuotas 1 y 2 (la 2, parcial)',
      credito: first + 100,
    });
    // Money reached installments 1 and 2: their interest and IVA are charged first.
    expect(plan.movements.map((m) => m.concepto).slice(0, 4)).toEqual([
      'Cuota 1/6: interés',
      'Cuota 1/6: IVA sobre el interés',
      'Cuota 2/6: interés',
      'Cuota 2/6: IVA sobre el interés',
    ]);
    expect(plan.movements.at(-1)!.saldo).toBe(plan.summary.saldo);
  });

  it('names the installments as a person reads them', () => {
    expect(installmentsText([{ numero: 3, importe: 1, pagada: false }])).toBe('cuota 3 (parcial)');
    expect(installmentsText([{ numero: 3, importe: 1, pagada: true }])).toBe('cuota 3');
    expect(
      installmentsText([
        { numero: 3, importe: 1, pagada: true },
        { numero: 4, importe: 1, pagada: true },
      ]),
    ).toBe('cuotas 3 y 4');
    expect(
      installmentsText([
        { numero: 3, importe: 1, pagada: true },
        { numero: 4, importe: 1, pagada: true },
        { numero: 5, importe: 1, pagada: true },
      ]),
    ).toBe('cuotas 3 a 5');
    expect(
      paymentConcept({ canal: 'efectivo', referencia: '' }, 'pago', [
        { numero: 3, importe: 1, pagada: false },
      ]),
    ).toBe('Pago en efectivo: cuota 3 (parcial)');
  });

  it('the payoff of the day ends the loan at Saldo 0; a cent more is refused', () => {
    const rows = open(6_000_000, 60, 6);
    const due = payoff(rows, '2027-01-10', terms).importe;
    expect(planPayment(rows, facts(due + 1, '2027-01-10'), terms)).toEqual({
      refused: 'over-payoff',
      payoff: due,
    });
    const plan = planPayment(rows, facts(due, '2027-01-10'), terms);
    if ('refused' in plan) throw new Error(plan.refused);
    expect(plan.origen).toBe('precancelacion');
    expect(plan.summary).toMatchObject({ saldo: 0, restantes: 0, pagado: true });
    expect(plan.movements.at(-1)).toMatchObject({
      concepto: 'Pago por transferencia (ref. OP-1): cancelación del préstamo (cuotas 1 a 6)',
      credito: due,
      saldo: 0,
    });
  });

  it('any sequence applies exactly what was paid, never over an installment, oldest first', () => {
    const payment = fc.record({
      days: fc.integer({ min: 0, max: 45 }),
      share: fc.integer({ min: 1, max: 1000 }),
      exact: fc.boolean(),
      efectivo: fc.boolean(),
      // A payroll deduction of that month in between (it charges the month's installments).
      payroll: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 20_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 120 }),
        fc.array(payment, { minLength: 1, maxLength: 8 }),
        (principal, n, tna, payments) => {
          const loanTerms = { tnaPercent: tna, desembolso: '2026-12-15' };
          const initial = open(principal, tna, n);
          let rows = initial;
          let paid = 0;
          let fecha = '2026-12-20';
          let saldo = summarize(rows, fecha).saldo;
          for (const p of payments) {
            fecha = addDays(fecha, p.days);
            if (p.payroll) {
              const periodo = fecha.slice(0, 4) + fecha.slice(5, 7);
              const asked = rows.find((i) => appliedTotal(i) < i.importe);
              const amount = asked ? Math.floor(((asked.importe - appliedTotal(asked)) * p.share) / 1000) : 0;
              const deducted = applyMoney(rows, amount, fecha, fecha, periodo);
              paid += amount - deducted.allocation.sobrante;
              rows = deducted.rows;
              saldo = summarize(rows, fecha).saldo;
            }
            const due = payoff(rows, fecha, loanTerms).importe;
            if (due === 0) break;
            // Exact: the whole payoff; else a share of it (per mille), at least a cent.
            const importe = p.exact ? due : Math.max(1, Math.floor((due * p.share) / 1000));
            const plan = planPayment(
              rows,
              facts(importe, fecha, { cuotas: n, canal: p.efectivo ? 'efectivo' : 'transferencia' }),
              loanTerms,
            );
            if ('refused' in plan) {
              // Only below the payoff, past what the schedule asks (accrual actual/365 on a last installment).
              expect(plan.refused).toBe('over-owed');
              expect(importe).toBeLessThan(due);
              continue;
            }
            paid += importe;
            expect(plan.allocation.sobrante).toBe(0);
            expect(total(plan.rows) - total(initial)).toBe(paid);
            for (const i of plan.rows)
              for (const c of COMPONENT_ORDER) {
                expect(i.aplicado[c]).toBeGreaterThanOrEqual(0);
                expect(i.aplicado[c]).toBeLessThanOrEqual(i[c]);
              }
            expect(isOrdered(plan.rows)).toBe(true);
            // The movements take Saldo from where it was to what the installments now say.
            const moved = plan.movements.reduce((s, m) => s + m.debito - m.credito, 0);
            expect(saldo + moved).toBe(plan.summary.saldo);
            expect(plan.movements.at(-1)!.saldo).toBe(plan.summary.saldo);
            saldo = plan.summary.saldo;
            rows = plan.rows;
            if (plan.origen === 'precancelacion') {
              expect(plan.summary).toMatchObject({ saldo: 0, pagado: true });
              break;
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reversing any payment of a sequence leaves what the others paid, re-applied oldest first; a payoff reversed restores its prices', () => {
    const step = fc.record({
      days: fc.integer({ min: 0, max: 45 }),
      share: fc.integer({ min: 1, max: 1000 }),
      exact: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 20_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 120 }),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        (principal, n, tna, steps, pick) => {
          const loanTerms = { tnaPercent: tna, desembolso: '2026-12-15' };
          let rows = open(principal, tna, n);
          let fecha = '2026-12-20';
          const applied: { before: StoredInstallment[]; allocation: Allocation; payoff: boolean }[] = [];
          for (const p of steps) {
            fecha = addDays(fecha, p.days);
            const due = payoff(rows, fecha, loanTerms).importe;
            if (due === 0) break;
            const importe = p.exact ? due : Math.max(1, Math.floor((due * p.share) / 1000));
            const plan = planPayment(rows, facts(importe, fecha, { cuotas: n }), loanTerms);
            if ('refused' in plan) continue;
            applied.push({
              before: rows,
              allocation: plan.allocation,
              payoff: plan.origen === 'precancelacion',
            });
            rows = plan.rows;
            if (plan.origen === 'precancelacion') break;
          }
          if (applied.length === 0) return;
          const r = pick % applied.length;
          const chosen = applied[r]!;
          // The server refuses a payoff followed by anything, and anything followed by a payoff.
          if (applied.slice(r + 1).some((a) => a.payoff)) return;
          const later = applied.slice(r + 1).map((a) => a.allocation);
          const priced = chosen.payoff ? restorePrices(rows, chosen.allocation.lines) : rows;
          const undone = reverse(priced, chosen.allocation, { later, businessDate: fecha });
          if ('refused' in undone) throw new Error(undone.refused);
          expect(undone.reprocessed.every((a) => a.sobrante === 0)).toBe(true);
          expect(isOrdered(undone.installments)).toBe(true);
          if (chosen.payoff) {
            // The latest: the installments exactly as before it, prices and charges included.
            const shape = (i: StoredInstallment) => ({ ...i, estado: null });
            expect(withCharged(priced, undone.installments).map(shape)).toEqual(chosen.before.map(shape));
            return;
          }
          // What the others paid, and only that, stays on the installments.
          const others = applied.filter((_, i) => i !== r).reduce((s, a) => s + a.allocation.importe, 0);
          const after = withCharged(rows, undone.installments);
          expect(total(after) - total(applied[0]!.before)).toBe(others);
          // Charges stay: Saldo grows by exactly the amount undone.
          expect(summarize(after, fecha).saldo).toBe(
            summarize(rows, fecha).saldo + chosen.allocation.importe,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
