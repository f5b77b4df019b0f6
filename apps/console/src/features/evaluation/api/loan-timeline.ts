import { queryOptions, useQuery } from '@tanstack/react-query';
import { timelineResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { loanKey, loanPaths } from './loan-paths';

/** GET /api/console/loans/:id/timeline: the member's steps and staff actions, oldest first. */
export const fetchLoanTimeline = (id: number, signal?: AbortSignal) =>
  apiGet(loanPaths.timeline(id), { schema: timelineResponseSchema, session: true, signal });

export const loanTimelineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...loanKey(id), 'timeline'],
    queryFn: ({ signal }) => fetchLoanTimeline(id, signal),
  });

export const useLoanTimeline = (id: number) => useQuery(loanTimelineQueryOptions(id));
