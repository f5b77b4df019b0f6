import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney, toIsoDate, toServerDate } from './format';
import { formatInstantLong, formatInstantShort } from './format';

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

describe('instants', () => {
  it('writes server date-times as Buenos Aires dates, long and short', () => {
    // 02:30 UTC is still the previous evening in Buenos Aires (UTC-3).
    expect(formatInstantLong('2025-03-15T02:30:00.000Z')).toBe('14 de marzo de 2025');
    expect(formatInstantShort('2025-03-15T02:30:00.000Z')).toBe('14/03/2025');
    expect(formatInstantLong('no es fecha')).toBe('');
    expect(formatInstantShort(null)).toBe('');
  });
});
