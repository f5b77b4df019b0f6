import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { proposalPaths, proposalsResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/console/proposals: pending proposals this person may decide, oldest first, 50 a page. */
export const fetchPendingProposals = (cursor: string | null) =>
  apiGet(cursor ? `${proposalPaths.list}?${new URLSearchParams({ cursor })}` : proposalPaths.list, {
    schema: proposalsResponseSchema,
    session: true,
  });

export const pendingProposalsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['proposals', 'pending'],
    queryFn: ({ pageParam }) => fetchPendingProposals(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // Someone else's proposals arrive at any time: the inbox and the count in the nav stay fresh.
    staleTime: 20_000,
    refetchInterval: 60_000,
    // Opening the inbox asks again at once: a proposal made a moment ago by a colleague must be there.
    refetchOnMount: 'always',
  });

export const usePendingProposals = () => useInfiniteQuery(pendingProposalsQueryOptions());
