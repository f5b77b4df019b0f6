import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreCancellation, PreCancellationsResponse } from '@portal/contract/loan-request';
import { paths } from '@portal/contract/paths';
import { useUser } from '../../../lib/session/session-context';
import { requestCall, requestErrorDefaults } from './request-call';

/** TraePrecancelaciones (call 18): only items with PrestamoId > 0 are kept (spec section 3). */
export async function fetchPreCancellations(uat: string, signal?: AbortSignal): Promise<PreCancellation[]> {
  const response = await requestCall<PreCancellationsResponse>(
    paths.preCancellations,
    uat,
    { UAT: uat },
    requestErrorDefaults.preCancellations,
    signal,
  );
  return (Array.isArray(response.Precancelaciones) ? response.Precancelaciones : []).filter(
    (item) => item.PrestamoId > 0,
  );
}

/** Spec section 9: pre-cancellations stay fresh 10 minutes. */
export const preCancellationsQueryOptions = (uat: string) =>
  queryOptions({
    queryKey: ['loan-request', 'pre-cancellations', uat] as const,
    queryFn: ({ signal }) => fetchPreCancellations(uat, signal),
    staleTime: 10 * 60_000,
  });

/** Army members never pre-cancel (spec section 6), so they do not ask. */
export function usePreCancellations() {
  const user = useUser();
  return useQuery({ ...preCancellationsQueryOptions(user.uat), enabled: !user.ejercito });
}
