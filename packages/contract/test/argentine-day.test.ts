import { describe, expect, it } from 'vitest';
import { argentineClock, argentineDay, argentinePeriod, startOfArgentineDay } from '../src/argentine-day';

describe('the Argentine day', () => {
  it('is still the day before until 03:00 UTC', () => {
    expect(argentineDay(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
    expect(argentineDay(new Date('2026-12-01T02:59:59.999Z'))).toBe('2026-11-30');
    expect(argentineDay(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });

  it('turns the month and the year at Buenos Aires midnight', () => {
    expect(argentinePeriod(new Date('2027-01-01T02:59:59Z'))).toBe('202612');
    expect(argentinePeriod(new Date('2027-01-01T03:00:00Z'))).toBe('202701');
  });

  it('reads midnight as 00, never 24', () => {
    expect(argentineClock(new Date('2026-12-01T03:00:05Z'))).toEqual({
      year: '2026',
      month: '12',
      day: '01',
      hour: '00',
      minute: '00',
      second: '05',
    });
  });

  it('starts a day at 03:00 UTC, and that instant is the same day', () => {
    const start = startOfArgentineDay('2026-03-14');
    expect(start.toISOString()).toBe('2026-03-14T03:00:00.000Z');
    expect(argentineDay(start)).toBe('2026-03-14');
    expect(argentineDay(new Date(start.getTime() - 1))).toBe('2026-03-13');
  });

  it('refuses an invalid date', () => {
    expect(() => argentineDay(new Date('nope'))).toThrow(RangeError);
  });
});
