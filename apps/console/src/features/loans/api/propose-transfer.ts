import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleLoanPaths, proposeResponseSchema, type transferSchema } from '@portal/contract';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { loanPath } from './loan-detail';
import { loansKey } from '../../../lib/query-keys';

export type TransferInput = z.output<typeof transferSchema>;

/** POST /api/console/loans/:id/transfer: proposes it; a second tesorería approves it from the inbox. */
export const proposeTransfer = (id: number, transfer: TransferInput) =>
  apiPost(loanPath(consoleLoanPaths.transfer, id), transfer, {
    schema: proposeResponseSchema,
    session: true,
  });

/** The loan now shows the proposal, and the inbox holds it. */
export function useProposeTransfer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (transfer: TransferInput) => proposeTransfer(id, transfer),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: loansKey }),
        client.invalidateQueries({ queryKey: ['proposals'] }),
      ]),
  });
}
