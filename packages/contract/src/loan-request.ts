import { z } from 'zod';
import { envelopeFields, withSession } from './envelope';

/*
 * The loan request calls (docs/product.md, "Calls").
 * Money is ARS with at most 2 decimals; rates are percents with 2 decimals.
 */

/** Spanish texts of the loan request calls (Mensaje). */
export const loanRequestMessages = {
  linesOk: 'Líneas de préstamo obtenidas',
  preCancellationsOk: 'Préstamos precancelables obtenidos',
  plansOk: 'Planes disponibles obtenidos',
  /** The app's catalogue turns this (and DisponibleDeclarado 0) into NO_AVAILABLE_CREDIT. */
  noAvailableCredit: 'Sin Disponible Para Realizar Prestamo',
  requested: 'Solicitud enviada. Le enviaremos una notificación con el resultado de la evaluación.',
  lineNotFound: 'La línea de préstamo no existe',
  /** Missing, another member's, or not active: one answer, so ids cannot be probed. */
  preCancellationNotFound: 'Uno de los préstamos a precancelar no existe o no puede precancelarse',
  planNotOffered: 'El plan elegido no está disponible. Consulte nuevamente los planes.',
  belowMinimum: (minimum: string) => `El monto mínimo de esta línea es ${minimum}`,
  armyMustUseArmyCall: 'Los socios del Ejército solicitan préstamos con el trámite del Ejército',
  onlyForArmy: 'Este trámite es solo para socios del Ejército',
  documentNotImage: (label: string) => `${label}: solo se permiten imágenes JPG o PNG`,
  documentDimensions: (label: string) => `${label}: la imagen tiene dimensiones demasiado grandes`,
  documentTooLarge: (label: string) => `${label}: el archivo debe ser menor a 5MB`,
  documentMissing: (label: string) => `Debe adjuntar la imagen: ${label}`,
} as const;

const MAX_ID = 2_147_483_647;
/** The loan math refuses larger amounts (loan-math/money.ts). */
const MAX_AMOUNT = 100_000_000_000;

/** A positive id, as a number or a string of digits; one Spanish sentence naming the field. */
const positiveId = (name: string) => {
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined ? `Falta el campo ${name}` : `${name} debe ser un número entero mayor a 0`;
  return z.union(
    [
      z.number({ error }).int({ error }).min(1, { error }).max(MAX_ID, { error }),
      z
        .string({ error })
        .regex(/^\d{1,10}$/, { error })
        .transform(Number)
        .pipe(z.number().min(1, { error }).max(MAX_ID, { error })),
    ],
    { error },
  );
};

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A positive amount of pesos, as a number or a decimal string ("150000" or "150000.50"). */
const amount = (name: string) => {
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined ? `Falta el campo ${name}` : `${name} debe ser un número mayor a 0`;
  return z
    .union(
      [
        z.number({ error }).positive({ error }).max(MAX_AMOUNT, { error }),
        z
          .string({ error })
          .trim()
          .regex(/^\d{1,12}(\.\d{1,2})?$/, { error })
          .transform(Number)
          .pipe(z.number().positive({ error }).max(MAX_AMOUNT, { error })),
      ],
      { error },
    )
    .refine(hasCents, { error: `${name} admite hasta 2 decimales` });
};

const installments = (() => {
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined
      ? 'Falta el campo CantidadCuotas'
      : 'CantidadCuotas debe ser un número entero de 1 a 480';
  return z.union(
    [
      z.number({ error }).int({ error }).min(1, { error }).max(480, { error }),
      z
        .string({ error })
        .regex(/^\d{1,3}$/, { error })
        .transform(Number)
        .pipe(z.number().min(1, { error }).max(480, { error })),
    ],
    { error },
  );
})();

/**
 * Loans to pay off with the new one: items with a PrestamoId (other fields are ignored, so the app may
 * send back the TraePrecancelaciones items as they came). Repeated ids count once.
 */
export const MAX_PRECANCELLATIONS = 20;
const precancellations = z
  .array(z.object({ PrestamoId: positiveId('PrestamoId') }), {
    error: 'Precancelaciones debe ser una lista de préstamos',
  })
  .max(MAX_PRECANCELLATIONS, `Se pueden precancelar hasta ${MAX_PRECANCELLATIONS} préstamos`);

// Documents: base64 JPEG or PNG, with or without a data: prefix. The type is read from the bytes.
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** Base64 of MAX_DOCUMENT_BYTES plus room for a data: prefix. */
export const MAX_DOCUMENT_BASE64_CHARS = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 100;

/** How each document is named in messages (the wizard's labels). */
export const loanDocumentLabels = {
  FotoDNIAnverso: 'Frente del DNI',
  FotoDNIReverso: 'Dorso del DNI',
  FotoSosteniendoDNI: 'Foto sosteniendo el DNI',
  CertificadoHaberes: 'Certificado de haberes',
  ReciboHaberes: 'Último recibo de haberes',
} as const;
export type LoanDocumentField = keyof typeof loanDocumentLabels;

const missingDocument = (field: LoanDocumentField) =>
  loanRequestMessages.documentMissing(loanDocumentLabels[field]);
const document = (field: LoanDocumentField) =>
  z.string({ error: () => missingDocument(field) }).min(1, { error: () => missingDocument(field) });

