import { describe, expect, it } from 'vitest';
import { installmentDue, scheduleCents } from '../../../src/modules/loan-math/index';
import { standingOrder } from '../../../src/modules/payroll/orders';
import { buildSchedule } from '../../../src/modules/installments/index';

describe('installmentDue', () => {
  // 100,000.00 at 84% TNA (i = 7%) in 12 months. By hand, month 1: installment
  // 100,000 x 0.07 / (1 - 1.07^-12) = 12,590.20; interest 7,000.00; IVA 21% = 1,470.00; capital 5,590.20;
  // deducted 12,590.20 + 1,470.00 = 14,060.20.
  const principalCents = 10_000_000;

  it('is the first installment before repayment starts, split into capital, interest and IVA', () => {
    const due = installmentDue(principalCents, 84, 12, 12)!;
    expect(due).toMatchObject({
      number: 1,
      principalPaid: 559_020,
      interest: 700_000,
      ivaOnInterest: 147_000,
      payment: 1_406_020,
    });
    expect(due.principalPaid + due.interest + due.ivaOnInterest).toBe(due.payment);
  });

  it('follows the remaining count, and is the last one once nothing is left', () => {
    const rows = scheduleCents(principalCents, 84, 12);
    expect(installmentDue(principalCents, 84, 12, 9)).toEqual(rows[3]); // 3 paid: the 4th is next
    expect(installmentDue(principalCents, 84, 12, 1)).toEqual(rows[11]);
    expect(installmentDue(principalCents, 84, 12, 0)).toEqual(rows[11]);
    // Interest falls each month, so each deduction is a little smaller than the one before.
    expect(rows[3]!.payment).toBeLessThan(rows[0]!.payment);
  });

  it('is exactly what the payroll order deducts that month (no arrears)', () => {
    const rows = buildSchedule({ principalCents, tnaPercent: 84, installments: 12, firstPeriod: '202601' });
    for (const remaining of [12, 7, 1]) {
      const open = rows
        .slice(12 - remaining)
        .map((i) => ({ numero: i.numero, periodo: i.periodo, owed: i.importe }));
      const order = standingOrder(
        { loanId: 1, dni: '30111222', cuil: null, legajo: null, cuotas: 12, open, enCurso: null },
        open[0]!.periodo,
      );
      expect(order?.importe).toBe(installmentDue(principalCents, 84, 12, remaining)!.payment);
    }
  });

  it('has nothing to say about a loan without principal', () => {
    expect(installmentDue(0, 84, 12, 12)).toBeUndefined();
  });
});
