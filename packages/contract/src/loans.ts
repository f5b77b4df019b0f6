import { z } from 'zod';
import { envelopeFields, withSession } from './envelope';

/** Loan states (the free-text Estado) of docs/product.md "Loans". */
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
  Color: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/)
    .optional(),
  MontoPrestado: z.number(),
  Saldo: z.number(),
  /**
   * 'Valor de cuota': what payroll deducts for installment CuotaNumero, IVA on its interest included
   * (docs/decisions/012-installment-value.md). Later installments deduct a little less.
   */
  MontoCuota: z.number(),
  CantidadCuotas: z.number().int(),
  CuotasRestantes: z.number().int(),
  /** The installment MontoCuota belongs to: the next one to deduct (the first before repayment, the last after). */
  CuotaNumero: z.number().int().optional(),
  /** MontoCuota split: capital, interest and the IVA on that interest (they add up to MontoCuota). */
  CuotaCapital: z.number().optional(),
  CuotaInteres: z.number().optional(),
  CuotaIVA: z.number().optional(),
  /**
   * What payroll failed to deduct and is still owed (arrears, console.md section 5); 0 when up to date.
   * The next deduction order asks for it on top of the installment.
   */
  MontoAdeudado: z.number(),
  /** A signed legajo exists and may be read (TraeLegajoElectronico): the app offers it only then. */
  TieneLegajo: z.boolean(),
  /** Percent, 2 decimals. */
  CFT: z.number(),
  TNA: z.number(),
  /** Effective annual rate of the interest alone, (1 + TNA/12)^12 - 1; percent, 2 decimals (Ley 24.240 art. 36). */
  TEA: z.number().optional(),
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

/** A loan id: a positive integer, as a number or a string of digits. 0, negatives and text answer 400. */
const loanIdError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'Falta el campo PrestamoId' : 'PrestamoId debe ser un número entero mayor a 0';
const loanId = z.union(
  [
    z
      .number({ error: loanIdError })
      .int({ error: loanIdError })
      .min(1, { error: loanIdError })
      .max(2_147_483_647, { error: loanIdError }),
    z
      .string({ error: loanIdError })
      .regex(/^\d{1,9}$/, { error: loanIdError })
      .transform(Number)
      .pipe(z.number().min(1, { error: loanIdError })),
  ],
  { error: loanIdError },
);
const loanIdField = { PrestamoId: loanId };

// 14. TraePrestamos
export const loansRequestSchema = withSession({});
export const loansResponseSchema = z.object({ ...envelopeFields, Prestamos: z.array(loanSchema) });
export type LoansResponse = z.infer<typeof loansResponseSchema>;

// 15. TraePrestamosRenglones
export const loanMovementsRequestSchema = withSession(loanIdField);
export const loanMovementsResponseSchema = z.object({
  ...envelopeFields,
  Renglones: z.array(loanMovementSchema),
});
export type LoanMovementsResponse = z.infer<typeof loanMovementsResponseSchema>;

// 20. SolicitaToken: e-mails a 6-digit code; the answer names the masked address it went to.
export const requestTokenRequestSchema = withSession(loanIdField);
export const requestTokenResponseSchema = z.object({ ...envelopeFields, MailEnmascarado: z.string() });
export type RequestTokenResponse = z.infer<typeof requestTokenResponseSchema>;

// 21. AnulaPrestamo
export const cancelLoanRequestSchema = withSession(loanIdField);

// 22. ConfirmarPrestamo: Token is the 6-digit code (integer); FirmaOlografica a base64 PNG, with or
// without a `data:image/png;base64,` prefix (what canvas.toDataURL() gives).
export const MAX_SIGNATURE_BASE64_CHARS = 2_000_000;
/** Decoded PNG bytes: a 600x200 pad drawing weighs tens of KB; 1.5 MB is the base64 limit above. */
export const MAX_SIGNATURE_BYTES = (MAX_SIGNATURE_BASE64_CHARS / 4) * 3;
const tokenError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === ''
    ? 'Debe ingresar el token recibido por email'
    : 'El token debe ser el código numérico de 6 dígitos enviado por e-mail';
export const confirmLoanRequestSchema = withSession({
  ...loanIdField,
  Token: z.union(
    [
      z
        .number({ error: tokenError })
        .int({ error: tokenError })
        .min(0, { error: tokenError })
        .max(999_999, { error: tokenError }),
      z
        .string({ error: tokenError })
        .regex(/^\d{1,6}$/, { error: tokenError })
        .transform(Number),
    ],
    { error: tokenError },
  ),
  FirmaOlografica: z
    .string({ error: () => 'Debe firmar antes de confirmar' })
    .min(1, 'Debe firmar antes de confirmar')
    .max(MAX_SIGNATURE_BASE64_CHARS, 'La firma es demasiado grande'),
});

// 23. TraeLegajoElectronico
export const loanFileRequestSchema = withSession(loanIdField);
export const loanFileResponseSchema = z.object({ ...envelopeFields, LegajoElectronico: z.string() });
export type LoanFileResponse = z.infer<typeof loanFileResponseSchema>;

// TraeLibreDeuda (issue 25): the certificate that a loan ended 'Cancelado' owes nothing, a base64 PDF.
export const libreDeudaRequestSchema = withSession(loanIdField);
export const libreDeudaResponseSchema = z.object({ ...envelopeFields, LibreDeuda: z.string() });
export type LibreDeudaResponse = z.infer<typeof libreDeudaResponseSchema>;

/**
 * Spanish texts of the loan calls (Mensaje). The app shows them as they come; the spec's own toasts
 * ('Prestamo anulado correctamente', 'Verifique que el token sea correcto e intente nuevamente', ...)
 * are reused where the spec has one.
 */
export const loanMessages = {
  loansOk: 'Préstamos obtenidos',
  movementsOk: 'Movimientos obtenidos',
  /** Missing loan and another member's loan: the same answer, so ids cannot be probed. */
  notFound: 'Préstamo no encontrado',
  tokenSent: 'Se ha enviado un token a su correo electronico',
  notConfirmable: 'El préstamo no está pendiente de confirmación',
  cancelled: 'Prestamo anulado correctamente',
  notCancellable: 'El préstamo ya no puede anularse',
  confirmed: 'Prestamo confirmado',
  wrongToken: 'Verifique que el token sea correcto e intente nuevamente',
  noToken: 'Solicite un token antes de confirmar el préstamo',
  expiredToken: 'El token venció. Solicite uno nuevo.',
  tooManyTokenAttempts: 'Demasiados intentos con este token. Solicite uno nuevo.',
  tooManyTokenRequests: 'Ya se enviaron varios tokens. Espere unos minutos antes de pedir otro.',
  signatureNotPng: 'La firma debe ser una imagen PNG válida',
  signatureDimensions: 'La firma tiene dimensiones no válidas',
  signatureTooLarge: 'La firma es demasiado grande',
  fileOk: 'Legajo electrónico obtenido',
  fileUnavailable: 'Legajo no disponible',
  libreDeudaOk: 'Libre deuda obtenido',
  /** A loan that has not ended 'Cancelado': nothing to certify (answered like a legajo not available). */
  libreDeudaUnavailable: 'Libre deuda no disponible: el préstamo no está cancelado',
} as const;
