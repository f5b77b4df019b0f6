import { loanRequestMessages, type PlansResponse } from '@portal/contract/loan-request';
import { isApiError } from '@portal/ui/api-error';

/** docs/product.md#errors: the code and text of "nothing affordable". */
export const NO_AVAILABLE_CREDIT = 'NO_AVAILABLE_CREDIT';
export const noAvailableCreditMessage = 'No cuenta con disponible para realizar una solicitud de préstamo';

export class NoAvailableCreditError extends Error {
  readonly code = NO_AVAILABLE_CREDIT;
  constructor() {
    super(noAvailableCreditMessage);
    this.name = 'NoAvailableCreditError';
  }
}

export const isNoAvailableCredit = (error: unknown): error is NoAvailableCreditError =>
  error instanceof NoAvailableCreditError;

const mentionsNoCredit = (text: string) =>
  text.toLowerCase().includes(loanRequestMessages.noAvailableCredit.toLowerCase()) || text.includes('500');

/** A plans answer that means NO_AVAILABLE_CREDIT: DisponibleDeclarado 0, or the message says so (docs/product.md#errors). */
export const isNoCreditResponse = (response: Pick<PlansResponse, 'DisponibleDeclarado' | 'Mensaje'>) =>
  response.DisponibleDeclarado === 0 ||
  (typeof response.Mensaje === 'string' && mentionsNoCredit(response.Mensaje));

/** A failed plans call that means NO_AVAILABLE_CREDIT: a 500, or a message naming it or '500'. */
export const isNoCreditFailure = (error: unknown) =>
  isApiError(error) && !error.isConnectionError && (error.Status === 500 || mentionsNoCredit(error.Mensaje));
