import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format-date-time';

describe('date-times', () => {
  it('writes dd/mm/yyyy hh:mm in 24-hour Buenos Aires time', () => {
    expect(formatDateTime('2025-01-05T12:07:00.000Z')).toBe('05/01/2025 09:07');
    expect(formatDateTime('2025-12-31T23:59:00.000Z')).toBe('31/12/2025 20:59');
    // 01:30 UTC is still the previous evening in Buenos Aires (UTC-3); midnight is 00, not 24.
    expect(formatDateTime('2025-03-15T01:30:00.000Z')).toBe('14/03/2025 22:30');
    expect(formatDateTime('2025-03-15T03:05:00.000Z')).toBe('15/03/2025 00:05');
  });

  it('writes dd/mm/yyyy alone, and nothing for what is not a date', () => {
    expect(formatDay('2025-01-05T12:07:00.000Z')).toBe('05/01/2025');
    expect(formatDay('no es fecha')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
