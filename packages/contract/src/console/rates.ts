import { z } from 'zod';
import { consoleApiPrefix } from './session';
import { proposalSchema } from './loans';

/** Loan lines and their versioned rate tables (console.md section 6; parametros, four eyes). */
export const ratePaths = {
  /** GET: every line with its versions (in force, future, past) and the pending proposal, if any. */
  list: `${consoleApiPrefix}/rates`,
  /** POST: TNA, TEA and CFT per row of a draft, and what the server would refuse in it. */
  preview: `${consoleApiPrefix}/rates/preview`,
  /** POST: a new version of the line's table proposed, to be approved by another parametros. */
  propose: `${consoleApiPrefix}/rates/:lineId/versions`,
} as const;

/** A TNA above this is a typo (a monthly rate typed as annual, a decimal point lost), not a product. */
export const MAX_RATE_TABLE_TNA = 500;
/** Installment counts a table may list. */
export const MAX_RATE_TABLE_ROWS = 60;

const pct = (n: number) => n.toLocaleString('es-AR', { maximumFractionDigits: 2 });

export const rateMessages = {
  lineNotFound: 'No existe la línea de préstamo',
  proposed: 'Nueva versión propuesta: rige cuando otra persona de Parámetros la apruebe',
  pendingExists: 'Ya hay una versión pendiente de aprobación para esta línea',
  noRows: 'La tabla no tiene filas: agregue al menos una cantidad de cuotas',
  minAmount: 'El monto mínimo debe ser mayor que 0',
  maxBelowMin: 'El monto máximo no puede ser menor que el mínimo',
  step: 'El paso entre montos debe ser mayor que 0',
  cents: 'Los montos admiten hasta dos decimales',
  gap: (max: string, step: string, last: string) =>
    `El rango de montos deja un hueco: con pasos de ${step} no se llega a ${max} (el último monto es ${last})`,
  tooManyAmounts: 'El rango de montos tiene más de 5000 montos: aumente el paso',
  installments: (row: number) => `Fila ${row}: la cantidad de cuotas va de 1 a 480`,
  overlap: (row: number, other: number, cuotas: number) =>
    `Fila ${row}: las ${cuotas} cuotas ya están en la fila ${other} (filas superpuestas)`,
  negative: (row: number) => `Fila ${row}: la TNA no puede ser negativa`,
  absurd: (row: number, tna: number) =>
    `Fila ${row}: una TNA de ${pct(tna)} % no es razonable (el máximo es ${MAX_RATE_TABLE_TNA} %)`,
  decimals: (row: number) => `Fila ${row}: la TNA admite hasta dos decimales`,
  cftCap: (row: number, cuotas: number, cft: number, cap: number, organismo: string) =>
    `Fila ${row} (${cuotas} cuotas): el CFT de ${pct(cft)} % supera el tope de ${pct(cap)} % de ${organismo}`,
  pastDate: 'La fecha de vigencia no puede ser anterior a hoy',
} as const;

export const rateRowSchema = z.object({
  cuotas: z.number({ error: 'Escriba la cantidad de cuotas' }),
  tna: z.number({ error: 'Escriba la TNA' }),
});

/** A draft as typed: the server checks the table itself (gaps, overlaps, rates, CFT cap) and names the row. */
export const rateTableDraftSchema = z.strictObject({
  minAmount: z.number({ error: 'Escriba el monto mínimo' }),
  maxAmount: z.number({ error: 'Escriba el monto máximo' }),
  step: z.number({ error: 'Escriba el paso entre montos' }),
  rows: z
    .array(rateRowSchema)
    .max(MAX_RATE_TABLE_ROWS, { error: `La tabla admite hasta ${MAX_RATE_TABLE_ROWS} filas` }),
  /** The Argentine calendar day it takes effect on (00:00, UTC-3), or at its approval if that is later. */
  vigenteDesde: z.iso.date({ error: 'Elija la fecha de vigencia' }),
});
export type RateTableDraft = z.infer<typeof rateTableDraftSchema>;

export const proposeRateTableSchema = rateTableDraftSchema.extend({
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el motivo del cambio' })
    .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' }),
});

export const rateLineParamsSchema = z.strictObject({
  lineId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One installment count with what the loan math makes of it. Percents with 2 decimals. */
export const rateRowFiguresSchema = z.object({
  cuotas: z.number(),
  tna: z.number(),
  tea: z.number().nullable(),
  /** The plan's CFT (effective annual, with IVA), the highest over the grid's ends; null if not computable. */
  cft: z.number().nullable(),
});

export const ratePreviewResponseSchema = z.object({
  rows: z.array(rateRowFiguresSchema),
  /** Everything the server would refuse, rows named; empty when the draft may be proposed. */
  problems: z.array(z.string()),
});

export const rateVersionSchema = z.object({
  /** Null: the line's first table (before versions were kept). */
  id: z.number().nullable(),
  /** ISO instant it took or takes effect; null for the first table. */
  vigenteDesde: z.string().nullable(),
  estado: z.enum(['vigente', 'programada', 'anterior']),
  minAmount: z.number(),
  maxAmount: z.number(),
  step: z.number(),
  rows: z.array(rateRowFiguresSchema),
});
export type RateVersion = z.infer<typeof rateVersionSchema>;

export const rateLineSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  /** Newest first. */
  versions: z.array(rateVersionSchema),
  pendiente: proposalSchema.nullable(),
});
export type RateLine = z.infer<typeof rateLineSchema>;

export const rateLinesResponseSchema = z.object({
  items: z.array(rateLineSchema),
  /** The lowest CFT cap among the organismos (every line is offered to all of them), or null. */
  cftTope: z.object({ organismo: z.string(), cftMaximo: z.number() }).nullable(),
});
