import { z } from 'zod';
import { idParam } from './params';
import { consoleApiPrefix } from './session';
import { proposalSchema } from './proposals';

/** Payroll files exchanged with each organismo (docs/product.md#payroll-files). */
export const payrollPaths = {
  /** POST a capacities file (text/csv body); `?dryRun=true` only checks it. */
  capacities: `${consoleApiPrefix}/organismos/:id/capacities`,
  /** GET: the organismo's periods with their state, newest first. */
  periods: `${consoleApiPrefix}/organismos/:id/periods`,
  /** POST generates the period's deduction orders; GET answers the file (text/csv), the same bytes each time. */
  orders: `${consoleApiPrefix}/organismos/:id/periods/:period/orders`,
  /** POST a results file (text/csv body); `?dryRun=true` only checks it. */
  results: `${consoleApiPrefix}/organismos/:id/periods/:period/results`,
  /** POST closes the period: the portfolio is frozen as it stands. */
  close: `${consoleApiPrefix}/organismos/:id/periods/:period/close`,
  /** GET: the frozen portfolio of a closed period, as CSV for a spreadsheet. */
  snapshot: `${consoleApiPrefix}/organismos/:id/periods/:period/snapshot.csv`,
  /** GET: the same frozen portfolio as an XLSX workbook. */
  snapshotXlsx: `${consoleApiPrefix}/organismos/:id/periods/:period/snapshot.xlsx`,
} as const;

export const payrollMessages = {
  tooLarge: (mb: number) => `El archivo supera los ${mb} MB`,
  notCsv: 'Envíe el archivo como text/csv',
  unknownOrganismo: 'No existe el organismo',
  hasProblems: 'El archivo tiene errores: no se importó nada. Corríjalo y vuelva a enviarlo.',
  alreadyImported: 'Este mismo archivo ya fue importado para el organismo',
  capacitiesImported: (lines: number) => `Capacidades importadas: ${lines} líneas`,
  capacitiesProposed: 'Capacidades registradas: otra persona de tesorería debe aprobar la importación',
  capacitiesPending:
    'Ya hay una importación de capacidades del organismo esperando aprobación: apruébela o recházela antes de enviar otra',
  capacitiesChanged: 'La importación ya no está pendiente: vuelva a enviar el archivo',
  noDiscountCode: 'El organismo no tiene código de descuento: cárguelo en sus datos de haberes',
  ordersExist: 'Las órdenes de este período ya fueron generadas',
  periodNotAfter: (last: string) => `El período debe ser posterior al último generado (${last})`,
  noOrders: 'Todavía no se generaron las órdenes de este período',
  periodClosed: 'El período está cerrado: no admite más resultados',
  alreadyClosed: 'El período ya está cerrado',
  notPosted: 'Primero se imputan los resultados del período; después se cierra',
  notClosed: 'El período todavía no está cerrado',
  /** `provision`: the snapshot's total provision, as money in words ('$ 1.234,56'). */
  closed: (loans: number, provision: string) =>
    `Período cerrado: ${loans} préstamos en la foto de cartera, con una previsión total de ${provision}`,
  resultsProposed: 'Resultados registrados: otra persona de tesorería debe aprobar la imputación',
  resultsHaveProblems: 'El archivo tiene errores: no se registró. Corríjalo y vuelva a enviarlo.',
  nothingToPost: 'Todas las líneas del archivo ya estaban imputadas: no hay nada nuevo',
  resultsFileExists: 'Este mismo archivo ya fue enviado para este período',
  resultsChanged: 'El archivo ya no coincide con las órdenes o con lo imputado: vuelva a verificarlo',
  postedDiffers: 'La cuota ya fue imputada con otros datos: primero revierta esa imputación',
  overpaid: (loanId: number) => `Lo aplicado al préstamo ${loanId} supera todo lo que adeuda`,
  postingNotFound: 'No existe esa imputación',
  postingReversed: 'La imputación ya fue revertida',
  laterPostings: 'Primero revierta las imputaciones posteriores de este préstamo',
  reversalProposed: 'Reversión propuesta: otra persona de tesorería debe aprobarla',
} as const;

export const periodStates = ['ordered', 'results', 'posted', 'closed'] as const;
export const periodStateLabels: Record<(typeof periodStates)[number], string> = {
  ordered: 'Órdenes enviadas',
  results: 'Resultados recibidos',
  posted: 'Imputado',
  closed: 'Cerrado',
};

export const periodParamsSchema = z.strictObject({
  id: idParam,
  period: z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/, { error: 'El período es AAAAMM (por ejemplo 202611)' }),
});

