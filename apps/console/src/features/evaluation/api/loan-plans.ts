import { queryOptions, useQuery } from '@tanstack/react-query';
import { loanPlansResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { loanKey, loanPaths } from './loan-paths';

/** GET /api/console/loans/:id/plans: the requested plan priced today, and the lower plans approve takes. */
export const fetchLoanPlans = (id: number, signal?: AbortSignal) =>
  apiGet(loanPaths.plans(id), { schema: loanPlansResponseSchema, session: true, signal });

export const loanPlansQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...loanKey(id), 'plans'],
    queryFn: ({ signal }) => fetchLoanPlans(id, signal),
  });

export const useLoanPlans = (id: number) => useQuery(loanPlansQueryOptions(id));
