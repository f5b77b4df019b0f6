import type { User } from '../../../lib/session/user';

export type StepId = 'amount' | 'combined' | 'dniDocuments' | 'incomeDocuments' | 'signature';

/** Header titles of spec section 2, word for word. */
export const stepTitles: Record<StepId, string> = {
  amount: 'Monto Solicitado',
  combined: 'Linea y Plan',
  dniDocuments: 'Documento de Identidad',
  incomeDocuments: 'Documentos de Haberes',
  signature: 'Firma Holográfica',
};

/**
 * The main organismo (spec section 9 default OrganismoId 2). design.md section 4: every other organismo
 * requires income documents. The session carries no explicit flag (login20/TraeDatosUsuario only give
 * OrganismoId), so the app decides by id; the server checks the organismo's own flag either way.
 */
export const MAIN_ORGANISMO_ID = 2;

/** Army members never send income documents (SolicitaPrestamoEjercito has no such fields). */
export const needsIncomeDocuments = (user: Pick<User, 'ejercito' | 'organismoId'>) =>
  !user.ejercito && user.organismoId !== MAIN_ORGANISMO_ID;

/** Spec section 2: army members skip the amount and income documents. */
export function stepsFor(user: Pick<User, 'ejercito' | 'organismoId'>): StepId[] {
  if (user.ejercito) return ['combined', 'dniDocuments', 'signature'];
  return needsIncomeDocuments(user)
    ? ['amount', 'combined', 'dniDocuments', 'incomeDocuments', 'signature']
    : ['amount', 'combined', 'dniDocuments', 'signature'];
}
