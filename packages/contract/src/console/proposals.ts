import { z } from 'zod';
import { staffRoles, type Permission } from './roles';
import { bankAccountSchema } from '../bank-account';

/*
 * The four-eyes proposals (docs/product.md#staff-console): what each kind carries, its Spanish name and
 * the permission its checker needs. These schemas read what is stored, so they also take what earlier
 * versions stored (a rate version from before tiers); what a maker may propose is checked by each call's
 * own request schema.
 */

const reason = z.string();

const transferPayloadSchema = z.object({
  date: z.string(),
  amount: z.number(),
  reference: z.string(),
  /** The member's account in force when proposed (absent: none, or proposed before accounts existed). */
  cuentaId: z.number().optional(),
  /** That account was put in force within 48 hours before the proposal: approving needs a note. */
  cuentaReciente: z.boolean().optional(),
});

/** A batch of transfers (POST /api/console/transfers/batches): each loan with its net and its account. */
const transferBatchPayloadSchema = z.object({
  lote: z.number(),
  cantidad: z.number(),
  /** Pesos. */
  total: z.number(),
  prestamos: z.array(
    z.object({
      prestamo: z.number(),
      socio: z.string(),
      importe: z.number(),
      cuentaId: z.number(),
      cuentaReciente: z.boolean(),
    }),
  ),
});

const transferReversalPayloadSchema = z.object({ reason });

const staffCreatePayloadSchema = z.object({
  email: z.string(),
  roles: z.array(z.enum(staffRoles)),
  reason,
});

const staffRolesPayloadSchema = z.object({
  email: z.string(),
  roles: z.array(z.enum(staffRoles)),
  rolesAnteriores: z.array(z.enum(staffRoles)),
  reason,
});

const payrollResultsPayloadSchema = z.object({
  organismoId: z.number(),
  period: z.string(),
  resultFileId: z.number(),
  lineas: z.number(),
  yaImputadas: z.number(),
  /** Pesos. */
  aplicado: z.number(),
});

const payrollCapacitiesPayloadSchema = z.object({
  organismoId: z.number(),
  importId: z.number(),
  period: z.string(),
  lineasArchivo: z.number(),
  coinciden: z.number(),
  sha256: z.string(),
});

const payrollReversalPayloadSchema = z.object({
  reason,
  prestamo: z.number(),
  periodo: z.string(),
  cuota: z.number(),
  aplicado: z.number(),
});

/** A row of a proposed table; one made before tiers (migration 023) has its range at the top level. */
const proposedRateRowSchema = z.object({
  minAmount: z.number().optional(),
  maxAmount: z.number().optional(),
  step: z.number().optional(),
  cuotas: z.number(),
  tna: z.number(),
});

/** The table a proposal carries, and the same in words for the four-eyes dialogs. */
const proposedTable = {
  rows: z.array(proposedRateRowSchema),
  vigenteDesde: z.string(),
  tasas: z.string().optional(),
  reason,
  // Before tiers: one range for every row, and it in words.
  minAmount: z.number().optional(),
  maxAmount: z.number().optional(),
  step: z.number().optional(),
  montos: z.string().optional(),
};

const rateVersionPayloadSchema = z.object({ linea: z.string(), ...proposedTable });

const lineCreatePayloadSchema = z.object({ nombre: z.string(), ...proposedTable });

const lineRenamePayloadSchema = z.object({ linea: z.string(), nombre: z.string(), reason });

/** The association's bank account proposed, and the one it replaces (null: none was set). */
const settingsBankPayloadSchema = bankAccountSchema.extend({
  anterior: bankAccountSchema.nullable(),
  reason,
});

/** A payment outside payroll (POST /api/console/loans/:id/payments), applied by allocation once approved. */
const loanPaymentPayloadSchema = z.object({
  prestamo: z.number(),
  socio: z.string(),
  fecha: z.string(),
  importe: z.number(),
  referencia: z.string(),
  canal: z.enum(['transferencia', 'efectivo']),
});

/** A payment outside payroll undone (approved by mistake, a bounced transfer): its receipt and amount (pesos). */
const loanPaymentReversalPayloadSchema = z.object({
  reason,
  prestamo: z.number(),
  recibo: z.number(),
  importe: z.number(),
});

/** The provision rates by situation proposed, in percent, and the ones they replace. */
const provisionRatesPayloadSchema = z.object({
  tasas: z.array(z.object({ situacion: z.number().int(), tasa: z.number() })),
  anteriores: z.array(z.object({ situacion: z.number().int(), tasa: z.number() })),
  reason,
});

