import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoanLine } from '@portal/contract/loan-request';
import { paths } from '@portal/contract/paths';
import { useUser } from '../../../lib/session/session-context';
import { sessionCall } from '../../../lib/session-call';
import { REQUEST_TIMEOUT_MS, requestErrorDefaults } from './request-error-texts';

/** TraeLineasPrestamos (call 16). Ids come from the server; records with Id <= 0 are dropped (docs/product.md#constants). */
export async function fetchLoanLines(uat: string, signal?: AbortSignal): Promise<LoanLine[]> {
  const response = await sessionCall(
    paths.loanLines,
    uat,
    {},
    { fallback: requestErrorDefaults.lines, timeoutMs: REQUEST_TIMEOUT_MS, signal },
  );
  return (Array.isArray(response.LineasPrestamos) ? response.LineasPrestamos : []).filter(
    (line) => line.Id > 0,
  );
}

/** docs/product.md#caching: loan lines stay fresh 15 minutes. */
export const loanLinesQueryOptions = (uat: string) =>
  queryOptions({
    queryKey: ['loan-request', 'lines', uat] as const,
    queryFn: ({ signal }) => fetchLoanLines(uat, signal),
    staleTime: 15 * 60_000,
  });

export const useLoanLines = () => useQuery(loanLinesQueryOptions(useUser().uat));
