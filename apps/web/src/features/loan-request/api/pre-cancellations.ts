import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreCancellation } from '@portal/contract/loan-request';
import { paths } from '@portal/contract/paths';
import { useUser } from '../../../lib/session/session-context';
import { sessionCall } from '../../../lib/session-call';
import { REQUEST_TIMEOUT_MS, requestErrorDefaults } from './request-error-texts';

/** TraePrecancelaciones (call 18): only items with PrestamoId > 0 are kept (docs/product.md#calls). */
export async function fetchPreCancellations(uat: string, signal?: AbortSignal): Promise<PreCancellation[]> {
  // Sends the token as both `uat` and `UAT`, as this call always has: the server accepts either.
  const response = await sessionCall(
    paths.preCancellations,
    uat,
    { UAT: uat },
    { fallback: requestErrorDefaults.preCancellations, timeoutMs: REQUEST_TIMEOUT_MS, signal },
  );
  return (Array.isArray(response.Precancelaciones) ? response.Precancelaciones : []).filter(
    (item) => item.PrestamoId > 0,
  );
}

/** docs/product.md#caching: pre-cancellations stay fresh 10 minutes. */
export const preCancellationsQueryOptions = (uat: string) =>
  queryOptions({
    queryKey: ['loan-request', 'pre-cancellations', uat] as const,
    queryFn: ({ signal }) => fetchPreCancellations(uat, signal),
    staleTime: 10 * 60_000,
  });

/** Army members never pre-cancel (docs/product.md#users), so they do not ask. */
export function usePreCancellations() {
  const user = useUser();
  return useQuery({ ...preCancellationsQueryOptions(user.uat), enabled: !user.ejercito });
}
