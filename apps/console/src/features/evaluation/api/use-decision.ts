import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { decisionResponseSchema } from '@portal/contract';
import { loansKey } from '../../../lib/query-keys';

export type Decision = z.output<typeof decisionResponseSchema>;

/**
 * A decision on loan `id`. Whatever the answer (done, or 409 because someone else decided first), the
 * queue and everything shown of loans (but the documents) is read again before the mutation settles:
 * also the queries no screen shows now (`refetchType: 'all'`), so the queue the operator goes back to
 * never shows the request just decided.
 */
export function useDecision<Body>(call: (id: number, body: Body) => Promise<Decision>, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => call(id, body),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: loansKey,
        refetchType: 'all',
        // The documents did not change, and reading one again would write another audit row.
        predicate: (query) => query.queryKey[loansKey.length + 1] !== 'files',
      }),
  });
}
