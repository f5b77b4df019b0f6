import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleLoanPaths, payoffSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { loanPath } from './loan-detail';
import { loansKey } from '../../../lib/query-keys';

/** GET /api/console/loans/:id/payoff?fecha=AAAA-MM-DD: what pays the loan off that day. */
export const fetchLoanPayoff = (id: number, fecha: string) =>
  apiGet(`${loanPath(consoleLoanPaths.payoff, id)}?${new URLSearchParams({ fecha }).toString()}`, {
    schema: payoffSchema,
    session: true,
  });

export const loanPayoffQueryOptions = (id: number, fecha: string) =>
  queryOptions({
    queryKey: [...loansKey, 'payoff', id, fecha],
    queryFn: () => fetchLoanPayoff(id, fecha),
    staleTime: 10_000,
  });

/** `fecha` null: no date chosen yet, nothing is asked. */
export const useLoanPayoff = (id: number, fecha: string | null) =>
  useQuery({
    ...loanPayoffQueryOptions(id, fecha ?? ''),
    enabled: fecha !== null,
  });
