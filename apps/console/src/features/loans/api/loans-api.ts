import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleLoanPaths,
  decisionResponseSchema,
  loanDetailSchema,
  loanPlansResponseSchema,
  loanSearchResponseSchema,
  proposeResponseSchema,
  timelinePaths,
  timelineResponseSchema,
} from '@portal/contract';
import { apiGet, apiPost } from '../../../lib/api-client';
import { withParams } from '../../../lib/paths';

const session = true;
const loanKey = (id: number) => ['console', 'loan', id] as const;

export const useLoanSearch = (filters: URLSearchParams) =>
  useInfiniteQuery({
    queryKey: ['console', 'loans', filters.toString()],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(filters);
      if (pageParam) query.set('cursor', pageParam);
      const text = query.toString();
      return apiGet(`${consoleLoanPaths.search}${text ? `?${text}` : ''}`, {
        schema: loanSearchResponseSchema,
        session,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

// The loan, its plans and its timeline are asked for together (no waterfall): each only needs the id.
export const useLoan = (id: number) =>
  useQuery({
    queryKey: loanKey(id),
    queryFn: () => apiGet(withParams(consoleLoanPaths.detail, { id }), { schema: loanDetailSchema, session }),
  });

export const useLoanPlans = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...loanKey(id), 'plans'],
    queryFn: () =>
      apiGet(withParams(consoleLoanPaths.plans, { id }), { schema: loanPlansResponseSchema, session }),
    enabled,
  });

export const useLoanTimeline = (id: number) =>
  useQuery({
    queryKey: [...loanKey(id), 'timeline'],
    queryFn: () =>
      apiGet(withParams(timelinePaths.loan, { id }), { schema: timelineResponseSchema, session }),
  });

type Action = 'approve' | 'reject' | 'cancel';
const actionPath = {
  approve: consoleLoanPaths.approve,
  reject: consoleLoanPaths.reject,
  cancel: consoleLoanPaths.cancel,
};

/** Approve, reject or cancel by the entity; the loan, the queue and the lists are read again after. */
export function useDecision(id: number, action: Action) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: object) =>
      apiPost(withParams(actionPath[action], { id }), body, { schema: decisionResponseSchema, session }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: loanKey(id) });
      await client.invalidateQueries({ queryKey: ['console', 'queue'] });
      await client.invalidateQueries({ queryKey: ['console', 'loans'] });
    },
  });
}

export function useProposeTransfer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; amount: number; reference: string }) =>
      apiPost(withParams(consoleLoanPaths.transfer, { id }), body, {
        schema: proposeResponseSchema,
        session,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: loanKey(id) }),
  });
}
