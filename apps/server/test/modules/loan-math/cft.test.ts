import { describe, expect, it } from 'vitest';
import { schedule } from '../../../src/modules/loan-math/amortization';
import { cft } from '../../../src/modules/loan-math/cft';
import { periodicIrr } from '../../../src/modules/loan-math/irr';

describe('periodicIrr: published and closed-form examples', () => {
  it('Microsoft RATE example: 48 payments of 200 for a loan of 8,000 -> 9.24% a year', () => {
    // Microsoft Support, "RATE function": =RATE(4*12, -200, 8000) shows 1% (rounded display) and
    // =RATE(4*12, -200, 8000)*12 shows 9.24%. Bisection in Python decimal gives r = 0.0077014724882...
    const r = periodicIrr(
      8000,
      Array.from({ length: 48 }, () => 200),
    );
    expect(r).toBeCloseTo(0.0077014724882, 12);
    expect(Math.round(r * 12 * 10_000) / 100).toBe(9.24);
  });

  it('one payment: r = payment / principal - 1 exactly', () => {
    expect(periodicIrr(100_000, [106_050])).toBeCloseTo(0.0605, 15);
  });

  it('two payments: the root of a quadratic', () => {
    // 59,719.05 x + 58,719.05 x^2 = 100,000 with x = 1/(1+r):
    // disc = 59,719.05^2 + 4 * 58,719.05 * 100,000 = 3,566,364,932.9025 + 23,487,620,000 = 27,053,984,932.9025
    // x = (-59,719.05 + 164,480.956140528621) / (2 * 58,719.05) = 0.892060635692578655
    // r = 1/x - 1 = 0.121000030702643107
    expect(periodicIrr(100_000, [59_719.05, 58_719.05])).toBeCloseTo(0.1210000307026431, 14);
  });

  it('paying back exactly what was lent is a zero rate; paying back less is a negative one', () => {
    expect(periodicIrr(1_000, [250, 250, 250, 250])).toBe(0);
    // 900 back on 1,000 in one month: r = -10%.
    expect(periodicIrr(1_000, [900])).toBeCloseTo(-0.1, 14);
  });

  it('converges where plain Newton from a poor start overshoots (huge rate, long term)', () => {
    // 50% a month for 120 months: each payment ~ P * 0.5; the root is r = 0.5.
    const p = 1_000_000;
    const a = (p * 0.5) / (1 - 1.5 ** -120);
    expect(
      periodicIrr(
        p,
        Array.from({ length: 120 }, () => a),
      ),
    ).toBeCloseTo(0.5, 12);
    // A single tiny payment after a long wait: present value is flat over most of the range.
    const flows = [...Array.from({ length: 479 }, () => 0), 2_000_000];
    expect(periodicIrr(1_000, flows)).toBeCloseTo(2_000 ** (1 / 480) - 1, 12);
  });

  it('refuses flows that have no rate', () => {
    expect(() => periodicIrr(0, [1])).toThrow(RangeError);
    expect(() => periodicIrr(100, [])).toThrow(RangeError);
    expect(() => periodicIrr(100, [-1, 200])).toThrow(RangeError);
    expect(() => periodicIrr(100, [0, 0])).toThrow(RangeError);
  });
});

