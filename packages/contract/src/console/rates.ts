import { z } from 'zod';
import { idParam } from './params';
import { consoleApiPrefix } from './session';
import { pendingProposalSchemaOf } from './proposals';

/** Loan lines and their versioned rate tables (console.md section 6; parametros, four eyes). */
export const ratePaths = {
  /** GET: every line with its versions (in force, future, past) and the pending proposal, if any. */
  list: `${consoleApiPrefix}/rates`,
  /** POST: TNA, TEA and CFT per row of a draft, and what the server would refuse in it. */
  preview: `${consoleApiPrefix}/rates/preview`,
  /** POST: a new version of the line's table proposed, to be approved by another parametros. */
  propose: `${consoleApiPrefix}/rates/:lineId/versions`,
  /** POST: a new line with its first table proposed (four eyes); offered once approved and in force. */
  createLine: `${consoleApiPrefix}/rates/lines`,
  /** POST: a new name for the line proposed (four eyes); loans keep the name they were made with. */
  renameLine: `${consoleApiPrefix}/rates/:lineId/name`,
} as const;

/** A TNA above this is a typo (a monthly rate typed as annual, a decimal point lost), not a product. */
export const MAX_RATE_TABLE_TNA = 500;
/** Rows (amount range x installment count) a table may list. */
export const MAX_RATE_TABLE_ROWS = 120;

const pct = (n: number) => n.toLocaleString('es-AR', { maximumFractionDigits: 2 });

export const rateMessages = {
  lineNotFound: 'No existe la línea de préstamo',
  proposed: 'Nueva versión propuesta: rige cuando otra persona de Parámetros la apruebe',
  pendingExists: 'Ya hay una versión pendiente de aprobación para esta línea',
  lineProposed: 'Nueva línea propuesta: se ofrece a los socios cuando otra persona de Parámetros la apruebe',
  linePendingExists: 'Ya hay una línea con ese nombre pendiente de aprobación',
  lineNameTaken: 'Ya existe una línea con ese nombre',
  renameProposed: 'Nuevo nombre propuesto: rige cuando otra persona de Parámetros lo apruebe',
  renamePendingExists: 'Ya hay un cambio de nombre pendiente de aprobación para esta línea',
  sameName: 'La línea ya tiene ese nombre',
  noRows: 'La tabla no tiene filas: agregue al menos una cantidad de cuotas',
  minAmount: (row: number) => `Fila ${row}: el monto mínimo debe ser mayor que 0`,
  maxBelowMin: (row: number) => `Fila ${row}: el monto máximo no puede ser menor que el mínimo`,
  step: (row: number) => `Fila ${row}: el paso entre montos debe ser mayor que 0`,
  cents: (row: number) => `Fila ${row}: los montos admiten hasta dos decimales`,
  gap: (row: number, max: string, step: string, last: string) =>
    `Fila ${row}: el rango de montos deja un hueco: con pasos de ${step} no se llega a ${max} (el último monto es ${last})`,
  tooManyAmounts: (row: number) =>
    `Fila ${row}: los rangos de montos suman más de 5000 montos: aumente el paso`,
  rangeOverlap: (row: number, other: number, from: string, to: string) =>
    `Fila ${row}: el rango de ${from} a ${to} se superpone con el de la fila ${other} (rangos superpuestos)`,
  rangeGap: (row: number, other: number, after: string, from: string) =>
    `Fila ${row}: entre ${after} (fin del rango de la fila ${other}) y ${from} no se ofrece ningún monto (hueco entre rangos)`,
  installments: (row: number) => `Fila ${row}: la cantidad de cuotas va de 1 a 480`,
  overlap: (row: number, other: number, cuotas: number) =>
    `Fila ${row}: las ${cuotas} cuotas ya están en la fila ${other} para el mismo rango (filas superpuestas)`,
  negative: (row: number) => `Fila ${row}: la TNA no puede ser negativa`,
  absurd: (row: number, tna: number) =>
    `Fila ${row}: una TNA de ${pct(tna)} % no es razonable (el máximo es ${MAX_RATE_TABLE_TNA} %)`,
  decimals: (row: number) => `Fila ${row}: la TNA admite hasta dos decimales`,
  cftCap: (row: number, cuotas: number, cft: number, cap: number, organismo: string) =>
    `Fila ${row} (${cuotas} cuotas): el CFT de ${pct(cft)} % supera el tope de todos los organismos (el más alto es ${pct(cap)} %, de ${organismo})`,
  cftCapSome: (row: number, cuotas: number, cft: number, organismos: string) =>
    `Fila ${row} (${cuotas} cuotas): el CFT de ${pct(cft)} % supera el tope de ${organismos}; a sus socios no se les ofrecen los planes que lo superen`,
  pastDate: 'La fecha de vigencia no puede ser anterior a hoy',
} as const;

