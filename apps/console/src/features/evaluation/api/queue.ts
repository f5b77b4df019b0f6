import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { consoleLoanPaths, queueResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { loansKey } from '../../../lib/query-keys';

const PAGE_SIZE = 25;

/** GET /api/console/loans/queue: requests 'Pendiente de evaluación', oldest first, a page at a time. */
export function fetchQueue(cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGet(`${consoleLoanPaths.queue}?${query.toString()}`, {
    schema: queueResponseSchema,
    session: true,
    signal,
  });
}

export const queueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...loansKey, 'queue'],
    queryFn: ({ pageParam, signal }) => fetchQueue(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // Requests arrive all day: a queue left open refreshes itself every minute.
    refetchInterval: 60_000,
  });

export const useQueue = () => useInfiniteQuery(queueQueryOptions());
