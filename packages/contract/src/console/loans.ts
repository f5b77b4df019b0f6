import { z } from 'zod';
import { idParam } from './params';
import { payeeAccountSchema } from './transfers';
import { consoleApiPrefix } from './session';
import { loanStates, type LoanState } from '../loans';
import { proposalSchema } from './proposals';

/** The evaluation path of a loan request (docs/product.md#staff-console). */
export const consoleLoanPaths = {
  queue: `${consoleApiPrefix}/loans/queue`,
  search: `${consoleApiPrefix}/loans`,
  /** The search's loans, every one, as CSV or XLSX (`?format=csv|xlsx` and the same filters). */
  export: `${consoleApiPrefix}/loans/export`,
  approve: `${consoleApiPrefix}/loans/:id/approve`,
  reject: `${consoleApiPrefix}/loans/:id/reject`,
  cancel: `${consoleApiPrefix}/loans/:id/cancel`,
  detail: `${consoleApiPrefix}/loans/:id`,
  document: `${consoleApiPrefix}/loans/:id/documents/:documentId`,
  signature: `${consoleApiPrefix}/loans/:id/signature`,
  transfer: `${consoleApiPrefix}/loans/:id/transfer`,
  /** The requested plan recomputed now and the lower plans an approval may choose. */
  plans: `${consoleApiPrefix}/loans/:id/plans`,
  /** A recorded transfer undone (four eyes): the loan goes back to 'Esperando transferencia'. */
  transferReversal: `${consoleApiPrefix}/loans/:id/transfer/reversal`,
  /** The installments as rows (loans.read). */
  schedule: `${consoleApiPrefix}/loans/:id/schedule`,
  /** What pays the loan off on a day (loans.read). */
  payoff: `${consoleApiPrefix}/loans/:id/payoff`,
  /**
   * POST: a payment outside payroll, proposed (payments.propose); a second tesorería approves it. GET: the
   * loan's payments, latest first (loans.read).
   */
  payments: `${consoleApiPrefix}/loans/:id/payments`,
  /** POST { reason }: a payment outside payroll undone (payments.propose); a second tesorería approves it. */
  paymentReversal: `${consoleApiPrefix}/loans/:id/payments/:paymentId/reversal`,
  /** What pays the loan off on a payment's date, which may be past (payments.propose). */
  paymentPayoff: `${consoleApiPrefix}/loans/:id/payments/payoff`,
  /** The libre deuda of a loan ended 'Cancelado', as a PDF (loans.read), issued now if it was not yet. */
  libreDeuda: `${consoleApiPrefix}/loans/:id/libre-deuda`,
} as const;

export const proposalPaths = {
  list: `${consoleApiPrefix}/proposals`,
  approve: `${consoleApiPrefix}/proposals/:id/approve`,
  reject: `${consoleApiPrefix}/proposals/:id/reject`,
} as const;

export const proposalMessages = {
  proposed: 'Propuesta registrada: espera la aprobación de otra persona',
  notFound: 'No existe la propuesta',
  alreadyDecided: 'La propuesta ya fue decidida',
  invalidPayload: 'Los datos guardados de la propuesta no son válidos: no puede aprobarse',
  sameStaff: 'Quien propone no puede aprobar ni rechazar su propia propuesta',
  pendingExists: 'Ya hay una propuesta pendiente para este préstamo',
  notAwaitingTransfer: 'El préstamo no está esperando transferencia',
  wrongAmount: (expected: string) => `El importe no coincide con el neto a transferir (${expected})`,
  notTransferred: 'El préstamo no tiene una transferencia registrada para revertir',
  alreadyRepaying: 'El préstamo ya tiene cuotas descontadas: la transferencia no puede revertirse',
} as const;

/** The request documents as staff name them (stored kinds of migration 004). */
export const documentKindLabels = {
  dni_anverso: 'DNI (frente)',
  dni_reverso: 'DNI (dorso)',
  sosteniendo_dni: 'Foto sosteniendo el DNI',
  certificado_haberes: 'Certificado de haberes',
  recibo_haberes: 'Recibo de haberes',
} as const;

export const rejectReasons = [
  'Capacidad de pago insuficiente',
  'Documentación ilegible o incompleta',
  'Los datos no coinciden con la documentación',
  'Deuda en mora con la mutual',
  'Otro motivo',
] as const;

