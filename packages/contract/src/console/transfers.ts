import { z } from 'zod';
import { consoleApiPrefix } from './session';
import { idParam } from './params';

/**
 * The transfer worklist and batches (issue 25, docs/decisions/026): tesorería sees the loans waiting for
 * their money, puts several into one batch (four eyes, kind loan.transfer-batch), downloads the approved
 * batch's bank file and marks it executed with the bank's reference.
 */
export const transferPaths = {
  /** GET the loans 'Esperando transferencia' with their account and net amount (transfers.propose). */
  worklist: `${consoleApiPrefix}/transfers`,
  /** GET the batches, newest first; POST { prestamoIds } proposes one (transfers.propose). */
  batches: `${consoleApiPrefix}/transfers/batches`,
  /** GET the approved batch's bank file (transfers.propose). */
  batchFile: `${consoleApiPrefix}/transfers/batches/:id/file`,
  /** POST { referencia }: the bank executed it; the loans start repaying (transfers.propose). */
  batchExecuted: `${consoleApiPrefix}/transfers/batches/:id/executed`,
} as const;

/** Hours before a proposal within which a change of the member's account asks the checker for a note. */
export const accountBrakeHours = 48;

export const transferBatchMessages = {
  proposed: 'Lote propuesto: espera la aprobación de otra persona de Tesorería',
  executed: 'Lote ejecutado: los préstamos pasan a Descontando y se avisa a los socios',
  notFound: 'No existe el lote',
  noAccount: (id: number) => `El préstamo N° ${id} no tiene una cuenta del socio para transferir`,
  inBatch: 'El préstamo está en un lote de transferencias',
  inBatchId: (id: number) => `El préstamo N° ${id} ya está en un lote de transferencias`,
  pendingSingle: (id: number) => `El préstamo N° ${id} tiene una transferencia propuesta pendiente`,
  notAwaiting: (id: number) => `El préstamo N° ${id} no está esperando transferencia`,
  inApprovedBatch:
    'El préstamo está en un lote de transferencias aprobado: no puede anularse hasta que el lote se ejecute',
  noneLeft: 'Ningún préstamo del lote sigue esperando transferencia: rechace el lote',
  notApproved: 'El lote no está aprobado',
  alreadyExecuted: 'El lote ya fue marcado como ejecutado',
  /** Why a loan was dropped from the batch at approval. */
  droppedNotAwaiting: 'Ya no espera transferencia',
  droppedAmount: 'Cambió el neto a transferir',
  droppedAccount: 'Cambió la cuenta del socio',
  /** The brake: the account changed within 48 hours before the proposal. */
  recentAccount: 'La cuenta del socio cambió hace menos de 48 horas',
  noteRequired:
    'La cuenta del socio cambió hace menos de 48 horas antes de la propuesta: escriba una nota que confirme que la verificó',
  accountChangedSinceProposal:
    'La cuenta del socio cambió desde la propuesta: rechácela y vuelva a proponer la transferencia',
} as const;

/** The member's account in force, as tesorería sees it before paying into it. */
export const payeeAccountSchema = z.object({
  id: z.number(),
  cbu: z.string().nullable(),
  alias: z.string().nullable(),
  cuitTitular: z.string(),
  /** When it was put in force (ISO). */
  vigenteDesde: z.string(),
  /** Put in force within 48 hours: a transfer proposed now needs the checker's note. */
  reciente: z.boolean(),
});
export type PayeeAccount = z.infer<typeof payeeAccountSchema>;

const cursor = z
  .string()
  .regex(/^\d{1,10}$/)
  .optional();

export const transferWorklistQuerySchema = z.strictObject({ cursor });

export const transferWorklistItemSchema = z.object({
  id: z.number(),
  producto: z.string(),
  socio: z.object({ id: z.number(), nombre: z.string(), dni: z.string() }),
  organismo: z.string(),
  montoPrestado: z.number(),
  /** What the member receives: the amount lent less what the pre-cancelled loans owe. */
  netoATransferir: z.number(),
  /** Business days since the member confirmed it (calendar days on the business date). */
  diasEspera: z.number().int(),
  cuenta: payeeAccountSchema.nullable(),
  /** The batch that holds it (proposed or approved), if any. */
  lote: z.number().nullable(),
  /** A single transfer is proposed and pending. */
  transferenciaPropuesta: z.boolean(),
});
export type TransferWorklistItem = z.infer<typeof transferWorklistItemSchema>;

export const transferWorklistResponseSchema = z.object({
  items: z.array(transferWorklistItemSchema),
  next: z.string().nullable(),
  /** Of the whole list, every page. */
  totals: z.object({ prestamos: z.number().int(), neto: z.number(), sinCuenta: z.number().int() }),
});
export type TransferWorklist = z.infer<typeof transferWorklistResponseSchema>;

export const proposeBatchSchema = z.strictObject({
  prestamoIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, { error: 'Elija al menos un préstamo' })
    .max(500, { error: 'Un lote lleva hasta 500 préstamos' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Un préstamo figura dos veces' }),
});
export type ProposeBatch = z.infer<typeof proposeBatchSchema>;

export const proposeBatchResponseSchema = z.object({
  Status: z.number(),
  Mensaje: z.string(),
  proposalId: z.number(),
  batchId: z.number(),
});

export const transferBatchStates = ['propuesto', 'aprobado', 'rechazado', 'ejecutado'] as const;
export type TransferBatchState = (typeof transferBatchStates)[number];
export const transferBatchStateLabels = {
  propuesto: 'Pendiente de aprobación',
  aprobado: 'Aprobado: enviar al banco',
  rechazado: 'Rechazado',
  ejecutado: 'Ejecutado',
} as const satisfies Record<TransferBatchState, string>;

export const transferBatchSchema = z.object({
  id: z.number(),
  estado: z.enum(transferBatchStates),
  proposalId: z.number(),
  /** The loans it pays (those dropped at approval aside) and their total, in pesos. */
  cantidad: z.number().int(),
  total: z.number(),
  /** Loans dropped at approval. */
  excluidos: z.number().int(),
  /** Loans whose account changed within 48 hours before the proposal. */
  cuentasRecientes: z.number().int(),
  propuestoPor: z.string(),
  propuestoEl: z.string(),
  aprobadoEl: z.string().nullable(),
  fechaEjecucion: z.string().nullable(),
  referencia: z.string().nullable(),
  /** The bank file's name once approved. */
  archivo: z.string().nullable(),
});
export type TransferBatch = z.infer<typeof transferBatchSchema>;

export const transferBatchesQuerySchema = z.strictObject({ cursor });
export const transferBatchesResponseSchema = z.object({
  items: z.array(transferBatchSchema),
  next: z.string().nullable(),
});

export const transferBatchParamsSchema = z.strictObject({ id: idParam });

export const batchExecutedSchema = z.strictObject({
  referencia: z
    .string()
    .trim()
    .min(3, { error: 'Escriba la referencia del banco' })
    .max(64, { error: 'La referencia no puede superar los 64 caracteres' }),
});
export type BatchExecuted = z.infer<typeof batchExecutedSchema>;

export const batchExecutedResponseSchema = z.object({
  Status: z.number(),
  Mensaje: z.string(),
  batchId: z.number(),
  prestamos: z.number().int(),
});