/** One row: an amount range with its step, an installment count and its TNA. */
export const rateRowSchema = z.object({
  minAmount: z.number({ error: 'Escriba el monto mínimo' }),
  maxAmount: z.number({ error: 'Escriba el monto máximo' }),
  step: z.number({ error: 'Escriba el paso entre montos' }),
  cuotas: z.number({ error: 'Escriba la cantidad de cuotas' }),
  tna: z.number({ error: 'Escriba la TNA' }),
});
export type RateRow = z.infer<typeof rateRowSchema>;

/**
 * A draft as typed: rows with the same amount range form one tier. The server checks the table itself
 * (gaps and overlaps between ranges, repeated counts, rates, CFT caps) and names the row.
 */
export const rateTableDraftSchema = z.strictObject({
  rows: z
    .array(rateRowSchema)
    .max(MAX_RATE_TABLE_ROWS, { error: `La tabla admite hasta ${MAX_RATE_TABLE_ROWS} filas` }),
  /** The Argentine calendar day it takes effect on (00:00, UTC-3), or at its approval if that is later. */
  vigenteDesde: z.iso.date({ error: 'Elija la fecha de vigencia' }),
});
export type RateTableDraft = z.infer<typeof rateTableDraftSchema>;

const reasonSchema = z
  .string()
  .trim()
  .min(3, { error: 'Escriba el motivo del cambio' })
  .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' });

export const lineNameSchema = z
  .string()
  .trim()
  .min(3, { error: 'Escriba el nombre de la línea' })
  .max(80, { error: 'El nombre no puede superar los 80 caracteres' });

/** A new line: its name and first table, one four-eyes proposal. */
export const proposeLineSchema = rateTableDraftSchema.extend({
  nombre: lineNameSchema,
  reason: reasonSchema,
});

export const renameLineSchema = z.strictObject({ nombre: lineNameSchema, reason: reasonSchema });

export const proposeRateTableSchema = rateTableDraftSchema.extend({ reason: reasonSchema });

export const rateLineParamsSchema = z.strictObject({
  lineId: idParam,
});

/** One row with what the loan math makes of it. Percents with 2 decimals. */
export const rateRowFiguresSchema = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  step: z.number(),
  cuotas: z.number(),
  tna: z.number(),
  tea: z.number().nullable(),
  /** The plan's CFT (effective annual, with IVA), the highest over the range's ends; null if not computable. */
  cft: z.number().nullable(),
});
export type RateRowFigures = z.infer<typeof rateRowFiguresSchema>;

export const ratePreviewResponseSchema = z.object({
  rows: z.array(rateRowFiguresSchema),
  /** Everything the server would refuse, rows named; empty when the draft may be proposed. */
  problems: z.array(z.string()),
  /** What is allowed but worth knowing: rows some organismos' members will not be offered (their CFT cap). */
  warnings: z.array(z.string()),
});

export const rateVersionSchema = z.object({
  /** Null: the line's first table (before versions were kept). */
  id: z.number().nullable(),
  /** ISO instant it took or takes effect; null for the first table. */
  vigenteDesde: z.string().nullable(),
  estado: z.enum(['vigente', 'programada', 'anterior']),
  /** By amount range, then installments. */
  rows: z.array(rateRowFiguresSchema),
});
export type RateVersion = z.infer<typeof rateVersionSchema>;

export const rateLineSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  /** Newest first; empty for a line approved with a version still to come. */
  versions: z.array(rateVersionSchema),
  /** The pending new version, if any. */
  pendiente: pendingProposalSchemaOf('rates.version').nullable(),
  /** The pending new name, if any. */
  renombre: pendingProposalSchemaOf('lines.rename').nullable(),
});
export type RateLine = z.infer<typeof rateLineSchema>;

export const cftCapSchema = z.object({ organismo: z.string(), cftMaximo: z.number() });
export type CftCap = z.infer<typeof cftCapSchema>;

export const rateLinesResponseSchema = z.object({
  items: z.array(rateLineSchema),
  /** New lines waiting for a second parametros. */
  nuevas: z.array(pendingProposalSchemaOf('lines.create')),
  /** Each organismo's CFT cap, lowest first: members are offered only the plans within their own. */
  topes: z.array(cftCapSchema),
  /** Whether some organismo has no cap (then no row is refused for its CFT). */
  algunoSinTope: z.boolean(),
});
