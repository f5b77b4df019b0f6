import { z } from 'zod';
import { consoleApiPrefix } from './session';

/** The business date (docs/decisions/022-business-date.md): the one "today" of every rule and job. */
export const businessDatePaths = {
  /** GET `{ fecha, movible }` (any signed-in staff); POST `{ fecha }` moves it forward (settings.manage, demo data only). */
  businessDate: `${consoleApiPrefix}/business-date`,
} as const;

export const businessDateMessages = {
  notMovable: 'La fecha de negocio solo se puede mover donde hay datos de demostración',
  invalidDate: 'Escriba una fecha válida (AAAA-MM-DD)',
  notAfter: 'La nueva fecha de negocio tiene que ser posterior a la actual',
} as const;

/** 'AAAA-MM-DD'. */
export const businessDateSchema = z.object({
  fecha: z.string(),
  /** True only where demo data is loaded: an administrador may move it forward. */
  movible: z.boolean(),
});
export type BusinessDate = z.infer<typeof businessDateSchema>;

/** Checked by the server (a Spanish 400 for a day that does not exist). */
export const moveBusinessDateSchema = z.strictObject({ fecha: z.string().max(10) });
export type MoveBusinessDate = z.input<typeof moveBusinessDateSchema>;

/** True for a calendar day written 'AAAA-MM-DD' that exists (no 2026-02-30). */
export function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The day `n` days after 'AAAA-MM-DD' (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
