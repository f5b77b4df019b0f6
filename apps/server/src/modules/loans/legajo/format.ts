/**
 * es-AR formatting for the legajo, written out instead of going through Intl.NumberFormat: the stored
 * PDF must come out byte-identical for the same data, whatever ICU version a later Node ships with.
 */

const TIME_ZONE = 'America/Argentina/Buenos_Aires';

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 150000.5 -> "150.000,50" */
export function formatNumber(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const integer = groupThousands(String(Math.trunc(cents / 100)));
  const decimals = String(cents % 100).padStart(2, '0');
  return `${value < 0 && cents > 0 ? '-' : ''}${integer},${decimals}`;
}

/** 150000.5 -> "$ 150.000,50" */
export function formatMoney(value: number): string {
  return `$ ${formatNumber(value)}`;
}

/** 85.5 -> "85,50%" */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

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