export const consoleLoanMessages = {
  notFound: 'No existe el préstamo',
  documentNotFound: 'El préstamo no tiene ese documento',
  libreDeudaUnavailable: 'El préstamo no está cancelado: no tiene libre deuda',
  notPending: 'El préstamo ya no está pendiente de evaluación',
  planNotOffered: 'El plan elegido no se ofrece en la línea del préstamo con la capacidad del socio',
  planNotLower: 'El plan elegido debe ser por un importe menor o igual al pedido, y distinto de él',
  noRequestForPlan: 'Este préstamo no vino de una solicitud: su plan no puede cambiarse',
  notCancellable: 'El préstamo ya no puede anularse: el dinero se transfirió o ya estaba cerrado',
  lineNoLongerOffered: 'La línea del préstamo ya no se ofrece',
  planNoLongerInTable: 'La tabla de tasas de hoy ya no ofrece ese importe en esa cantidad de cuotas',
  planOverCapacity: 'La cuota supera la capacidad de pago actual del socio',
  planOverCftCap: 'El CFT del plan supera el tope del organismo del socio',
  notRepaying: 'El préstamo no está en repago: no hay nada que cancelar',
  payoffInPast: 'La fecha de la cancelación no puede ser anterior a la fecha de negocio',
} as const;

const note = z.string().trim().max(1000, { error: 'La nota no puede superar los 1000 caracteres' });

export const loanIdParamsSchema = z.strictObject({
  id: idParam,
});

/** `planId`: a lower plan of the same line (the Id of TraePlanesDisponibles: line-cents-installments). */
export const approveLoanSchema = z.strictObject({
  note: note.optional(),
  planId: z
    .string()
    .regex(/^\d{1,15}-\d{1,15}-\d{1,3}$/, { error: 'El plan elegido no es válido' })
    .optional(),
});

export const rejectLoanSchema = z.strictObject({
  reason: z.enum(rejectReasons, { error: 'Elija un motivo de rechazo' }),
  note: note.min(1, { error: 'Escriba una nota para el socio' }),
});

export const cancelLoanByEntitySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el motivo de la anulación' })
    .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' }),
});

