import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyMoney,
  buildSchedule,
  daysLate,
  firstPeriodAfter,
  settleAtSaldo,
  summarize,
  type StoredInstallment,
} from '../../../src/modules/installments/index';

const open = (principal: number, tna: number, n: number): StoredInstallment[] =>
  buildSchedule({ principalCents: principal, tnaPercent: tna, installments: n, firstPeriod: '202701' }).map(
    (i) => ({ ...i, devengada: false }),
  );

describe('the ledger of installments', () => {
  it('installment 1 is the next month, or the one after past the cut-off day', () => {
    expect(firstPeriodAfter('2026-12-10', 20)).toBe('202701');
    expect(firstPeriodAfter('2026-12-21', 20)).toBe('202702');
    expect(firstPeriodAfter('2026-12-31', null)).toBe('202701');
  });

  it('counts days late from the oldest unpaid due date, never below 0', () => {
    expect(daysLate(null, '2027-01-10')).toBe(0);
    expect(daysLate('2026-11-30', '2027-01-10')).toBe(41);
    expect(daysLate('2027-02-28', '2027-01-10')).toBe(0);
  });

  it('Saldo is the capital owed before anything is charged, and money charges what it reaches', () => {
    const rows = open(12_000_000, 60, 6);
    expect(summarize(rows, '2027-01-01')).toMatchObject({ saldo: 12_000_000, restantes: 6, adeudado: 0 });
    const paid = applyMoney(rows, rows[0]!.importe + 1, '2027-01-31', '2027-02-01', '202701');
    expect(paid.charges.map((c) => c.numero)).toEqual([1, 2]);
    const summary = summarize(paid.rows, '2027-02-01');
    expect(summary.saldo).toBe(12_000_000 - rows[0]!.capital + rows[1]!.interes + rows[1]!.iva - 1);
  });

  it('a pre-cancellation at Saldo pays every installment, whatever was paid before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 20_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 100 }),
        (principal, n, share) => {
          const rows = open(principal, 79, n);
          const total = rows.reduce((s, i) => s + i.importe, 0);
          const before = applyMoney(
            rows,
            Math.floor((total * share) / 100),
            '2027-03-01',
            '2027-03-01',
            '202702',
          );
          const saldo = summarize(before.rows, '2027-03-01').saldo;
          const settled = settleAtSaldo(before.rows, '2027-03-10', '2027-03-10');
          expect(settled.importe).toBe(saldo);
          expect(settled.allocation.sobrante).toBe(0);
          expect(summarize(settled.rows, '2027-03-10')).toMatchObject({
            saldo: 0,
            restantes: 0,
            pagado: true,
          });
        },
      ),
    );
  });
});
