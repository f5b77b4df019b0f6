import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoanLine, LoanLinesResponse } from '@portal/contract/loan-request';
import { paths } from '@portal/contract/paths';
import { useUser } from '../../../lib/session/session-context';
import { requestCall, requestErrorDefaults } from './request-call';

/** TraeLineasPrestamos (call 16). Ids come from the server; records with Id <= 0 are dropped (spec section 9). */
export async function fetchLoanLines(uat: string, signal?: AbortSignal): Promise<LoanLine[]> {
  const response = await requestCall<LoanLinesResponse>(
    paths.loanLines,
    uat,
    {},
    requestErrorDefaults.lines,
    signal,
  );
  return (Array.isArray(response.LineasPrestamos) ? response.LineasPrestamos : []).filter(
    (line) => line.Id > 0,
  );
}

/** Spec section 9: loan lines stay fresh 15 minutes. */
export const loanLinesQueryOptions = (uat: string) =>
  queryOptions({
    queryKey: ['loan-request', 'lines', uat] as const,
    queryFn: ({ signal }) => fetchLoanLines(uat, signal),
    staleTime: 15 * 60_000,
  });

export const useLoanLines = () => useQuery(loanLinesQueryOptions(useUser().uat));