const signatureField = z
  .string({ error: () => 'Debe firmar antes de continuar' })
  .min(1, 'Debe firmar antes de continuar');

// 16. TraeLineasPrestamos
export const loanLineSchema = z.object({ Id: z.number().int(), Nombre: z.string() });
export type LoanLine = z.infer<typeof loanLineSchema>;
export const loanLinesRequestSchema = withSession({});
export const loanLinesResponseSchema = z.object({
  ...envelopeFields,
  LineasPrestamos: z.array(loanLineSchema),
});
export type LoanLinesResponse = z.infer<typeof loanLinesResponseSchema>;

// 18. TraePrecancelaciones: the member's active loans that a new loan may pay off.
export const preCancellationSchema = z.object({
  PrestamoId: z.number().int(),
  Producto: z.string(),
  /** ISO 8601 date-time the loan was requested. */
  Fecha: z.string(),
  /** What paying it off costs now: the principal still owed. */
  Saldo: z.number(),
  /** 'Valor de cuota': what it deducts this month, IVA included; its installment is freed for the new loan. */
  MontoCuota: z.number(),
  CantidadCuotas: z.number().int(),
  CuotasRestantes: z.number().int(),
});
export type PreCancellation = z.infer<typeof preCancellationSchema>;
export const preCancellationsRequestSchema = withSession({});
export const preCancellationsResponseSchema = z.object({
  ...envelopeFields,
  Precancelaciones: z.array(preCancellationSchema),
});
export type PreCancellationsResponse = z.infer<typeof preCancellationsResponseSchema>;

// 17. TraePlanesDisponibles
export const planSchema = z.object({
  /** The plan's coordinates "line-amountInCents-installments"; opaque to the app. */
  Id: z.string(),
  MontoPrestado: z.number(),
  CantidadCuotas: z.number().int(),
  /**
   * 'Valor de cuota': what the first month deducts, French installment + IVA on its interest
   * (docs/decisions/012-installment-value.md); later months deduct a little less.
   */
  MontoCuota: z.number(),
  /** CFT effective annual with IVA, percent. */
  CFT: z.number(),
  TNA: z.number(),
  /** Effective annual rate of the interest alone, percent, 2 decimals. */
  TEA: z.number().optional(),
});
export type Plan = z.infer<typeof planSchema>;
export const plansRequestSchema = withSession({
  LineaId: positiveId('LineaId'),
  /** Army members: ignored (their flow has none). */
  Precancelaciones: precancellations.optional(),
  /** Non-army members: the amount they ask for, an upper bound of MontoPrestado. Army members: ignored. */
  DisponibleDeclarado: amount('DisponibleDeclarado').optional(),
});
export const plansResponseSchema = z.object({
  ...envelopeFields,
  /** Sorted by MontoPrestado, then CantidadCuotas. */
  PlanesDisponibles: z.array(planSchema),
  /** The largest MontoPrestado offered; 0 when nothing is affordable ('Sin disponible'). */
  DisponibleDeclarado: z.number(),
  /** What is left each month for the new loan's payment (installment + IVA), after the chosen pre-cancellations. */
  CuotaDisponible: z.number(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

// 19. SolicitaPrestamo and SolicitaPrestamoEjercito. The server recomputes the plan from LineaPrestamoId,
// ImporteSolicitado and CantidadCuotas and accepts it only if it would offer it now, with this MontoCuota.
const requestTerms = {
  LineaPrestamoId: positiveId('LineaPrestamoId'),
  /** The chosen plan's MontoPrestado (the amount lent). */
  ImporteSolicitado: amount('ImporteSolicitado'),
  CantidadCuotas: installments,
  /** The chosen plan's MontoCuota, to the cent. */
  MontoCuota: amount('MontoCuota'),
  FotoDNIAnverso: document('FotoDNIAnverso'),
  FotoDNIReverso: document('FotoDNIReverso'),
  FotoSosteniendoDNI: document('FotoSosteniendoDNI'),
  /** Base64 PNG (canvas.toDataURL() output is fine). */
  FirmaOlografica: signatureField,
};

export const loanRequestSchema = withSession({
  ...requestTerms,
  Precancelaciones: precancellations.optional(),
  /** Required exactly when the member's organismo requires income documents; ignored otherwise. */
  CertificadoHaberes: document('CertificadoHaberes').optional(),
  ReciboHaberes: document('ReciboHaberes').optional(),
});
export type LoanRequest = z.input<typeof loanRequestSchema>;

/** The army flow: no pre-cancellations (an empty list is tolerated), no income documents. */
export const armyLoanRequestSchema = withSession({
  ...requestTerms,
  Precancelaciones: z
    .array(z.unknown())
    .max(0, 'Los socios del Ejército no pueden precancelar préstamos en la solicitud')
    .optional(),
});
export type ArmyLoanRequest = z.input<typeof armyLoanRequestSchema>;

export const loanRequestResponseSchema = z.object({
  ...envelopeFields,
  /** The new loan, 'Pendiente de evaluación', as TraePrestamos will list it. */
  PrestamoId: z.number().int(),
});
export type LoanRequestResponse = z.infer<typeof loanRequestResponseSchema>;