describe('cft: worked examples', () => {
  it('one installment: P = 100,000, TNA 60%', () => {
    // i = 5%: interest 5,000.00, IVA 1,050.00, the member pays 106,050.00 after one month.
    // r = 106,050 / 100,000 - 1 = 0.0605;  CFTNA = 12 * 6.05% = 72.60%
    // CFTEA = 1.0605^12 - 1 = 2.023615858682574 - 1 = 102.36%;  TEA = 1.05^12 - 1 = 0.795856326 = 79.59%
    expect(cft(100_000, 60, 1)).toEqual({
      tna: 60,
      tea: 79.59,
      cftea: 102.36,
      cftna: 72.6,
      monthlyRate: expect.closeTo(0.0605, 14),
    });
  });

  it('two installments: P = 100,000, TNA 120% (flows of the schedule worked by hand)', () => {
    // Payments 59,719.05 and 58,719.05 (amortization.test.ts); r = 0.121000030702643107 (above).
    // CFTEA = 1.121000030702643^12 - 1 = 3.937925484005463 - 1 = 293.79%;  CFTNA = 145.2000368% = 145.20%
    // TEA = 1.1^12 - 1 = 2.138428376721 - 1 = 213.84%
    expect(cft(100_000, 120, 2)).toEqual({
      tna: 120,
      tea: 213.84,
      cftea: 293.79,
      cftna: 145.2,
      monthlyRate: expect.closeTo(0.1210000307026431, 14),
    });
  });

  it('twelve installments: P = 300,000, TNA 96% (independent Python decimal computation)', () => {
    // Flows: the 12 payments of amortization.test.ts (44,848.51 ... 40,427.64, sum 515,019.44).
    // Bisection on the NPV with 50-digit decimals: r = 0.0967999980244955;
    // CFTEA = (1+r)^12 - 1 = 203.0604697%;  CFTNA = 116.1599976%;  TEA = 1.08^12 - 1 = 151.8170117%
    expect(cft(300_000, 96, 12)).toEqual({
      tna: 96,
      tea: 151.82,
      cftea: 203.06,
      cftna: 116.16,
      monthlyRate: expect.closeTo(0.0967999980244955, 13),
    });
  });

  it('24 installments: P = 1,000,000, TNA 85.5% (independent Python decimal computation)', () => {
    // r = 0.0862125016744321; CFTEA 169.7600066%; CFTNA 103.4550020%; TEA = 1.07125^12 - 1 = 128.3968023%
    expect(cft(1_000_000, 85.5, 24)).toEqual({
      tna: 85.5,
      tea: 128.4,
      cftea: 169.76,
      cftna: 103.46,
      monthlyRate: expect.closeTo(0.0862125016744321, 13),
    });
  });

  it('TNA 0: no interest, no IVA, no cost', () => {
    expect(cft(120_000, 0, 12)).toEqual({ tna: 0, tea: 0, cftea: 0, cftna: 0, monthlyRate: 0 });
  });
});

describe('cft: properties', () => {
  const cases: [number, number, number][] = [];
  for (const p of [10_000, 333_333.33, 5_000_000]) {
    for (const tna of [0.5, 12, 45, 85.5, 120, 150])
      for (const n of [1, 3, 6, 12, 24, 36, 48, 72]) cases.push([p, tna, n]);
  }

  it.each(cases)('P=%d TNA=%d n=%d', (p, tna, n) => {
    const c = cft(p, tna, n);
    const rows = schedule(p, tna, n);
    // The rate solves the flows: the payments discounted at r give back P (to a fraction of a cent).
    const pv = rows.reduce((sum, row, k) => sum + row.payment / (1 + c.monthlyRate) ** (k + 1), 0);
    expect(Math.abs(pv - p)).toBeLessThan(1e-6 * p);
    // IVA makes the CFT exceed the TNA; compounding makes an effective rate at least its nominal one
    // (equal after rounding to 2 decimals at very low rates: 0.605% nominal is 0.6066% effective).
    expect(c.cftea).toBeGreaterThan(c.tna);
    expect(c.cftna).toBeGreaterThan(c.tna);
    expect(c.cftea).toBeGreaterThan(c.tea);
    expect(c.cftea).toBeGreaterThanOrEqual(c.cftna);
    expect(c.tea).toBeGreaterThanOrEqual(c.tna);
    // Paying IVA on every peso of interest is, up to cent rounding, paying interest at 1.21 * i:
    // if each payment is principal + 1.21 * i * balance, the balance is discounted exactly at r = 1.21 i.
    expect(c.monthlyRate).toBeCloseTo((1.21 * tna) / 1200, p >= 100_000 ? 6 : 4);
  });

  it('the CFT rises with the TNA', () => {
    let previous = -1;
    for (let tna = 0; tna <= 200; tna += 2.5) {
      const { cftea } = cft(250_000, tna, 18);
      expect(cftea).toBeGreaterThan(previous);
      previous = cftea;
    }
  });
});
