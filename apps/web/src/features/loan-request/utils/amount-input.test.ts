import { describe, expect, it } from 'vitest';
import { formatArsInput, isValidAmount, parseArsAmount } from './amount-input';

describe('es-AR amount input', () => {
  it('reads thousands dots and a decimal comma', () => {
    expect(parseArsAmount('150.000')).toBe(150_000);
    expect(parseArsAmount('$ 1.250.000,50')).toBe(1_250_000.5);
    expect(parseArsAmount('300000')).toBe(300_000);
  });

  it('text, empty and negative are not amounts', () => {
    expect(parseArsAmount('abc')).toBeNaN();
    expect(parseArsAmount('')).toBeNaN();
    expect(parseArsAmount('-100')).toBeNaN();
    expect(parseArsAmount('1,234')).toBeNaN();
  });

  it('regroups while typing', () => {
    expect(formatArsInput('150000')).toBe('150.000');
    expect(formatArsInput('1500000,5')).toBe('1.500.000,5');
    expect(formatArsInput('12a3')).toBe('123');
    expect(formatArsInput('007')).toBe('7');
    expect(formatArsInput('1,234')).toBe('1,23');
  });

  it('only positive numbers continue', () => {
    expect(isValidAmount(0)).toBe(false);
    expect(isValidAmount(-5)).toBe(false);
    expect(isValidAmount(Number.NaN)).toBe(false);
    expect(isValidAmount(0.01)).toBe(true);
  });
});
