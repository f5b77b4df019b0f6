import { describe, expect, it } from 'vitest';
import { frenchInstallment, schedule } from '../../../src/modules/loan-math/amortization';
import { IVA_PERCENT } from '../../../src/modules/loan-math/rates';

const sumCents = (values: number[]) => values.reduce((total, v) => total + Math.round(v * 100), 0) / 100;

describe('frenchInstallment: published PMT examples (same annuity formula, other currencies)', () => {
  // Each source states PMT(annual/12, n, P); the sign is dropped (they show what is paid as negative).
  it.each([
    // Microsoft Support, "PMT function", example: =PMT(8%/12, 10, 10000) -> ($1,037.03)
    { source: 'Microsoft PMT', p: 10_000, tna: 8, n: 10, expected: 1037.03 },
    // Claris FileMaker help, "PMT", example 1: PMT(21000; .069/12; 48) -> $501.90
    { source: 'Claris PMT', p: 21_000, tna: 6.9, n: 48, expected: 501.9 },
    // Apache OpenOffice wiki, "Calc: PMT function": PMT(5.5%/12; 12*2; 5000) -> -220.48
    { source: 'OpenOffice PMT', p: 5_000, tna: 5.5, n: 24, expected: 220.48 },
    // MESCIUS formula reference, "PMT": PMT(6%/12, 15, 5000) -> -346.82
    { source: 'MESCIUS PMT', p: 5_000, tna: 6, n: 15, expected: 346.82 },
    // Textbook 30-year mortgage: 100,000 at 6% nominal, 360 months -> 599.55
    { source: '30-year mortgage table', p: 100_000, tna: 6, n: 360, expected: 599.55 },
  ])('$source: P=$p, TNA=$tna%, n=$n -> $expected', ({ p, tna, n, expected }) => {
    expect(frenchInstallment(p, tna, n)).toBe(expected);
  });
});

describe('frenchInstallment: worked by hand', () => {
  it('P = 100,000, TNA 120%, 2 installments', () => {
    // i = 120% / 12 = 0.10;  (1+i)^2 = 1.21;  1 - 1.21^-1 = 0.1735537190...
    // A = 100,000 * 0.10 / 0.1735537190 = 10,000 * 1.21 / 0.21 = 57,619.047619... -> 57,619.05
    expect(frenchInstallment(100_000, 120, 2)).toBe(57_619.05);
  });

  it('P = 300,000, TNA 96%, 12 installments', () => {
    // i = 0.08;  1.08^12 = 2.518170116818978;  1 - 1.08^-12 = 0.602886241354008
    // A = 300,000 * 0.08 / 0.602886241354008 = 24,000 / 0.602886241354008 = 39,808.505077... -> 39,808.51
    expect(frenchInstallment(300_000, 96, 12)).toBe(39_808.51);
  });

  it('TNA 0 divides the principal evenly: 120,000 / 12 = 10,000; 100 / 3 = 33.33', () => {
    expect(frenchInstallment(120_000, 0, 12)).toBe(10_000);
    expect(frenchInstallment(100, 0, 3)).toBe(33.33);
  });

  it('one installment is principal plus one month of interest: 50,000 * 1.05 = 52,500', () => {
    expect(frenchInstallment(50_000, 60, 1)).toBe(52_500);
  });

  it('a tiny rate does not lose precision (expm1/log1p): 0.01% TNA over 480 months', () => {
    // i = 0.0001/12 = 8.3333e-6; A = P/n * (1 + (n+1)*i/2 + ...) = 2,500 * (1 + 0.0020042) ~ 2,505.01
    expect(frenchInstallment(1_200_000, 0.01, 480)).toBe(2_505.01);
  });
});

