import type { ArmyLoanRequest, LoanRequest, Plan } from '@portal/contract/loan-request';
import type { DocumentId } from './documents';

export interface RequestDraft {
  lineId: number;
  plan: Plan;
  preCancellationIds: readonly number[];
  /** Data URLs of the pictures (the server takes the data: prefix). */
  documents: Partial<Record<DocumentId, string>>;
  /** canvas.toDataURL('image/png') */
  signature: string;
}

const terms = (draft: RequestDraft) => ({
  LineaPrestamoId: draft.lineId,
  // decision 006: the request names its plan by coordinates, so the amount is the plan's, not the typed one.
  ImporteSolicitado: draft.plan.MontoPrestado,
  CantidadCuotas: draft.plan.CantidadCuotas,
  MontoCuota: draft.plan.MontoCuota,
  FotoDNIAnverso: draft.documents.dniAnverso ?? '',
  FotoDNIReverso: draft.documents.dniReverso ?? '',
  FotoSosteniendoDNI: draft.documents.fotoSosteniendoDNI ?? '',
  FirmaOlografica: draft.signature,
});

/** SolicitaPrestamo: pre-cancellations, and the income documents only when the member's organismo needs them. */
export function buildLoanRequest(uat: string, draft: RequestDraft, withIncome: boolean): LoanRequest {
  const body: LoanRequest = {
    uat,
    ...terms(draft),
    Precancelaciones: draft.preCancellationIds.map((PrestamoId) => ({ PrestamoId })),
  };
  if (withIncome) {
    body.CertificadoHaberes = draft.documents.certificadoHaberes ?? '';
    body.ReciboHaberes = draft.documents.reciboHaberes ?? '';
  }
  return body;
}

/** SolicitaPrestamoEjercito: the same terms, no pre-cancellations, no income documents. */
export const buildArmyLoanRequest = (uat: string, draft: RequestDraft): ArmyLoanRequest => ({
  uat,
  ...terms(draft),
});
