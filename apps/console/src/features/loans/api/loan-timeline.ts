import { queryOptions, useQuery } from '@tanstack/react-query';
import { timelinePaths, timelineResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { loanPath } from './loan-detail';
import { loansKey } from '../../../lib/query-keys';

/** GET /api/console/loans/:id/timeline: the member's steps and the staff's actions, in time order. */
export const fetchLoanTimeline = (id: number) =>
  apiGet(loanPath(timelinePaths.loan, id), { schema: timelineResponseSchema, session: true });

export const loanTimelineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...loansKey, 'timeline', id],
    queryFn: () => fetchLoanTimeline(id),
    staleTime: 10_000,
  });

export const useLoanTimeline = (id: number) => useQuery(loanTimelineQueryOptions(id));