describe('schedule: worked example row by row', () => {
  // P = 300,000, TNA 96% (i = 0.08), A = 39,808.51 (above). Each month, as on paper:
  //   interest = round(balance * 0.08, 2); IVA = round(interest * 0.21, 2);
  //   principal = A - interest (last month: the remaining balance); payment = installment + IVA.
  // Computed independently with Python's decimal module (ROUND_HALF_UP, 50 digits), not this code.
  const expected = [
    [1, 39808.51, 24000.0, 5040.0, 15808.51, 44848.51, 284191.49],
    [2, 39808.51, 22735.32, 4774.42, 17073.19, 44582.93, 267118.3],
    [3, 39808.51, 21369.46, 4487.59, 18439.05, 44296.1, 248679.25],
    [4, 39808.51, 19894.34, 4177.81, 19914.17, 43986.32, 228765.08],
    [5, 39808.51, 18301.21, 3843.25, 21507.3, 43651.76, 207257.78],
    [6, 39808.51, 16580.62, 3481.93, 23227.89, 43290.44, 184029.89],
    [7, 39808.51, 14722.39, 3091.7, 25086.12, 42900.21, 158943.77],
    [8, 39808.51, 12715.5, 2670.26, 27093.01, 42478.77, 131850.76],
    [9, 39808.51, 10548.06, 2215.09, 29260.45, 42023.6, 102590.31],
    [10, 39808.51, 8207.22, 1723.52, 31601.29, 41532.03, 70989.02],
    [11, 39808.51, 5679.12, 1192.62, 34129.39, 41001.13, 36859.63],
    // The last month pays the 36,859.63 left: 11 cents less than A, the rounding given back.
    [12, 39808.4, 2948.77, 619.24, 36859.63, 40427.64, 0],
  ];

  it('matches the independent computation in every field', () => {
    const rows = schedule(300_000, 96, 12).map((r) => [
      r.number,
      r.installment,
      r.interest,
      r.ivaOnInterest,
      r.principalPaid,
      r.payment,
      r.balance,
    ]);
    expect(rows).toEqual(expected);
  });

  it('two installments at TNA 120%, by hand', () => {
    // Month 1: interest 100,000 * 0.10 = 10,000.00; IVA 2,100.00; principal 57,619.05 - 10,000 = 47,619.05
    // Month 2: balance 52,380.95; interest 5,238.095 -> 5,238.10; IVA 1,100.001 -> 1,100.00;
    //          principal 52,380.95 (all that is left), installment 52,380.95 + 5,238.10 = 57,619.05
    expect(schedule(100_000, 120, 2)).toEqual([
      {
        number: 1,
        installment: 57619.05,
        interest: 10000,
        ivaOnInterest: 2100,
        principalPaid: 47619.05,
        payment: 59719.05,
        balance: 52380.95,
      },
      {
        number: 2,
        installment: 57619.05,
        interest: 5238.1,
        ivaOnInterest: 1100,
        principalPaid: 52380.95,
        payment: 58719.05,
        balance: 0,
      },
    ]);
  });

  it('the last installment can also be above the others when rounding went the other way', () => {
    // P = 1,000,000, TNA 85.5%, 24 months: A = 88,147.86 and the 24th installment is 88,147.97
    // (independent Python decimal computation, same rules as above).
    const rows = schedule(1_000_000, 85.5, 24);
    expect(rows[0]).toMatchObject({
      installment: 88147.86,
      interest: 71250,
      ivaOnInterest: 14962.5,
      payment: 103110.36,
    });
    expect(rows[23]).toMatchObject({
      installment: 88147.97,
      interest: 5862.82,
      ivaOnInterest: 1231.19,
      principalPaid: 82285.15,
      balance: 0,
    });
    expect(sumCents(rows.map((r) => r.installment))).toBe(2_115_548.75);
    expect(sumCents(rows.map((r) => r.payment))).toBe(2_349_813.99);
  });
});

describe('schedule: properties', () => {
  const cases: [number, number, number][] = [];
  for (const p of [1_000, 55_555.55, 250_000, 1_234_567.89, 99_999_999.99]) {
    for (const tna of [0, 0.5, 45, 85.5, 150, 300]) {
      for (const n of [1, 2, 3, 6, 12, 18, 24, 36, 48, 72, 120]) cases.push([p, tna, n]);
    }
  }

  it.each(cases)('P=%d TNA=%d n=%d: principal repaid is P, balance ends at 0, sums agree', (p, tna, n) => {
    const rows = schedule(p, tna, n);
    expect(rows).toHaveLength(n);
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
    expect(sumCents(rows.map((r) => r.principalPaid))).toBe(p);
    expect(rows.at(-1)?.balance).toBe(0);
    const installment = frenchInstallment(p, tna, n);
    let balance = p;
    for (const r of rows) {
      expect(sumCents([r.principalPaid, r.interest])).toBe(r.installment);
      expect(sumCents([r.installment, r.ivaOnInterest])).toBe(r.payment);
      // IVA in whole cents: round(interest cents * 21 / 100), integer arithmetic so halves are exact.
      expect(r.ivaOnInterest).toBe(Math.round((Math.round(r.interest * 100) * IVA_PERCENT) / 100) / 100);
      balance = sumCents([balance, -r.principalPaid]);
      expect(r.balance).toBe(balance);
      expect(r.balance).toBeGreaterThanOrEqual(0);
      // Every month but the last pays exactly A, unless it pays the loan off early (see below).
      if (r.number < n && r.balance > 0) expect(r.installment).toBe(installment);
    }
    // Within the products a line can carry (P >= 10,000, TNA <= 150%, n <= 72) the balance only
    // reaches 0 in the last month. Beyond them (say 1,000 at 150% in 72 months, where the first month
    // amortises 2.6 cents) a rounded-up A can pay the loan off early; the rows stay consistent and
    // plans() does not offer such a plan.
    if (p >= 10_000 && tna <= 150 && n <= 72) {
      for (const r of rows.slice(0, -1)) expect(r.balance).toBeGreaterThan(0);
    }
    // Rounding is settled in the last month. Each month adds at most one cent of error to the balance
    // (half a cent from rounding A, half from rounding the interest), and an error left in the balance
    // earns interest like the balance does; so the last installment is off A by at most
    // 1 + (1+i) * s(n-1) cents, s(m) = ((1+i)^m - 1)/i (m when i = 0), the future value of 1 cent a month.
    const i = tna / 1200;
    const s = i === 0 ? n - 1 : ((1 + i) ** (n - 1) - 1) / i;
    expect(Math.abs((rows.at(-1)?.installment ?? 0) - installment)).toBeLessThanOrEqual(
      (1 + (1 + i) * s) / 100,
    );
    // Interest never rises, so neither does the payment, except the last month's rounding.
    for (let k = 1; k < n - 1; k++) expect(rows[k]!.payment).toBeLessThanOrEqual(rows[k - 1]!.payment);
    // Total paid equals the sum of the schedule: principal + interest + IVA.
    expect(sumCents(rows.map((r) => r.payment))).toBe(
      sumCents([p, ...rows.map((r) => r.interest), ...rows.map((r) => r.ivaOnInterest)]),
    );
  });

  it('the installment falls as the number of installments grows (TNA > 0), and stays above P/n', () => {
    for (const tna of [0.5, 30, 85.5, 150]) {
      let previous = Infinity;
      for (let n = 1; n <= 72; n++) {
        const a = frenchInstallment(500_000, tna, n);
        expect(a).toBeLessThan(previous);
        expect(a).toBeGreaterThan(500_000 / n);
        previous = a;
      }
    }
  });

  it('at extreme rate x term the installment tends to P*i and merely stops falling once the cent hides it', () => {
    // TNA 200%: i = 1/6, P*i = 83,333.33; beyond ~100 months P*i/((1+i)^n - 1) is under half a cent.
    let previous = Infinity;
    for (let n = 1; n <= 480; n++) {
      const a = frenchInstallment(500_000, 200, n);
      expect(a).toBeLessThanOrEqual(previous);
      expect(a).toBeGreaterThanOrEqual(83_333.33);
      previous = a;
    }
    expect(frenchInstallment(500_000, 200, 480)).toBe(83_333.33);
  });

  it('the installment grows with the rate', () => {
    let previous = 0;
    for (let tna = 0; tna <= 300; tna += 7.5) {
      const a = frenchInstallment(500_000, tna, 24);
      expect(a).toBeGreaterThan(previous);
      previous = a;
    }
  });
});