/** What each kind carries. */
export const proposalPayloadSchemas = {
  'loan.transfer': transferPayloadSchema,
  'loan.transfer-reversal': transferReversalPayloadSchema,
  'staff.roles': staffRolesPayloadSchema,
  'staff.create': staffCreatePayloadSchema,
  'payroll.results': payrollResultsPayloadSchema,
  'payroll.capacities': payrollCapacitiesPayloadSchema,
  'payroll.reversal': payrollReversalPayloadSchema,
  'rates.version': rateVersionPayloadSchema,
  'lines.create': lineCreatePayloadSchema,
  'lines.rename': lineRenamePayloadSchema,
  'settings.bank': settingsBankPayloadSchema,
  'loan.payment': loanPaymentPayloadSchema,
  'loan.payment-reversal': loanPaymentReversalPayloadSchema,
  'provisions.rates': provisionRatesPayloadSchema,
  'loan.transfer-batch': transferBatchPayloadSchema,
} as const;

export type ProposalKindName = keyof typeof proposalPayloadSchemas;

/** What a proposal of kind K carries, as stored and as the console receives it. */
export type ProposalPayload<K extends ProposalKindName> = z.output<(typeof proposalPayloadSchemas)[K]>;

export const isProposalKind = (kind: string): kind is ProposalKindName =>
  Object.hasOwn(proposalPayloadSchemas, kind);

/** Spanish names of the kinds of four-eyes proposals, for the inbox and the timelines. */
export const proposalKindLabels = {
  'loan.transfer': 'Transferencia',
  'loan.transfer-reversal': 'Reversión de transferencia',
  'staff.roles': 'Cambio de roles',
  'staff.create': 'Alta de personal',
  'payroll.results': 'Imputación de resultados',
  'payroll.capacities': 'Importación de capacidades',
  'payroll.reversal': 'Reversión de una imputación',
  'rates.version': 'Nueva versión de tasas',
  'lines.create': 'Nueva línea de préstamo',
  'lines.rename': 'Cambio de nombre de una línea',
  'settings.bank': 'Cambio de la cuenta bancaria de la asociación',
  'loan.payment': 'Pago de un préstamo',
  'loan.payment-reversal': 'Reversión de un pago',
  'provisions.rates': 'Cambio de las tasas de previsión',
  'loan.transfer-batch': 'Lote de transferencias',
} as const satisfies Record<ProposalKindName, string>;

/**
 * The permission a checker needs, besides proposals.decide, to approve each kind: the server's kinds take
 * it from here and the console hides 'Aprobar' from whoever lacks it.
 */
export const proposalApprovePermissions = {
  'loan.transfer': 'transfers.approve',
  'loan.transfer-reversal': 'reversals.approve',
  'staff.roles': 'staff.manage',
  'staff.create': 'staff.manage',
  'payroll.results': 'payroll.manage',
  'payroll.capacities': 'payroll.manage',
  'payroll.reversal': 'reversals.approve',
  'rates.version': 'parameters.manage',
  'lines.create': 'parameters.manage',
  'lines.rename': 'parameters.manage',
  'settings.bank': 'settings.manage',
  'loan.payment': 'payments.approve',
  'loan.payment-reversal': 'payments.approve',
  'provisions.rates': 'parameters.manage',
  'loan.transfer-batch': 'transfers.approve',
} as const satisfies Record<ProposalKindName, Permission>;

/** A pending proposal of one kind, for an answer that carries only that kind. */
export const pendingProposalSchemaOf = <K extends ProposalKindName>(kind: K) =>
  z.object({
    id: z.number(),
    kind: z.literal(kind),
    entity: z.string(),
    entityId: z.string(),
    payload: proposalPayloadSchemas[kind],
    proposedBy: z.string(),
    proposedAt: z.string(),
  });

/** A pending proposal as the inbox and the screens it acts on receive it: the payload typed by its kind. */
export const proposalSchema = z.discriminatedUnion('kind', [
  pendingProposalSchemaOf('loan.transfer'),
  pendingProposalSchemaOf('loan.transfer-reversal'),
  pendingProposalSchemaOf('staff.roles'),
  pendingProposalSchemaOf('staff.create'),
  pendingProposalSchemaOf('payroll.results'),
  pendingProposalSchemaOf('payroll.capacities'),
  pendingProposalSchemaOf('payroll.reversal'),
  pendingProposalSchemaOf('rates.version'),
  pendingProposalSchemaOf('lines.create'),
  pendingProposalSchemaOf('lines.rename'),
  pendingProposalSchemaOf('settings.bank'),
  pendingProposalSchemaOf('loan.payment'),
  pendingProposalSchemaOf('loan.payment-reversal'),
  pendingProposalSchemaOf('provisions.rates'),
  pendingProposalSchemaOf('loan.transfer-batch'),
]);
export type PendingProposal = z.output<typeof proposalSchema>;
/** A pending proposal of one kind. */
export type PendingProposalOf<K extends ProposalKindName> = Extract<PendingProposal, { kind: K }>;

/**
 * Whether approving asks the checker for a written note: a transfer (single or in a batch) to an account
 * put in force within 48 hours before the proposal. The server decides again at approval.
 */
export const proposalNeedsNote = (p: PendingProposal) =>
  (p.kind === 'loan.transfer' && p.payload.cuentaReciente === true) ||
  (p.kind === 'loan.transfer-batch' && p.payload.prestamos.some((l) => l.cuentaReciente));
