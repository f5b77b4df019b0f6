import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatInstantLong,
  formatInstantShort,
  formatLongDate,
  formatMoney,
  toIsoDate,
  toServerDate,
} from './format';

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

describe('date-times', () => {
  it('writes dd/mm/yyyy hh:mm in 24-hour Buenos Aires time', () => {
    expect(formatDateTime('2025-01-05T12:07:00.000Z')).toBe('05/01/2025 09:07');
    expect(formatDateTime('2025-12-31T23:59:00.000Z')).toBe('31/12/2025 20:59');
    // 01:30 UTC is still the previous evening in Buenos Aires (UTC-3); midnight is 00, not 24.
    expect(formatDateTime('2025-03-15T01:30:00.000Z')).toBe('14/03/2025 22:30');
    expect(formatDateTime('2025-03-15T03:05:00.000Z')).toBe('15/03/2025 00:05');
  });

  it('writes dd/mm/yyyy alone, and nothing for what is not a date', () => {
    expect(formatInstantShort('2025-01-05T12:07:00.000Z')).toBe('05/01/2025');
    expect(formatInstantShort('no es fecha')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
