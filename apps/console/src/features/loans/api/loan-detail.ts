import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleLoanPaths, loanDetailSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { fillPath } from '@portal/contract/paths';
import { loansKey } from '../../../lib/query-keys';

export const loanPath = (template: string, id: number) => fillPath(template, { id });

/**
 * GET /api/console/loans/:id: state, terms, member, Saldo, the net to transfer, the live transfer and the
 * proposals pending on it.
 */
export const fetchLoanDetail = (id: number) =>
  apiGet(loanPath(consoleLoanPaths.detail, id), { schema: loanDetailSchema, session: true });

export const loanDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...loansKey, 'detail', id],
    queryFn: () => fetchLoanDetail(id),
    staleTime: 10_000,
  });

export const useLoanDetail = (id: number) => useQuery(loanDetailQueryOptions(id));
