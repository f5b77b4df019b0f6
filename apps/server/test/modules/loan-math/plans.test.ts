import { describe, expect, it } from 'vitest';
import { schedule } from '../../../src/modules/loan-math/amortization';
import { availableCapacity } from '../../../src/modules/loan-math/capacity';
import { cft } from '../../../src/modules/loan-math/cft';
import { parsePlanId, planId } from '../../../src/modules/loan-math/plan-id';
import { findOfferedPlan, offeredPlan, plans, type PlansInput } from '../../../src/modules/loan-math/plans';
import { validateRateTable, type RateTable } from '../../../src/modules/loan-math/rate-table';

const rates: RateTable = {
  tnaByInstallments: { 12: 84, 3: 60, 6: 72 }, // unordered on purpose
  minAmount: 50_000,
  maxAmount: 200_000,
  step: 50_000,
};
const input = (over: Partial<PlansInput> = {}): PlansInput => ({
  lineId: 7,
  rates,
  availableCapacity: 30_000,
  declaredCap: null,
  ...over,
});
const largestPayment = (amount: number, tna: number, n: number) =>
  Math.max(...schedule(amount, tna, n).map((r) => r.payment));

describe('plans: worked example', () => {
  // Line 7: 3 months at 60% (i = 5%), 6 at 72% (6%), 12 at 84% (7%); amounts 50,000..200,000 by 50,000.
  // First month's payment = A + 21% of P*i, A = P*i/(1-(1+i)^-n). By hand for 50,000 in 3 months:
  //   1.05^3 = 1.157625; 1 - 1/1.157625 = 0.1361624; A = 2,500 / 0.1361624 = 18,360.43;
  //   + IVA on 2,500 = 525.00 -> 18,885.43.
  // Independently (Python decimal, whole schedule, max over months):
  //   amount   3 months    6 months    12 months
  //   50,000   18,885.43   10,798.13    7,030.10
  //  100,000   37,770.86   21,596.26   14,060.20
  //  150,000   56,656.28   32,394.39   21,090.30
  //  200,000   75,541.71   43,192.53   28,120.40
  // With 30,000 a month available the affordable cells are the ones at or below 30,000.
  it('offers exactly the affordable cells, sorted by amount then installments', () => {
    const offered = plans(input());
    expect(offered.map((p) => [p.MontoPrestado, p.CantidadCuotas])).toEqual([
      [50_000, 3],
      [50_000, 6],
      [50_000, 12],
      [100_000, 6],
      [100_000, 12],
      [150_000, 12],
      [200_000, 12],
    ]);
  });

  it('carries the first month deduction (IVA included), the TNA, the TEA and the CFT of each plan', () => {
    // CFTEA from the same independent computation: 102.36% (3), 131.87% (6), 165.29% (12) at any amount.
    // MontoCuota is the table's first-month payment above (installment + IVA on the month's interest).
    // TEA = (1 + i)^12 - 1: 1.05^12 = 1.795856 -> 79.59%; 1.06^12 = 2.012196 -> 101.22%;
    // 1.07^12 = 2.252192 -> 125.22%.
    const offered = plans(input());
    expect(offered[0]).toEqual({
      Id: '7-5000000-3',
      MontoPrestado: 50_000,
      CantidadCuotas: 3,
      MontoCuota: 18_885.43,
      TNA: 60,
      TEA: 79.59,
      CFT: 102.36,
    });
    expect(offered[1]).toMatchObject({ MontoCuota: 10_798.13, TNA: 72, TEA: 101.22, CFT: 131.87 });
    expect(offered.at(-1)).toEqual({
      Id: '7-20000000-12',
      MontoPrestado: 200_000,
      CantidadCuotas: 12,
      MontoCuota: 28_120.4,
      TNA: 84,
      TEA: 125.22,
      CFT: 165.29,
    });
  });

  it('the declared amount caps the amounts (non-army members)', () => {
    expect(plans(input({ declaredCap: 100_000 })).map((p) => p.MontoPrestado)).toEqual([
      50_000, 50_000, 50_000, 100_000, 100_000,
    ]);
    // A declared amount off the grid keeps the grid amounts below it.
    expect(plans(input({ declaredCap: 99_999.99 })).map((p) => p.MontoPrestado)).toEqual([
      50_000, 50_000, 50_000,
    ]);
    expect(plans(input({ declaredCap: 49_999 }))).toEqual([]);
    expect(plans(input({ declaredCap: 0 }))).toEqual([]);
  });

  it('capacity is a hard bound: one cent short of a payment drops that plan', () => {
    const at = plans(input({ availableCapacity: 7_030.1 }));
    expect(at.map((p) => p.Id)).toEqual(['7-5000000-12']);
    expect(plans(input({ availableCapacity: 7_030.09 }))).toEqual([]);
  });

  it('nothing affordable gives an empty list', () => {
    expect(plans(input({ availableCapacity: 0 }))).toEqual([]);
    expect(plans(input({ availableCapacity: 1_000 }))).toEqual([]);
  });
});

