import { describe, expect, it } from 'vitest';
import { cft, rateTableFigures, tea } from '../../../src/modules/loan-math/index';

describe('tea', () => {
  it('is the TNA compounded monthly: 79% -> (1 + 0.79/12)^12 - 1 = 114.9174...% -> 114.92', () => {
    // 0.79 / 12 = 0.0658333...; 1.0658333^12 = 2.1491740...; minus 1, in percent, 2 decimals.
    expect(tea(79)).toBe(114.92);
    expect(tea(0)).toBe(0);
    expect(tea(12)).toBe(12.68); // 1.01^12 = 1.126825...
  });

  it('worked example: TNA 60% capitalised monthly is a TEA of 79.59%', () => {
    // By hand: i = 60% / 12 = 5% a month. 1.05^2 = 1.1025; ^4 = 1.21550625; ^8 = 1.477455443789...;
    // ^12 = ^8 x ^4 = 1.795856326022...; minus 1 = 0.795856... -> 79.5856% -> 79.59 (2 decimals).
    expect(tea(60)).toBe(79.59);
  });

  it('refuses a negative or absurd TNA', () => {
    expect(() => tea(-1)).toThrow(RangeError);
    expect(() => tea(1001)).toThrow(RangeError);
  });
});

describe('rateTableFigures', () => {
  const table = {
    tnaByInstallments: { 12: 79, 3: 70 },
    minAmount: 100_000,
    maxAmount: 1_000_000,
    step: 100_000,
  };

  it('gives TNA, TEA and the plans CFT per installment count, sorted', () => {
    const rows = rateTableFigures(table);
    expect(rows.map((r) => r.installments)).toEqual([3, 12]);
    const twelve = rows[1]!;
    expect(twelve).toMatchObject({ installments: 12, tna: 79, tea: 114.92 });
    // With IVA on interest, r is about 1.21 * i: (1 + 1.21 * 0.79 / 12)^12 - 1 = 150.86% up to cent rounding.
    expect(twelve.cft).toBeCloseTo(150.86, 0);
    // The same CFT the plans and the legajo show, at the grid's ends (the highest of both).
    expect(twelve.cft).toBe(Math.max(cft(100_000, 79, 12).cftea, cft(1_000_000, 79, 12).cftea));
  });

  it('refuses what the plans would refuse', () => {
    expect(() => rateTableFigures({ ...table, step: 0 })).toThrow(RangeError);
    expect(() => rateTableFigures({ ...table, tnaByInstallments: { 12: 79.001 } })).toThrow(RangeError);
  });
});
