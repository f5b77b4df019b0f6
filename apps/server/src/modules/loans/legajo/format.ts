/**
 * es-AR dates for the legajo, written out so the stored PDF comes out byte-identical for the same data,
 * whatever ICU version a later Node ships with (money and percentages: lib/money-format.ts).
 */

import { argentineClock } from '@portal/contract/argentine-day';

/** "21/11/2026" in Buenos Aires time. */
export function formatDate(date: Date): string {
  const p = argentineClock(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** "21/11/2026 12:09:51" in Buenos Aires time. */
export function formatDateTime(date: Date): string {
  const p = argentineClock(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}
