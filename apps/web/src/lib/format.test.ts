import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney, toIsoDate, toServerDate } from './format';

describe('formatting', () => {
  it('formats ARS with two decimals, es-AR style', () => {
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('$ 1.234,50');
    expect(formatMoney(0).replace(/\s/g, ' ')).toBe('$ 0,00');
  });

  it('converts dd/mm/yyyy and yyyy-mm-dd both ways', () => {
    expect(toIsoDate('05/03/1985')).toBe('1985-03-05');
    expect(toServerDate('1985-03-05')).toBe('05/03/1985');
    expect(toServerDate(toIsoDate('31/12/1999'))).toBe('31/12/1999');
    expect(toIsoDate('1985-03-05')).toBe('');
    expect(toIsoDate(null)).toBe('');
    expect(toServerDate('')).toBe('');
  });

  it('writes a long es-AR date, or null for no date', () => {
    expect(formatLongDate('05/03/1985')).toBe('5 de marzo de 1985');
    expect(formatLongDate('1990-12-31')).toBe('31 de diciembre de 1990');
    expect(formatLongDate('31/02/1990')).toBeNull();
    expect(formatLongDate(null)).toBeNull();
  });
});
