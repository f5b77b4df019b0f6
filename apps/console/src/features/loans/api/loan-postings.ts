import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postingPaths, postingsResponseSchema, proposeResponseSchema } from '@portal/contract';
import { apiGet, apiPost } from '../../../lib/api-client';
import { loanPath } from './loan-detail';
import { loansKey } from '../../../lib/query-keys';

/** GET /api/console/loans/:id/postings: the payroll results posted to the loan, latest first. */
export const fetchLoanPostings = (id: number) =>
  apiGet(loanPath(postingPaths.ofLoan, id), { schema: postingsResponseSchema, session: true });

// Under ['loans'], so a decided proposal (lib/proposals/decide-proposal) reads them again too.
export const loanPostingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...loansKey, 'postings', id],
    queryFn: () => fetchLoanPostings(id),
    select: (data) => data.items,
    staleTime: 10_000,
  });

export const useLoanPostings = (id: number) => useQuery(loanPostingsQueryOptions(id));

/** POST /api/console/postings/:id/reversal { reason }: proposes undoing a posted line (four eyes). */
export const proposePostingReversal = (postingId: number, reason: string) =>
  apiPost(
    loanPath(postingPaths.reversal, postingId),
    { reason },
    { schema: proposeResponseSchema, session: true },
  );

export function useProposePostingReversal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postingId, reason }: { postingId: number; reason: string }) =>
      proposePostingReversal(postingId, reason),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: loansKey }),
        client.invalidateQueries({ queryKey: ['proposals'] }),
      ]),
  });
}
