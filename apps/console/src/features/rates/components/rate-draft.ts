import { z } from 'zod';
import type { RateTableDraft, RateVersion } from '@portal/contract';

/** An amount as a person types it in es-AR: '100000', '100.000' or '100.000,50'. */
export const parseAmount = (text: string) => {
  const t = text.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([,.]\d{1,2})?$/.test(t)) return NaN;
  return /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)
    ? Number(t.replace(/\./g, '').replace(',', '.'))
    : Number(t.replace(',', '.'));
};

/** A rate or a count: '79', '82,5' or '82.5'; a minus sign is kept so that the server names the row. */
export const parseNumber = (text: string) => {
  const t = text.trim();
  return /^-?\d+([.,]\d+)?$/.test(t) ? Number(t.replace(',', '.')) : NaN;
};

export const rateFormSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  step: z.string(),
  vigenteDesde: z.string(),
  rows: z.array(z.object({ cuotas: z.string(), tna: z.string() })),
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el motivo del cambio' })
    .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' }),
});
export type RateForm = z.infer<typeof rateFormSchema>;

/** The draft the server checks, or null while a field is empty or not a number (nothing to preview yet). */
export function draftOf(values: Omit<RateForm, 'reason'>): RateTableDraft | null {
  const minAmount = parseAmount(values.minAmount);
  const maxAmount = parseAmount(values.maxAmount);
  const step = parseAmount(values.step);
  const rows = values.rows.map((r) => ({ cuotas: parseNumber(r.cuotas), tna: parseNumber(r.tna) }));
  const numbers = [minAmount, maxAmount, step, ...rows.flatMap((r) => [r.cuotas, r.tna])];
  if (numbers.some((n) => !Number.isFinite(n)) || !/^\d{4}-\d{2}-\d{2}$/.test(values.vigenteDesde))
    return null;
  return { minAmount, maxAmount, step, rows, vigenteDesde: values.vigenteDesde };
}

const plain = (n: number) => n.toLocaleString('es-AR', { maximumFractionDigits: 2, useGrouping: false });

/** Today in Argentina (UTC-3), 'YYYY-MM-DD': the earliest day a version may take effect. */
export const argentineToday = (now = new Date()) =>
  new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/** The editor starts from the version in force: the usual change is a few rates. */
export const formFrom = (version: RateVersion | undefined, today: string): RateForm => ({
  minAmount: version ? plain(version.minAmount) : '',
  maxAmount: version ? plain(version.maxAmount) : '',
  step: version ? plain(version.step) : '',
  vigenteDesde: today,
  rows: version
    ? version.rows.map((r) => ({ cuotas: String(r.cuotas), tna: plain(r.tna) }))
    : [{ cuotas: '', tna: '' }],
  reason: '',
});
