import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INAES_PROVISION_RATES,
  allocate,
  amountOverdue,
  buildSchedule,
  counts,
  daysPastDue,
  dueDate,
  provision,
  situation,
  type Situacion,
} from '../../../src/modules/installments/index';

const loan = () =>
  buildSchedule({ principalCents: 1_200_000, tnaPercent: 60, installments: 12, firstPeriod: '202701' });

describe('the schedule as rows', () => {
  it('takes the French figures, one period a month, due on the last day or the payday clamped', () => {
    const rows = buildSchedule({
      principalCents: 1_200_000,
      tnaPercent: 60,
      installments: 3,
      firstPeriod: '202612',
      paydayDay: 30,
    });
    expect(rows.map((r) => [r.numero, r.periodo, r.vencimiento])).toEqual([
      [1, '202612', '2026-12-30'],
      [2, '202701', '2027-01-30'],
      [3, '202702', '2027-02-28'],
    ]);
    expect(rows.reduce((s, r) => s + r.capital, 0)).toBe(1_200_000);
    for (const r of rows) expect(r.importe).toBe(r.capital + r.interes + r.iva);
    expect(rows[0]).toMatchObject({ interes: 60_000, iva: 12_600, estado: 'pendiente', fechaPago: null });
    expect(dueDate('202402')).toBe('2024-02-29');
    expect(dueDate('202404', 31)).toBe('2024-04-30');
    expect(() => dueDate('202404', 0)).toThrow(RangeError);
  });
});

describe('arrears', () => {
  it('counts days from the oldest installment not fully paid whose due date has passed', () => {
    const rows = loan(); // due 2027-01-31, 2027-02-28, ...
    expect(daysPastDue(rows, '2027-01-31')).toBe(0);
    expect(daysPastDue(rows, '2027-02-01')).toBe(1);
    expect(daysPastDue(rows, '2027-03-10')).toBe(38);
    const partly = allocate(rows, rows[0]!.importe - 1, '2027-02-01').installments;
    expect(daysPastDue(partly, '2027-03-10')).toBe(38);
    const first = allocate(rows, rows[0]!.importe, '2027-02-01').installments;
    expect(daysPastDue(first, '2027-03-10')).toBe(10);
    expect(amountOverdue(first, '2027-03-10')).toBe(rows[1]!.importe);
    expect(amountOverdue(partly, '2027-03-10')).toBe(1 + rows[1]!.importe);
    expect(counts(first)).toEqual({ pagadas: 1, restantes: 11 });
    expect(counts(partly)).toEqual({ pagadas: 0, restantes: 12 });
  });

  it('classifies by the situation boundaries', () => {
    const cases: [number, number][] = [
      [0, 1],
      [31, 1],
      [32, 2],
      [90, 2],
      [91, 3],
      [180, 3],
      [181, 4],
      [365, 4],
      [366, 5],
      [5000, 5],
    ];
    for (const [days, s] of cases) expect(situation(days)).toBe(s);
    expect(() => situation(-1)).toThrow(RangeError);
    expect(() => situation(1.5)).toThrow(RangeError);
  });

  it('provisions rate x balance, half up to the cent', () => {
    expect(INAES_PROVISION_RATES).toEqual({ 1: 100, 2: 500, 3: 2000, 4: 5000, 5: 10000 });
    expect(provision(150, 1)).toBe(2); // 1.5 cents up
    expect(provision(149, 1)).toBe(1);
    expect(provision(10, 2)).toBe(1); // 0.5 up
    expect(provision(9, 2)).toBe(0);
    expect(provision(3, 4)).toBe(2); // 1.5 up
    expect(provision(123_456_789, 5)).toBe(123_456_789);
    expect(provision(9_007_199_254_740_991, 3)).toBe(
      Number((9_007_199_254_740_991n * 2000n + 5000n) / 10000n),
    );
    expect(provision(1000, 1, { ...INAES_PROVISION_RATES, 1: 250 })).toBe(25);
    expect(() => provision(-1, 1)).toThrow(RangeError);
    expect(() => provision(1.5, 1)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.constantFrom<Situacion>(1, 2, 3, 4, 5), (b, s) => {
        const p = provision(b, s);
        const exact = (b * INAES_PROVISION_RATES[s]) / 10000;
        expect(Math.abs(p - exact)).toBeLessThanOrEqual(0.5);
        expect(p).toBeLessThanOrEqual(b);
      }),
    );
  });
});
