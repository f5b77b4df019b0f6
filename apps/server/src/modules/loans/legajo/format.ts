/**
 * es-AR dates for the legajo, written out so the stored PDF comes out byte-identical for the same data,
 * whatever ICU version a later Node ships with (money and percentages: lib/money-format.ts).
 */

const TIME_ZONE = 'America/Argentina/Buenos_Aires';

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** "21/11/2026" in Buenos Aires time. */
export function formatDate(date: Date): string {
  const p = partsOf(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** "21/11/2026 12:09:51" in Buenos Aires time. */
export function formatDateTime(date: Date): string {
  const p = partsOf(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}
