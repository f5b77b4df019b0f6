import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleLoanPaths, proposeResponseSchema, type paymentSchema } from '@portal/contract';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { loansKey } from '../../../lib/query-keys';
import { loanPath } from './loan-detail';

export type PaymentInput = z.output<typeof paymentSchema>;

/** POST /api/console/loans/:id/payments: proposes it; a second tesorería approves it from the inbox. */
export const proposePayment = (id: number, payment: PaymentInput) =>
  apiPost(loanPath(consoleLoanPaths.payments, id), payment, { schema: proposeResponseSchema, session: true });

/** The loan now shows the proposal, and the inbox holds it. */
export function useProposePayment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentInput) => proposePayment(id, payment),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: loansKey }),
        client.invalidateQueries({ queryKey: ['proposals'] }),
      ]),
  });
}