export const queueQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^[\w-]{1,200}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const queueItemSchema = z.object({
  id: z.number(),
  producto: z.string(),
  montoPrestado: z.number(),
  cantidadCuotas: z.number(),
  montoCuota: z.number(),
  solicitadoEl: z.string(),
  horasEspera: z.number(),
  socio: z.object({ id: z.number(), nombre: z.string(), dni: z.string() }),
  organismo: z.string(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueResponseSchema = z.object({ items: z.array(queueItemSchema), next: z.string().nullable() });

export const decisionResponseSchema = z.object({ id: z.number(), estado: z.string() });

export const documentParamsSchema = z.strictObject({
  id: loanIdParamsSchema.shape.id,
  documentId: idParam,
});

const money = z.number();
const situacionSchema = z.number().int().min(1).max(5);

export const loanDetailSchema = z.object({
  id: z.number(),
  estado: z.string(),
  producto: z.string(),
  solicitadoEl: z.string(),
  montoPrestado: money,
  cantidadCuotas: z.number(),
  montoCuota: money,
  tna: z.number(),
  cft: z.number(),
  socio: z.object({
    id: z.number(),
    nombre: z.string(),
    dni: z.string(),
    mail: z.string(),
    celular: z.string().nullable(),
    organismo: z.string(),
    ejercito: z.boolean(),
  }),
  /** Null for loans that did not come through the request wizard (demo and older loans). */
  solicitud: z
    .object({
      cuotaDisponibleAlSolicitar: money,
      capacidadActual: money.nullable(),
      capacidadActualizadaEl: z.string().nullable(),
      documentos: z.array(z.object({ id: z.number(), tipo: z.string(), etiqueta: z.string() })),
      firma: z.boolean(),
      precancelaciones: z.array(
        z.object({ prestamoId: z.number(), producto: z.string(), saldo: money, montoCuota: money }),
      ),
    })
    .nullable(),
  otrosPrestamos: z.array(
    z.object({ id: z.number(), producto: z.string(), estado: z.string(), saldo: money, montoCuota: money }),
  ),
  /** Saldo now (0 until the money is transferred). */
  saldo: money,
  /** What tesorería must transfer: the amount lent less what the pre-cancelled loans owe; null once transferred. */
  netoATransferir: money.nullable(),
  /** The transfer as it was approved; null before. */
  transferencia: z.object({ fecha: z.string(), importe: money, referencia: z.string() }).nullable(),
  /** The member's account in force, which a transfer proposed now pays (null: none yet). */
  cuentaDestino: payeeAccountSchema.nullable(),
  /** The transfer batch (proposed or approved) that holds the loan: it cannot be transferred singly. */
  loteTransferencia: z.number().nullable(),
  /** Four-eyes proposals waiting on this loan (a transfer or its reversal). */
  propuestasPendientes: z.array(proposalSchema),
  /** Days from the due date of the oldest installment not fully paid, on the business date; 0 when up to date. */
  diasAtraso: z.number().int(),
  /** Due, past its date and unpaid. */
  montoAdeudado: money,
  /** The regulator's situation (1 up to 31 days, 2 to 90, 3 to 180, 4 to 365, 5 beyond). */
  situacion: situacionSchema,
  /** The provision rate of that situation, in percent (parametros change it under four eyes). */
  tasaProvision: z.number(),
  /** What the association provisions for this loan: the rate times the balance (0 unless in repayment). */
  provision: money,
  /** Every change of situation the daily job recorded, newest first. */
  historialSituacion: z.array(
    z.object({ fecha: z.string(), desde: situacionSchema, hasta: situacionSchema, dias: z.number().int() }),
  ),
});
export type LoanDetail = z.infer<typeof loanDetailSchema>;

export const installmentStates = ['pendiente', 'pagada', 'parcial', 'impaga'] as const;
export const installmentStateLabels = {
  pendiente: 'Pendiente',
  pagada: 'Pagada',
  parcial: 'Pagada en parte',
  impaga: 'Impaga',
} as const satisfies Record<(typeof installmentStates)[number], string>;

/** GET schedule: each installment, amounts in pesos, dates AAAA-MM-DD. */
export const loanScheduleSchema = z.object({
  items: z.array(
    z.object({
      numero: z.number().int(),
      periodo: z.string(),
      vencimiento: z.string(),
      capital: money,
      interes: money,
      iva: money,
      importe: money,
      aplicado: money,
      estado: z.enum(installmentStates),
      fechaPago: z.string().nullable(),
    }),
  ),
});
export type LoanSchedule = z.infer<typeof loanScheduleSchema>;

export const payoffQuerySchema = z.strictObject({
  /** The day of the payment; the business date when absent. */
  fecha: z.iso.date({ error: 'La fecha debe ser AAAA-MM-DD' }).optional(),
});

/**
 * What pays the loan off on `fecha`: `adeudado` everything past due and unpaid; `capital` the capital of
 * the installments not yet due; `interes` the interest accrued on it to the day and `iva` its IVA;
 * `importe` their sum. In pesos.
 */
export const payoffSchema = z.object({
  fecha: z.string(),
  importe: money,
  capital: money,
  interes: money,
  iva: money,
  adeudado: money,
});
export type Payoff = z.infer<typeof payoffSchema>;

const isoDate = z.iso.date({ error: 'La fecha debe ser AAAA-MM-DD' });

/** The server's answer to a transfer dated after the business date. */
export const transferFutureDate = 'La fecha de la transferencia no puede ser futura';

/**
 * A transfer as tesorería records it; the amount in pesos with at most two decimals. The date is checked
 * against the business date by the server (and by the console's form, which knows it).
 */
export const transferSchema = z.strictObject({
  date: isoDate,
  amount: z
    .number()
    .positive({ error: 'El importe debe ser mayor que cero' })
    // Read as the decimal the JSON carried: 591712.57 * 100 is not an integer in binary floating point.
    .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), { error: 'El importe tiene más de dos decimales' }),
  reference: z
    .string()
    .trim()
    .min(3, { error: 'Escriba la referencia bancaria' })
    .max(64, { error: 'La referencia no puede superar los 64 caracteres' }),
});

export const transferReversalSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el motivo de la reversión' })
    .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' }),
});

