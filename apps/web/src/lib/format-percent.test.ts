import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent';

describe('formatPercent', () => {
  it('writes rates with two decimals, es-AR digits and the sign attached', () => {
    expect(formatPercent(79.59)).toBe('79,59%');
    expect(formatPercent(98.5)).toBe('98,50%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(1234.567)).toBe('1.234,57%');
  });

  it('writes the payment progress with one decimal', () => {
    expect(formatPercent(33.3, 1)).toBe('33,3%');
    expect(formatPercent(25, 1)).toBe('25,0%');
    expect(formatPercent(100, 1)).toBe('100,0%');
  });

  it("matches Intl's es-AR percent style, the form the legajo PDF also uses", () => {
    const intl = new Intl.NumberFormat('es-AR', {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(formatPercent(79.59)).toBe(intl.format(0.7959));
    expect(formatPercent(114.92)).toBe(intl.format(1.1492));
  });
});
