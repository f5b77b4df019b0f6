import type { User } from '../../../lib/session/user';

export type StepId = 'amount' | 'combined' | 'dniDocuments' | 'incomeDocuments' | 'signature';

/** Header titles of docs/product.md#route-table, word for word. */
export const stepTitles: Record<StepId, string> = {
  amount: 'Monto Solicitado',
  combined: 'Linea y Plan',
  dniDocuments: 'Documento de Identidad',
  incomeDocuments: 'Documentos de Haberes',
  signature: 'Firma Holográfica',
};

/** The server says, per member, whether their organismo asks for income documents (never for army members). */
export const needsIncomeDocuments = (user: Pick<User, 'ejercito' | 'requiereHaberes'>) =>
  !user.ejercito && user.requiereHaberes;

/** docs/product.md#route-table: army members skip the amount and income documents. */
export function stepsFor(user: Pick<User, 'ejercito' | 'requiereHaberes'>): StepId[] {
  if (user.ejercito) return ['combined', 'dniDocuments', 'signature'];
  return needsIncomeDocuments(user)
    ? ['amount', 'combined', 'dniDocuments', 'incomeDocuments', 'signature']
    : ['amount', 'combined', 'dniDocuments', 'signature'];
}
