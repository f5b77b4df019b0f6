/** One month of the schedule. The loan-math ScheduleRow fits as is; `payment` is derived when absent. */
export interface LegajoScheduleRow {
  number: number;
  installment: number;
  interest: number;
  ivaOnInterest: number;
  principalPaid: number;
  payment?: number;
  balance: number;
}

import type { PrintedIdentity } from '@portal/contract';

/** Everything the legajo shows. Amounts in ARS (2 decimals), rates in percent (2 decimals). */
export interface LegajoData {
  /** The association as its letterhead prints it (settings' identity); a generic name when absent. */
  entidad?: PrintedIdentity;
  member: { nombres: string; apellido: string; dni: string; mail: string; celular: string };
  organismo: { nombre: string };
  loan: {
    id: number | string;
    producto: string;
    montoPrestado: number;
    cantidadCuotas: number;
    /** 'Valor de cuota': the first month's deduction, installment + IVA on its interest. */
    montoCuota: number;
    tna: number;
    /** Effective annual rate of the interest alone (Ley 24.240 art. 36). */
    tea: number;
    cft: number;
    fechaAlta: Date;
  };
  schedule: readonly LegajoScheduleRow[];
  /** The member's handwritten signature as drawn on the phone: PNG bytes. */
  signaturePng: Uint8Array;
  confirmedAt: Date;
  /** Where the confirmation code went, already masked (e.g. "ju***@correo.com"). */
  codeSentTo?: string;
}

/** The signature is not a PNG image, or not one that can be read. */
export class InvalidSignatureError extends Error {
  override readonly name = 'InvalidSignatureError';
  readonly code = 'INVALID_SIGNATURE';
  constructor(message = 'La firma debe ser una imagen PNG válida') {
    super(message);
  }
}
