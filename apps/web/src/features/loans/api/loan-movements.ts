import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoanMovementsResponse } from '@portal/contract/loans';
import { paths } from '@portal/contract/paths';
import { useUser } from '../../../lib/session/session-context';
import { sessionCall } from '../../../lib/session-call';
import { loanErrorDefaults } from './loan-error-texts';

/** TraePrestamosRenglones (call 15): PrestamoId travels only when it is a real id (> 0). */
export async function fetchLoanMovements(uat: string, loanId: number, signal?: AbortSignal) {
  const body = loanId > 0 ? { PrestamoId: loanId } : {};
  const response = await sessionCall<LoanMovementsResponse>(paths.loanMovements, uat, body, {
    fallback: loanErrorDefaults.movements,
    signal,
  });
  return Array.isArray(response.Renglones) ? response.Renglones : [];
}

export const loanMovementsQueryOptions = (uat: string, loanId: number) =>
  queryOptions({
    queryKey: ['loans', uat, 'movements', loanId],
    queryFn: ({ signal }) => fetchLoanMovements(uat, loanId, signal),
    enabled: loanId > 0,
  });

export const useLoanMovements = (loanId: number) =>
  useQuery(loanMovementsQueryOptions(useUser().uat, loanId));