export const payrollPeriodSchema = z.object({
  period: z.string(),
  state: z.enum(periodStates),
  generatedAt: z.string(),
  generatedBy: z.string(),
  /** The file: the changes since the previous period. */
  fileLines: z.number(),
  fileTotal: z.number(),
  /** Everything to be deducted this period. */
  orderedLines: z.number(),
  orderedTotal: z.number(),
  sha256: z.string(),
  /** Four-eyes proposals waiting on the period (a results file to post): shown on the period itself. */
  propuestasPendientes: z.array(proposalSchema),
});
export type PayrollPeriod = z.infer<typeof payrollPeriodSchema>;

export const payrollPeriodsResponseSchema = z.object({ items: z.array(payrollPeriodSchema) });

export const organismoIdParamsSchema = z.strictObject({
  id: idParam,
});

export const payrollUploadQuerySchema = z.strictObject({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const fileProblemSchema = z.object({
  /** 0 for the file as a whole. */
  line: z.number(),
  field: z.string().nullable(),
  message: z.string(),
});
export type FileProblemView = z.infer<typeof fileProblemSchema>;

/** What a capacities file holds and what importing it would do (or did). */
export const capacitiesVerdictSchema = z.object({
  dryRun: z.boolean(),
  /** Always false: a commit answers a proposal (four eyes), not the verdict. */
  imported: z.boolean(),
  importId: z.number().nullable(),
  organismoId: z.number(),
  period: z.string().nullable(),
  lines: z.number(),
  /** Lines whose DNI is a member of the organismo (the rest apply when that person registers). */
  matched: z.number(),
  /** The first problems, by line (at most 1000); `problemCount` says how many there are in all. */
  problems: z.array(fileProblemSchema),
  problemCount: z.number(),
  /** DNIs of the first lines with no member of the organismo (at most 1000). */
  unmatched: z.array(z.object({ line: z.number(), dni: z.string() })),
});
export type CapacitiesVerdict = z.infer<typeof capacitiesVerdictSchema>;

/** A commit refused because the file has problems: nothing was imported; the verdict says why. */
export const capacitiesRefusedSchema = capacitiesVerdictSchema.extend({
  Status: z.number(),
  Mensaje: z.string(),
});

export const resultStates = ['OK', 'PARCIAL', 'RECHAZADO'] as const;

/** Postings of results, and their reversal (four eyes). */
export const postingPaths = {
  /** GET: a loan's postings, latest first. */
  ofLoan: `${consoleApiPrefix}/loans/:id/postings`,
  /** POST { reason }: proposes reversing a posted line. */
  reversal: `${consoleApiPrefix}/postings/:id/reversal`,
} as const;

/** A results file against the period's orders: what is wrong, what it would post, what it leaves out. */
export const resultsVerdictSchema = z.object({
  dryRun: z.boolean(),
  organismoId: z.number(),
  period: z.string(),
  /** Detail lines read, valid or not. */
  lines: z.number(),
  problems: z.array(fileProblemSchema),
  problemCount: z.number(),
  /** In cents, of every line read once (a line repeating a loan is not counted twice), valid or not. */
  requested: z.number(),
  applied: z.number(),
  byState: z.object({ OK: z.number(), PARCIAL: z.number(), RECHAZADO: z.number() }),
  /** Everything the period ordered, in cents. */
  ordered: z.object({ lines: z.number(), total: z.number() }),
  /** Orders the file has no line for (at most 1000 listed; `missingCount` counts them all). */
  missing: z.array(z.object({ loanId: z.number(), cuota: z.number(), importe: z.number() })),
  missingCount: z.number(),
  /** Lines already posted by an earlier file (identical): a corrected file posts only the rest. */
  alreadyPosted: z.number(),
  /** Lines the commit would post. */
  toPost: z.number(),
});
export type ResultsVerdict = z.infer<typeof resultsVerdictSchema>;

export const resultsRefusedSchema = resultsVerdictSchema.extend({ Status: z.number(), Mensaje: z.string() });

export const postingIdParamsSchema = z.strictObject({
  id: idParam,
});

export const postingReversalSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el motivo de la reversión' })
    .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' }),
});

export const postingSchema = z.object({
  id: z.number(),
  period: z.string(),
  cuota: z.number(),
  solicitado: z.number(),
  aplicado: z.number(),
  estado: z.enum(resultStates),
  postedAt: z.string(),
  reversedAt: z.string().nullable(),
  /** The reversal proposed and waiting for a second tesorería, if any. */
  reversaPendiente: proposalSchema.nullable(),
});
export type PostingView = z.infer<typeof postingSchema>;
export const postingsResponseSchema = z.object({ items: z.array(postingSchema) });
