import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  accruedInterest,
  allocate,
  applyPayoff,
  buildSchedule,
  counts,
  payoff,
} from '../../../src/modules/installments/index';

describe('payoff', () => {
  it('is what is past due, plus the capital not yet due with its accrued interest and IVA', () => {
    const rows = buildSchedule({
      principalCents: 1_200_000,
      tnaPercent: 73,
      installments: 12,
      firstPeriod: '202701',
    });
    const paid1 = allocate(rows, rows[0]!.importe, '2027-01-31').installments;
    // 2027-03-10: installment 2 (due 2027-02-28) is past due; 10 days accrue on the capital of 3..12.
    const p = payoff(paid1, '2027-03-10', { tnaPercent: 73 });
    const capital = rows.slice(2).reduce((s, r) => s + r.capital, 0);
    expect(p.adeudado).toBe(rows[1]!.importe);
    expect(p.capital).toBe(capital);
    expect(p.interes).toBe(Math.round((capital * 0.73 * 10) / 365));
    expect(p.iva).toBe(Math.round(p.interes * 0.21));
    expect(p.importe).toBe(p.adeudado + p.capital + p.interes + p.iva);
    expect(payoff(paid1, '2027-03-10', { tnaPercent: 73, ivaPercent: 10.5 }).iva).toBe(
      Math.round(p.interes * 0.105),
    );
  });

  it('accrues from the disbursement before the first due date, and refuses without it', () => {
    const rows = buildSchedule({
      principalCents: 1_000_000,
      tnaPercent: 36.5,
      installments: 6,
      firstPeriod: '202701',
    });
    expect(payoff(rows, '2027-01-11', { tnaPercent: 36.5, desembolso: '2027-01-01' })).toMatchObject({
      adeudado: 0,
      capital: 1_000_000,
      interes: 10_000,
      iva: 2_100,
      importe: 1_012_100,
    });
    expect(() => payoff(rows, '2027-01-11', { tnaPercent: 36.5 })).toThrow(RangeError);
  });

  it('rounds accrued interest half up, exactly', () => {
    expect(accruedInterest(365, 1, 1)).toBe(0); // 0.01 cent
    expect(accruedInterest(182_500, 1, 1)).toBe(5); // 5 cents exactly
    expect(accruedInterest(18_250, 1, 1)).toBe(1); // 0.5 up
    expect(() => accruedInterest(100, 1.005, 1)).toThrow(RangeError);
  });

  it('allocating the payoff on its date ends the loan, whatever was paid before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000_000 }),
        fc.integer({ min: 0, max: 20_000 }).map((t) => t / 100),
        fc.integer({ min: 1, max: 24 }),
        fc.array(fc.integer({ min: 0, max: 20_000_000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 800 }),
        fc.boolean(),
        (principalCents, tnaPercent, n, payments, offset, withTna) => {
          let rows = buildSchedule({ principalCents, tnaPercent, installments: n, firstPeriod: '202701' });
          for (const amount of payments) rows = allocate(rows, amount, '2026-12-20').installments;
          const fecha = new Date(Date.UTC(2026, 11, 20 + offset)).toISOString().slice(0, 10);
          const options = { desembolso: '2026-12-15', ...(withTna ? { tnaPercent } : {}) };
          const p = payoff(rows, fecha, options);
          const { payoff: same, allocation } = applyPayoff(rows, fecha, options);
          expect(same).toEqual(p);
          expect(p.importe).toBe(p.adeudado + p.capital + p.interes + p.iva);
          expect(allocation.sobrante).toBe(0);
          expect(allocation.importe).toBe(p.importe);
          expect(allocation.installments.every((i) => i.estado === 'pagada')).toBe(true);
          expect(counts(allocation.installments)).toEqual({ pagadas: n, restantes: 0 });
        },
      ),
    );
  });
});