describe('plans: properties', () => {
  const line: RateTable = {
    tnaByInstallments: { 1: 45, 3: 55, 6: 65, 9: 70, 12: 75, 18: 85, 24: 95, 36: 105, 48: 115, 72: 130 },
    minAmount: 20_000,
    maxAmount: 3_000_000,
    step: 20_000,
  };

  it.each([
    [5_000, null],
    [45_000, null],
    [120_000, 800_000],
    [300_000, 1_000_000],
    [1_000_000, null],
    [77_777.77, 333_333.33],
  ])(
    'capacity %d, cap %s: every offer is on the grid, within cap and capacity, and nothing affordable is missing',
    (capacity, cap) => {
      const offered = plans({ lineId: 1, rates: line, availableCapacity: capacity, declaredCap: cap });
      const ids = new Set(offered.map((p) => p.Id));
      for (const [key, tna] of Object.entries(line.tnaByInstallments)) {
        const n = Number(key);
        for (let amount = line.minAmount; amount <= line.maxAmount; amount += line.step) {
          const affordable = largestPayment(amount, tna, n) <= capacity && (cap === null || amount <= cap);
          expect(ids.has(planId(1, amount, n)), `${amount} in ${n}`).toBe(affordable);
        }
      }
      for (const p of offered) {
        expect((p.MontoPrestado - line.minAmount) % line.step).toBe(0);
        expect(p.MontoPrestado).toBeLessThanOrEqual(cap ?? Infinity);
        expect(largestPayment(p.MontoPrestado, p.TNA, p.CantidadCuotas)).toBeLessThanOrEqual(capacity);
        expect(p.CFT).toBe(cft(p.MontoPrestado, p.TNA, p.CantidadCuotas).cftea);
        expect(p.CFT).toBeGreaterThan(p.TNA);
      }
      const order = offered.map((p) => [p.MontoPrestado, p.CantidadCuotas]);
      const sorted = [...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
      expect(order).toEqual(sorted);
    },
  );

  it('more capacity never removes a plan', () => {
    let previous = new Set<string>();
    for (const capacity of [0, 10_000, 50_000, 100_000, 400_000]) {
      const ids = new Set(
        plans({ lineId: 1, rates: line, availableCapacity: capacity, declaredCap: null }).map((p) => p.Id),
      );
      for (const id of previous) expect(ids.has(id)).toBe(true);
      previous = ids;
    }
  });

  it('maxAmount off the grid is not offered itself; the grid stops below it', () => {
    const offered = plans(input({ rates: { ...rates, maxAmount: 180_000 }, availableCapacity: 1e9 }));
    expect([...new Set(offered.map((p) => p.MontoPrestado))]).toEqual([50_000, 100_000, 150_000]);
  });

  it('TNA 0 plans cost nothing: CFT 0', () => {
    const offered = plans(input({ rates: { ...rates, tnaByInstallments: { 10: 0 } } }));
    expect(offered[0]).toMatchObject({
      MontoPrestado: 50_000,
      CantidadCuotas: 10,
      MontoCuota: 5_000,
      TNA: 0,
      TEA: 0,
      CFT: 0,
    });
  });

  it('does not offer a degenerate schedule that would end before its last month', () => {
    // 1,000 at 150% in 72 months amortises 2.6 cents in the first month; the rounded-up installment
    // (125.03) pays it off early (amortization.test.ts), so it is not a 72-month plan. 12 months is.
    const tiny: RateTable = {
      tnaByInstallments: { 12: 150, 72: 150 },
      minAmount: 1_000,
      maxAmount: 1_000,
      step: 1,
    };
    expect(
      plans({ lineId: 2, rates: tiny, availableCapacity: 1e6, declaredCap: null }).map((p) => p.Id),
    ).toEqual(['2-100000-12']);
  });

  it('handles a large grid quickly (10 counts x 150 amounts)', () => {
    const started = performance.now();
    const offered = plans({ lineId: 1, rates: line, availableCapacity: 10_000_000, declaredCap: null });
    expect(offered).toHaveLength(1_500);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('plan ids: deterministic, parseable, and re-checked on the server', () => {
  it('round-trips', () => {
    expect(planId(3, 150_000, 12)).toBe('3-15000000-12');
    expect(planId(3, 150_000.5, 12)).toBe('3-15000050-12');
    expect(parsePlanId('3-15000050-12')).toEqual({ lineId: 3, amount: 150_000.5, installments: 12 });
    expect(planId(3, 150_000, 12)).toBe(planId(3, 150_000, 12));
  });

  it.each([
    '',
    '3-15000000',
    '03-15000000-12',
    '3-015000000-12',
    '3-15000000-012',
    '3-0-12',
    '3-150000.00-12',
    '-3-1-1',
    '3-1-1 ',
    'a-b-c',
    '1-1-1000',
  ])('rejects %j', (id) => expect(parsePlanId(id)).toBeNull());

  it('findOfferedPlan gives the same plan as the list, and null for anything not offered now', () => {
    const list = plans(input());
    for (const p of list) expect(findOfferedPlan(input(), p.Id)).toEqual(p);
    expect(findOfferedPlan(input(), '7-20000000-3')).toBeNull(); // exists on the grid, not affordable
    expect(findOfferedPlan(input(), '8-5000000-3')).toBeNull(); // another line
    expect(findOfferedPlan(input(), '7-7500000-12')).toBeNull(); // off the step
    expect(findOfferedPlan(input(), '7-5000000-4')).toBeNull(); // no such installment count
    expect(findOfferedPlan(input(), '7-25000000-12')).toBeNull(); // above max
    expect(findOfferedPlan(input({ declaredCap: 100_000 }), '7-15000000-12')).toBeNull(); // above cap
    expect(findOfferedPlan(input(), 'nonsense')).toBeNull();
  });

  it('offeredPlan checks a raw (amount, installments) pair the same way', () => {
    expect(offeredPlan(input(), 100_000, 6)?.MontoCuota).toBe(21_596.26);
    expect(offeredPlan(input(), 100_000.001, 6)).toBeNull();
    expect(offeredPlan(input(), 75_000, 12)).toBeNull();
    expect(offeredPlan(input(), Number.NaN, 6)).toBeNull();
  });
});

describe('rate tables', () => {
  it.each<[string, Partial<RateTable>]>([
    ['min 0', { minAmount: 0 }],
    ['max below min', { maxAmount: 10_000 }],
    ['step 0', { step: 0 }],
    ['fractions of a cent', { step: 0.001 }],
    ['no installment counts', { tnaByInstallments: {} }],
    ['installments 0', { tnaByInstallments: { 0: 50 } }],
    ['negative TNA', { tnaByInstallments: { 12: -1 } }],
    ['a TNA with 3 decimals (shown with 2)', { tnaByInstallments: { 12: 85.555 } }],
    ['a grid of a million amounts', { minAmount: 1, maxAmount: 1_000_000, step: 1 }],
  ])('refuses %s', (_label, over) => {
    expect(() => validateRateTable({ ...rates, ...over })).toThrow(RangeError);
    expect(() => plans(input({ rates: { ...rates, ...over } }))).toThrow(RangeError);
  });
});

describe('tiers: several amount ranges, each with its own step and rates', () => {
  // The worked example's table below 200,000; above it 300,000..600,000 by 100,000 at 48% in 12 or 24.
  const upper: RateTable = {
    tnaByInstallments: { 24: 48, 12: 48 },
    minAmount: 300_000,
    maxAmount: 600_000,
    step: 100_000,
  };
  const tiered = (over: Partial<PlansInput> = {}) => input({ rates: [upper, rates], ...over });

  it('offers each amount with the rates of the range it falls in, none in between', () => {
    const offered = plans(tiered({ availableCapacity: 1e9 }));
    const at = (amount: number) =>
      offered.filter((p) => p.MontoPrestado === amount).map((p) => [p.CantidadCuotas, p.TNA]);
    expect(at(200_000)).toEqual([
      [3, 60],
      [6, 72],
      [12, 84],
    ]);
    expect(at(250_000)).toEqual([]);
    expect(at(300_000)).toEqual([
      [12, 48],
      [24, 48],
    ]);
    expect(at(600_000)).toHaveLength(2);
    // Exactly the two grids, no more.
    expect(offered).toHaveLength(4 * 3 + 4 * 2);
  });

  it('offeredPlan finds the range of the amount, and agrees with the list', () => {
    const all = tiered({ availableCapacity: 1e9 });
    for (const p of plans(all)) expect(offeredPlan(all, p.MontoPrestado, p.CantidadCuotas)).toEqual(p);
    expect(offeredPlan(all, 300_000, 3)).toBeNull(); // 3 installments only in the lower range
    expect(offeredPlan(all, 350_000, 12)).toBeNull(); // off the upper range's step
    expect(offeredPlan(all, 250_000, 12)).toBeNull(); // between the ranges
    expect(offeredPlan(tiered({ availableCapacity: 1e9, declaredCap: 400_000 }), 500_000, 12)).toBeNull();
  });

  it('refuses overlapping ranges: an amount would have two prices', () => {
    const overlapping = { ...upper, minAmount: 200_000 };
    expect(() => validateRateTable([rates, overlapping])).toThrow(RangeError);
    expect(() => plans(input({ rates: [rates, overlapping] }))).toThrow(RangeError);
    expect(() => validateRateTable([])).toThrow(RangeError);
  });
});

describe("the CFT cap of the member's organismo", () => {
  it('leaves out the plans whose CFT is above it, and only those', () => {
    // CFTs of the worked example: 102.36% (3), 131.87% (6), 165.29% (12).
    const capped = plans(input({ availableCapacity: 1e9, cftCap: 140 }));
    expect(new Set(capped.map((p) => p.CantidadCuotas))).toEqual(new Set([3, 6]));
    expect(capped).toEqual(plans(input({ availableCapacity: 1e9 })).filter((p) => p.CFT <= 140));
    expect(offeredPlan(input({ availableCapacity: 1e9, cftCap: 140 }), 50_000, 12)).toBeNull();
    expect(
      plans(input({ availableCapacity: 1e9, cftCap: 165.29 })).some((p) => p.CantidadCuotas === 12),
    ).toBe(true);
  });
});

describe('availableCapacity', () => {
  it('capacity - active installments + pre-cancelled ones', () => {
    // 100,000 - (25,000.50 + 14,999.50) + 14,999.50 = 74,999.50
    expect(
      availableCapacity({
        capacity: 100_000,
        activeInstallments: [25_000.5, 14_999.5],
        preCancelledInstallments: [14_999.5],
      }),
    ).toBe(74_999.5);
    expect(
      availableCapacity({ capacity: 100_000, activeInstallments: [], preCancelledInstallments: [] }),
    ).toBe(100_000);
    // Exact cents, no binary drift: 0.1 + 0.2 of installments leave 0.70 of 1.00.
    expect(
      availableCapacity({ capacity: 1, activeInstallments: [0.1, 0.2], preCancelledInstallments: [] }),
    ).toBe(0.7);
  });

  it('never goes below zero', () => {
    expect(
      availableCapacity({
        capacity: 50_000,
        activeInstallments: [40_000, 30_000],
        preCancelledInstallments: [],
      }),
    ).toBe(0);
    expect(
      availableCapacity({
        capacity: 50_000,
        activeInstallments: [40_000, 30_000],
        preCancelledInstallments: [30_000],
      }),
    ).toBe(10_000);
  });

  it('refuses negative or malformed amounts', () => {
    expect(() =>
      availableCapacity({ capacity: 1_000, activeInstallments: [-5], preCancelledInstallments: [] }),
    ).toThrow(RangeError);
    expect(() =>
      availableCapacity({ capacity: Number.NaN, activeInstallments: [], preCancelledInstallments: [] }),
    ).toThrow(RangeError);
  });
});
