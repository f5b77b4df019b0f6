import { queryOptions, useQuery } from '@tanstack/react-query';
import { loanDetailSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { loanKey, loanPaths } from './loan-paths';

/** GET /api/console/loans/:id: member, capacity then and now, documents, signature, other loans. */
export const fetchLoanDetail = (id: number, signal?: AbortSignal) =>
  apiGet(loanPaths.detail(id), { schema: loanDetailSchema, session: true, signal });

export const loanDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...loanKey(id), 'detail'],
    queryFn: ({ signal }) => fetchLoanDetail(id, signal),
  });

export const useLoanDetail = (id: number) => useQuery(loanDetailQueryOptions(id));
