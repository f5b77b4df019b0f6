import { z } from 'zod';
import { envelopeFields, intLike, withSession } from './envelope';

/** Loan states (the free-text Estado) of design.md section 4. */
export const loanStates = {
  pendingEvaluation: 'Pendiente de evaluación',
  rejected: 'Rechazado',
  approved: 'Aprobado - pendiente de confirmación',
  awaitingTransfer: 'Esperando transferencia',
  deducting: 'Descontando',
  paidOff: 'Cancelado',
  cancelledByMember: 'Anulado por socio',
  cancelledByEntity: 'Anulado por entidad',
} as const;
export type LoanState = (typeof loanStates)[keyof typeof loanStates];

export const loanSchema = z.object({
  Id: z.number().int(),
  Producto: z.string(),
  Estado: z.string(),
  /** ISO 8601 date-time of the request. */
  Fecha: z.string(),
  Transferido: z.boolean(),
  Confirmable: z.boolean(),
  Anulable: z.boolean(),
  Color: z.string().regex(/^#[0-9a-fA-F]{3,8}$/).optional(),
  MontoPrestado: z.number(),
  Saldo: z.number(),
  MontoCuota: z.number(),
  CantidadCuotas: z.number().int(),
  CuotasRestantes: z.number().int(),
  /** Percent, 2 decimals. */
  CFT: z.number(),
  TNA: z.number(),
});
export type Loan = z.infer<typeof loanSchema>;

export const loanMovementSchema = z.object({
  Id: z.number().int(),
  Concepto: z.string(),
  Fecha: z.string(),
  Saldo: z.number(),
  Debito: z.number(),
  Credito: z.number(),
});
export type LoanMovement = z.infer<typeof loanMovementSchema>;

const loanIdField = { PrestamoId: intLike };

// 14. TraePrestamos
export const loansRequestSchema = withSession({});
export const loansResponseSchema = z.object({ ...envelopeFields, Prestamos: z.array(loanSchema) });
export type LoansResponse = z.infer<typeof loansResponseSchema>;

// 15. TraePrestamosRenglones
export const loanMovementsRequestSchema = withSession(loanIdField);
export const loanMovementsResponseSchema = z.object({ ...envelopeFields, Renglones: z.array(loanMovementSchema) });
export type LoanMovementsResponse = z.infer<typeof loanMovementsResponseSchema>;

// 20. SolicitaToken: e-mails a 6-digit code; the answer names the masked address it went to.
export const requestTokenRequestSchema = withSession(loanIdField);
export const requestTokenResponseSchema = z.object({ ...envelopeFields, MailEnmascarado: z.string() });

// 21. AnulaPrestamo
export const cancelLoanRequestSchema = withSession(loanIdField);

// 22. ConfirmarPrestamo: Token is the 6-digit code (integer); FirmaOlografica a base64 PNG.
export const MAX_SIGNATURE_BASE64_CHARS = 2_000_000;
export const confirmLoanRequestSchema = withSession({
  ...loanIdField,
  Token: z.union([z.number().int().min(0).max(999_999), z.string().regex(/^\d{1,6}$/, 'El token debe ser numérico').transform(Number)]),
  FirmaOlografica: z.string().min(1, 'Debe firmar antes de confirmar').max(MAX_SIGNATURE_BASE64_CHARS),
});
export type ConfirmLoanRequest = z.input<typeof confirmLoanRequestSchema>;

// 23. TraeLegajoElectronico
export const loanFileRequestSchema = withSession(loanIdField);
export const loanFileResponseSchema = z.object({ ...envelopeFields, LegajoElectronico: z.string() });
export type LoanFileResponse = z.infer<typeof loanFileResponseSchema>;
