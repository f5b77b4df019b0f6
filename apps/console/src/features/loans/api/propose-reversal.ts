import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleLoanPaths, proposeResponseSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { loanPath } from './loan-detail';
import { loansKey } from '../../../lib/query-keys';

/** POST /api/console/loans/:id/transfer/reversal { reason }: proposes undoing the transfer (four eyes). */
export const proposeReversal = (id: number, reason: string) =>
  apiPost(
    loanPath(consoleLoanPaths.transferReversal, id),
    { reason },
    { schema: proposeResponseSchema, session: true },
  );

export function useProposeReversal(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => proposeReversal(id, reason),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: loansKey }),
        client.invalidateQueries({ queryKey: ['proposals'] }),
      ]),
  });
}
