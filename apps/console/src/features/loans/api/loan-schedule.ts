import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleLoanPaths, loanScheduleSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { loanPath } from './loan-detail';
import { loansKey } from '../../../lib/query-keys';

/** GET /api/console/loans/:id/schedule: the installments as rows, oldest first. */
export const fetchLoanSchedule = (id: number) =>
  apiGet(loanPath(consoleLoanPaths.schedule, id), { schema: loanScheduleSchema, session: true });

// Under ['loans'], so a decided proposal (a posting reversed, a payment approved) reads it again too.
export const loanScheduleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...loansKey, 'schedule', id],
    queryFn: () => fetchLoanSchedule(id),
    select: (data) => data.items,
    staleTime: 10_000,
  });

export const useLoanSchedule = (id: number) => useQuery(loanScheduleQueryOptions(id));
