import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleLoanPaths, loanPaymentsResponseSchema, proposeResponseSchema } from '@portal/contract';
import { apiGet, apiPost } from '../../../lib/api-client';
import { loanPath } from './loan-detail';
import { loansKey } from '../../../lib/query-keys';

/** GET /api/console/loans/:id/payments: the payments outside payroll of the loan, latest first. */
export const fetchLoanPayments = (id: number) =>
  apiGet(loanPath(consoleLoanPaths.payments, id), { schema: loanPaymentsResponseSchema, session: true });

// Under ['loans'], so a decided proposal (lib/proposals/decide-proposal) reads them again too.
export const loanPaymentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...loansKey, 'payments', id],
    queryFn: () => fetchLoanPayments(id),
    select: (data) => data.items,
    staleTime: 10_000,
  });

export const useLoanPayments = (id: number) => useQuery(loanPaymentsQueryOptions(id));

/** POST /api/console/loans/:id/payments/:paymentId/reversal { reason }: proposes undoing a payment. */
export const proposePaymentReversal = (loanId: number, paymentId: number, reason: string) =>
  apiPost(
    loanPath(consoleLoanPaths.paymentReversal, loanId).replace(':paymentId', String(paymentId)),
    { reason },
    { schema: proposeResponseSchema, session: true },
  );

export function useProposePaymentReversal(loanId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      proposePaymentReversal(loanId, paymentId, reason),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: loansKey }),
        client.invalidateQueries({ queryKey: ['proposals'] }),
      ]),
  });
}
