import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Loan } from '@portal/contract/loans';
import { paths } from '@portal/contract/paths';
import { isApiError } from '@portal/ui/api-error';
import { loansQueryKey } from '../../../lib/loans-refresh';
import { useUser } from '../../../lib/session/session-context';
import { readLoansCache, writeLoansCache } from '../utils/loans-cache';
import { sessionCall } from '../../../lib/session-call';
import { loanErrorDefaults } from './loan-error-texts';

/** TraePrestamos (call 14). Every success refreshes the local cache that paints the next visit at once. */
export async function fetchLoans(uat: string, signal?: AbortSignal): Promise<Loan[]> {
  const response = await sessionCall(paths.loans, uat, {}, { fallback: loanErrorDefaults.loans, signal });
  const loans = Array.isArray(response.Prestamos) ? response.Prestamos : [];
  writeLoansCache(loans);
  return loans;
}

const isClientError = (error: unknown) => isApiError(error) && error.Status >= 400 && error.Status < 500;

/** docs/product.md#caching: fresh 10 min, kept 30 min, 2 retries with exponential back-off capped at 30 s, no refetch on focus. */
export const loansQueryOptions = (uat: string) =>
  queryOptions<Loan[], Error, Loan[], readonly [string, string]>({
    queryKey: loansQueryKey(uat),
    queryFn: ({ signal }) => fetchLoans(uat, signal),
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    // A 4xx (no session, bad request) cannot be fixed by asking again.
    retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    refetchOnWindowFocus: false,
    // The local cache (valid 5 min) paints at once while the query checks with the server.
    placeholderData: () => readLoansCache()?.loans,
  });

export const useLoans = () => useQuery(loansQueryOptions(useUser().uat));
