/**
 * The columns of an export for Argentina (docs: /work/shared/month-end.md §6), shared by the CSV and the
 * XLSX writers so both files always carry the same columns. Money and rates arrive as the database's
 * numeric text ('1234.50', '-12.3') and are only ever formatted, never worked in binary floats.
 */
import { argentineClock } from '@portal/contract/argentine-day';

export type ColumnKind = 'text' | 'decimal' | 'integer' | 'date' | 'datetime';

export type CellValue = string | number | Date | null | undefined;

export interface Column<T> {
  header: string;
  kind: ColumnKind;
  /** Width in characters for the XLSX sheet. */
  width?: number;
  value: (row: T) => CellValue;
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day: a 'AAAA-MM-DD' text as it is, a Date as its day in Buenos Aires. */
export function dayOf(value: string | Date) {
  if (typeof value === 'string') {
    const m = dateOnly.exec(value);
    if (!m) throw new TypeError(`Not a date: ${value}`);
    return { year: m[1]!, month: m[2]!, day: m[3]! };
  }
  return argentineClock(value);
}

/** dd/mm/aaaa */
export const formatDate = (value: string | Date) => {
  const d = dayOf(value);
  return `${d.day}/${d.month}/${d.year}`;
};

/** dd/mm/aaaa hh:mm:ss in Buenos Aires time. */
export const formatDateTime = (at: Date) => {
  const t = argentineClock(at);
  return `${t.day}/${t.month}/${t.year} ${t.hour}:${t.minute}:${t.second}`;
};

const decimalText = /^(-)?(\d+)(?:\.(\d*))?$/;

/**
 * A decimal to two places from its text, rounding half away from zero on the digits themselves (BigInt,
 * no float). Answers the sign, the integer digits and the two decimals.
 */
export function decimalParts(value: string | number) {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = decimalText.exec(text);
  if (!m) throw new TypeError(`Not a decimal: ${text}`);
  const fraction = (m[3] ?? '').padEnd(3, '0');
  let cents = BigInt(m[2]! + fraction.slice(0, 2));
  if (fraction[2]! >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return {
    negative: m[1] === '-' && cents !== 0n,
    integer: digits.slice(0, -2),
    fraction: digits.slice(-2),
  };
}

/** '-1234,50': decimal comma, no thousands separator. */
export const formatDecimal = (value: string | number) => {
  const d = decimalParts(value);
  return `${d.negative ? '-' : ''}${d.integer},${d.fraction}`;
};