describe('schedule: edge cases', () => {
  it('one installment pays everything at once', () => {
    expect(schedule(50_000, 60, 1)).toEqual([
      {
        number: 1,
        installment: 52500,
        interest: 2500,
        ivaOnInterest: 525,
        principalPaid: 50000,
        payment: 53025,
        balance: 0,
      },
    ]);
  });

  it('TNA 0: no interest, no IVA, the last installment takes the odd cent', () => {
    const rows = schedule(100, 0, 3);
    expect(rows.map((r) => r.installment)).toEqual([33.33, 33.33, 33.34]);
    expect(rows.every((r) => r.interest === 0 && r.ivaOnInterest === 0)).toBe(true);
  });

  it('huge amounts keep exact cents (ARS 99,999,999,999.99 over 480 months)', () => {
    const rows = schedule(99_999_999_999.99, 150, 480);
    expect(sumCents(rows.map((r) => r.principalPaid))).toBe(99_999_999_999.99);
    expect(rows.at(-1)?.balance).toBe(0);
    for (const r of rows) expect(Number.isInteger(Math.round(r.payment * 100))).toBe(true);
  });

  it('a loan of a few cents still ends at 0 without negative balances', () => {
    for (const n of [1, 2, 5, 12, 72]) {
      const rows = schedule(0.03, 90, n);
      expect(sumCents(rows.map((r) => r.principalPaid))).toBe(0.03);
      expect(rows.every((r) => r.balance >= 0 && r.principalPaid >= 0)).toBe(true);
      expect(rows.at(-1)?.balance).toBe(0);
    }
  });

  it('refuses what is not a loan instead of computing nonsense', () => {
    expect(() => frenchInstallment(0, 50, 12)).toThrow(RangeError);
    expect(() => frenchInstallment(-1_000, 50, 12)).toThrow(RangeError);
    expect(() => frenchInstallment(1_000.005, 50, 12)).toThrow(/fractions of a cent/);
    expect(() => frenchInstallment(Number.NaN, 50, 12)).toThrow(RangeError);
    expect(() => frenchInstallment(1e12, 50, 12)).toThrow(/too large/);
    expect(() => frenchInstallment(1_000, -1, 12)).toThrow(RangeError);
    expect(() => frenchInstallment(1_000, 50, 0)).toThrow(RangeError);
    expect(() => frenchInstallment(1_000, 50, 1.5)).toThrow(RangeError);
    expect(() => schedule(1_000, 50, 481)).toThrow(RangeError);
  });

  it('accepts amounts that carry binary noise but are whole cents (0.1 + 0.2)', () => {
    expect(frenchInstallment(0.1 + 0.2, 0, 1)).toBe(0.3);
  });
});
