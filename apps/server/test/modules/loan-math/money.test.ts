import { describe, expect, it } from 'vitest';
import { fromCents, roundTo, toCents } from '../../../src/modules/loan-math/money';

describe('money', () => {
  it('converts pesos to whole cents and back', () => {
    expect(toCents(1234.56)).toBe(123_456);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-0)).toBe(0);
    expect(Object.is(toCents(-0), 0)).toBe(true);
    expect(fromCents(123_456)).toBe(1234.56);
  });

  it('refuses fractions of a cent and non-numbers', () => {
    expect(() => toCents(10.005)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('rounds half away from zero, whatever binary noise the decimal carries', () => {
    // 1.005 is stored as 1.00499999999999989..., naive Math.round(x*100)/100 gives 1.
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-2.675, 2)).toBe(-2.68);
    expect(roundTo(169.76000658, 2)).toBe(169.76);
    expect(roundTo(0.004, 2)).toBe(0);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });
});
