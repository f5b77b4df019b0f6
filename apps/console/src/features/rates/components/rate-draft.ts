import { z } from 'zod';
import type { RateRow, RateTableDraft, RateVersion } from '@portal/contract';

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

const rowForm = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  step: z.string(),
  cuotas: z.string(),
  tna: z.string(),
});
export type RowForm = z.infer<typeof rowForm>;

export const rateFormSchema = z.object({
  /** Only for a new line. */
  nombre: z.string(),
  vigenteDesde: z.string(),
  rows: z.array(rowForm),
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el motivo del cambio' })
    .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' }),
});
export type RateForm = z.infer<typeof rateFormSchema>;

/** The draft the server checks, or null while a field is empty or not a number (nothing to preview yet). */
export function draftOf(values: Pick<RateForm, 'rows' | 'vigenteDesde'>): RateTableDraft | null {
  const rows: RateRow[] = values.rows.map((r) => ({
    minAmount: parseAmount(r.minAmount),
    maxAmount: parseAmount(r.maxAmount),
    step: parseAmount(r.step),
    cuotas: parseNumber(r.cuotas),
    tna: parseNumber(r.tna),
  }));
  const numbers = rows.flatMap((r) => [r.minAmount, r.maxAmount, r.step, r.cuotas, r.tna]);
  if (numbers.some((n) => !Number.isFinite(n)) || !/^\d{4}-\d{2}-\d{2}$/.test(values.vigenteDesde))
    return null;
  return { rows, vigenteDesde: values.vigenteDesde };
}

const plain = (n: number) => n.toLocaleString('es-AR', { maximumFractionDigits: 2, useGrouping: false });

export const emptyRow: RowForm = { minAmount: '', maxAmount: '', step: '', cuotas: '', tna: '' };

/** A new row in the same amount range as `last`: the usual addition is another installment count. */
export const rowLike = (last: Partial<RowForm> | undefined): RowForm => ({
  ...emptyRow,
  minAmount: last?.minAmount ?? '',
  maxAmount: last?.maxAmount ?? '',
  step: last?.step ?? '',
});

/** The editor starts from the version in force (the usual change is a few rates), or empty for a new line. */
export const formFrom = (version: RateVersion | undefined, today: string): RateForm => ({
  nombre: '',
  vigenteDesde: today,
  rows: version
    ? version.rows.map((r) => ({
        minAmount: plain(r.minAmount),
        maxAmount: plain(r.maxAmount),
        step: plain(r.step),
        cuotas: String(r.cuotas),
        tna: plain(r.tna),
      }))
    : [emptyRow],
  reason: '',
});