/** A plan as the decision screen shows it: the Id is what approve's `planId` takes. */
export const consolePlanSchema = z.object({
  id: z.string(),
  montoPrestado: money,
  cantidadCuotas: z.number(),
  montoCuota: money,
  tna: z.number(),
  cft: z.number(),
});
export const loanPlansResponseSchema = z.object({
  /** The requested amount and installments priced with today's rate table and capacity; null when the
   * line no longer offers it (the reason is in `motivo`). */
  solicitado: consolePlanSchema.nullable(),
  motivo: z.string().nullable(),
  /** Lower plans of the same line, highest amount first. */
  alternativas: z.array(consolePlanSchema),
});
export type LoanPlans = z.infer<typeof loanPlansResponseSchema>;

export const proposalIdParamsSchema = z.strictObject({ id: idParam });

export const proposalsResponseSchema = z.object({
  items: z.array(proposalSchema),
  next: z.string().nullable(),
});
export const proposalsQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});
export const proposeResponseSchema = z.object({
  Status: z.number(),
  Mensaje: z.string(),
  proposalId: z.number(),
});
export const rejectProposalSchema = z.strictObject({
  reason: z.string().trim().min(3, { error: 'Escriba el motivo del rechazo' }).max(1000),
});
/**
 * Approving takes an optional note, stored with the approval and in the audit; a transfer to an account
 * changed within 48 hours before its proposal is refused without one.
 */
export const approveProposalSchema = z.strictObject({
  nota: z.string().trim().max(1000, { error: 'La nota no puede superar los 1000 caracteres' }).optional(),
});
export type ApproveProposal = z.infer<typeof approveProposalSchema>;

export const proposalDecisionResponseSchema = z.object({
  id: z.number(),
  decision: z.enum(['approved', 'rejected']),
});

/** The loans search: any filters together, newest first, a page at a time. */
const days = z.coerce
  .number()
  .int({ error: 'Los días son un número entero' })
  .min(0, { error: 'Los días no pueden ser negativos' })
  .max(36_500, { error: 'Demasiados días' });
const searchDate = z.iso.date({ error: 'La fecha debe ser AAAA-MM-DD' });

