import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleLoanPaths, paymentPayoffSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { loansKey } from '../../../lib/query-keys';
import { loanPath } from './loan-detail';

/**
 * GET /api/console/loans/:id/payments/payoff?fecha: what a payment of that day must be to pay the loan off,
 * with the days a payment may carry (`desde` the transfer, `hasta` the business date). Without a date: the
 * business date's.
 */
export const paymentPayoffQueryOptions = (id: number, fecha: string | null) =>
  queryOptions({
    queryKey: [...loansKey, 'payment-payoff', id, fecha ?? 'hoy'],
    queryFn: () =>
      apiGet(
        `${loanPath(consoleLoanPaths.paymentPayoff, id)}${fecha ? `?${new URLSearchParams({ fecha })}` : ''}`,
        { schema: paymentPayoffSchema, session: true },
      ),
    staleTime: 30_000,
  });

export const usePaymentPayoff = (id: number, fecha: string | null, enabled = true) =>
  useQuery({ ...paymentPayoffQueryOptions(id, fecha), enabled });
