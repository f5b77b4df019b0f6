/** Calendar arithmetic on 'AAAA-MM-DD' dates and 'AAAAMM' periods, in UTC days (no time zone, no clock). */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PERIOD = /^(\d{4})(\d{2})$/;

function dayNumber(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`a date must be AAAA-MM-DD, got ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  if (new Date(t).getUTCDate() !== d || mo < 1 || mo > 12)
    throw new RangeError(`not a calendar date: ${date}`);
  return t / 86_400_000;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function assertDate(date: string): void {
  dayNumber(date);
}

export function parsePeriod(periodo: string): { year: number; month: number } {
  const m = PERIOD.exec(periodo);
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) throw new RangeError(`a period must be AAAAMM, got ${periodo}`);
  return { year: Number(m[1]), month };
}

/** The period `k` months after `periodo` (k may be 0). */
export function addMonths(periodo: string, k: number): string {
  const { year, month } = parsePeriod(periodo);
  const index = year * 12 + (month - 1) + k;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}${String((index % 12) + 1).padStart(2, '0')}`;
}

export function lastDayOfPeriod(periodo: string): number {
  const { year, month } = parsePeriod(periodo);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'AAAA-MM-DD' of day `day` of `periodo`. */
export function dateInPeriod(periodo: string, day: number): string {
  return `${periodo.slice(0, 4)}-${periodo.slice(4)}-${String(day).padStart(2, '0')}`;
}