export const loanSearchQuerySchema = z.strictObject({
  dni: z
    .string()
    .trim()
    .regex(/^\d{7,8}$/, { error: 'El DNI tiene 7 u 8 dígitos' })
    .optional(),
  apellido: z.string().trim().min(2, { error: 'Escriba al menos 2 letras del apellido' }).max(50).optional(),
  prestamoId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  estado: z.enum(Object.values(loanStates) as [LoanState, ...LoanState[]]).optional(),
  organismoId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Only loans in repayment with an installment past due and unpaid. */
  enMora: z.enum(['true'], { error: "El filtro enMora solo admite el valor 'true'" }).optional(),
  diasDesde: days.optional(),
  diasHasta: days.optional(),
  situacion: z.coerce
    .number()
    .int()
    .min(1, { error: 'La situación va de 1 a 5' })
    .max(5, { error: 'La situación va de 1 a 5' })
    .optional(),
  /** The transfer date, AAAA-MM-DD, inclusive. */
  otorgadoDesde: searchDate.optional(),
  otorgadoHasta: searchDate.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type LoanSearchQuery = z.infer<typeof loanSearchQuerySchema>;

/** The search's filters without paging: what the screen keeps in its address and the export takes. */
export type LoanSearchFilters = Omit<LoanSearchQuery, 'cursor' | 'limit'>;

/** The situations as the search offers them (BCRA consumer rules, see `situacion` of the loan file). */
export const exportFormats = ['csv', 'xlsx'] as const;

/** GET export: every loan the search's filters find, as a spreadsheet. */
export const loanExportQuerySchema = loanSearchQuerySchema.omit({ cursor: true, limit: true }).extend({
  format: z.enum(exportFormats, { error: "El formato es 'csv' o 'xlsx'" }),
});
export type LoanExportQuery = z.infer<typeof loanExportQuerySchema>;

export const loanSearchItemSchema = z.object({
  id: z.number(),
  estado: z.string(),
  producto: z.string(),
  fecha: z.string(),
  montoPrestado: z.number(),
  saldo: z.number(),
  socio: z.object({ id: z.number(), nombre: z.string(), dni: z.string() }),
  organismo: z.string(),
  diasAtraso: z.number().int(),
  situacion: z.number().int(),
  montoAdeudado: z.number(),
});
export const loanSearchResponseSchema = z.object({
  items: z.array(loanSearchItemSchema),
  next: z.string().nullable(),
  /** Of every loan the filters find, not only this page. */
  totals: z.object({ prestamos: z.number().int(), montoPrestado: money, saldo: money, montoAdeudado: money }),
});

/** How a payment outside payroll reached the association. */
export const paymentChannels = ['transferencia', 'efectivo'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

export const paymentMessages = {
  proposed: 'Pago propuesto: otra persona de Tesorería debe aprobarlo.',
  notRepaying: 'El préstamo no está en repago: no se le pueden registrar pagos',
  pendingExists:
    'Ya hay un pago propuesto para este préstamo: debe aprobarse o rechazarse antes de registrar otro',
  future: 'La fecha del pago no puede ser posterior a la fecha de negocio',
  beforeTransfer: (desde: string) =>
    `La fecha del pago no puede ser anterior a la acreditación del préstamo (${desde})`,
  overPayoff: (fecha: string, total: string) =>
    `El importe supera el total para cancelar el préstamo al ${fecha} (${total})`,
  overOwed: 'El importe supera lo que adeudan las cuotas del préstamo',
  referenceUsed: 'Ya se imputó a este préstamo un pago por transferencia con esa referencia',
  changed: 'El préstamo cambió desde que se propuso el pago: revíselo y propóngalo de nuevo',
  notFound: 'No existe ese pago en este préstamo',
  reversed: 'El pago ya fue revertido',
  reversalPending: 'Ya hay una reversión propuesta para este pago: debe aprobarse o rechazarse antes',
  reversalProposed: 'Reversión propuesta: otra persona de Tesorería debe aprobarla.',
  laterAllocations:
    'No se puede revertir el pago: lo imputado después no puede volver a aplicarse sin él. Revierta antes lo posterior',
  payoffWithoutPrices:
    'No se puede revertir esta cancelación: se registró antes de que se guardaran los precios de las cuotas que recalculó',
  payoffLater:
    'No se puede revertir esta cancelación: después se imputó dinero al préstamo. Revierta antes lo posterior',
} as const;

/** The reason a payment is undone (POST .../payments/:paymentId/reversal). */
export const paymentReversalSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el motivo de la reversión' })
    .max(1000, { error: 'El motivo no puede superar los 1000 caracteres' }),
});

export const paymentIdParamsSchema = z.strictObject({ id: idParam, paymentId: idParam });

/** A payment as the loan's file lists it (pesos). */
export const loanPaymentSchema = z.object({
  recibo: z.number(),
  fecha: z.string(),
  importe: z.number(),
  canal: z.enum(paymentChannels),
  referencia: z.string(),
  cancelacion: z.boolean(),
  reversedAt: z.string().nullable(),
  /** The reversal proposed and waiting for a second tesorería, if any. */
  reversaPendiente: proposalSchema.nullable(),
});
export type LoanPaymentView = z.infer<typeof loanPaymentSchema>;
export const loanPaymentsResponseSchema = z.object({ items: z.array(loanPaymentSchema) });

const reference = z.string().trim().max(60, { error: 'La referencia no puede superar los 60 caracteres' });

/**
 * A payment outside payroll as staff record it (POST payments): the day the money arrived (not after the
 * business date, not before the transfer: the server checks both), the amount in pesos with at most two
 * decimals (at most the payoff of that day), the channel, and the bank reference, which a transfer needs.
 */
export const paymentSchema = z
  .strictObject({
    fecha: isoDate,
    importe: z
      .number({ error: 'Escriba el importe' })
      .positive({ error: 'El importe debe ser mayor que cero' })
      .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), { error: 'El importe tiene más de dos decimales' }),
    canal: z.enum(paymentChannels, { error: 'Elija cómo llegó el pago' }),
    referencia: reference.default(''),
  })
  .refine((p) => p.canal !== 'transferencia' || p.referencia.length > 0, {
    error: 'Escriba la referencia de la transferencia',
    path: ['referencia'],
  });
export type PaymentInput = z.input<typeof paymentSchema>;

/** The payoff on a payment's date, and the dates a payment may carry (AAAA-MM-DD, both inclusive). */
export const paymentPayoffSchema = payoffSchema.extend({
  /** The transfer date of the loan. */
  desde: z.string(),
  /** The business date. */
  hasta: z.string(),
});
export type PaymentPayoff = z.infer<typeof paymentPayoffSchema>;
