import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallRequest } from '@portal/contract/calls';
import { useUser } from '../../../lib/session/session-context';
import { sessionCall } from '../../../lib/session-call';
import { loanErrorDefaults } from './loan-error-texts';
import { paths } from '@portal/contract/paths';

/** TraePrestamosRenglones (call 15): PrestamoId travels only when it is a real id (> 0). */
export async function fetchLoanMovements(uat: string, loanId: number, signal?: AbortSignal) {
  // The contract requires PrestamoId, so a body without it is refused (400); the hook never sends one
  // (enabled: loanId > 0), but the call keeps the spec's rule.
  const body = (loanId > 0 ? { PrestamoId: loanId } : {}) as CallRequest<'loanMovements'>;
  const response = await sessionCall(paths.loanMovements, uat, body, {
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
