import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  batchExecutedResponseSchema,
  proposalPaths,
  proposalsResponseSchema,
  proposeBatchResponseSchema,
  transferBatchesResponseSchema,
  transferPaths,
  transferWorklistResponseSchema,
} from '@portal/contract';
import { fillPath } from '@portal/contract/paths';
import { apiGet, apiPost } from '../../../lib/api-client';
import { withQuery } from '../../../lib/address-filters';
import { loansKey } from '../../../lib/query-keys';

/** Under ['loans']: a decided proposal (the inbox refreshes that key) reads the worklist and batches again. */
const transfersKey = [...loansKey, 'transfers'] as const;

const page = (path: string, cursor: string | null) =>
  withQuery(path, new URLSearchParams(cursor ? { cursor } : {}));

/** GET /api/console/transfers: the loans waiting for their money, 100 a page, with the list's totals. */
export const worklistQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...transfersKey, 'worklist'],
    queryFn: ({ pageParam }) =>
      apiGet(page(transferPaths.worklist, pageParam), {
        schema: transferWorklistResponseSchema,
        session: true,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
export const useWorklist = () => useInfiniteQuery(worklistQueryOptions());

/** GET /api/console/transfers/batches: the batches, newest first. */
export const batchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...transfersKey, 'batches'],
    queryFn: ({ pageParam }) =>
      apiGet(page(transferPaths.batches, pageParam), {
        schema: transferBatchesResponseSchema,
        session: true,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
export const useBatches = () => useInfiniteQuery(batchesQueryOptions());

/** The approved batch's bank file, downloaded by the browser with the session cookie. */
export const batchFileHref = (id: number) => fillPath(transferPaths.batchFile, { id });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: loansKey }),
      client.invalidateQueries({ queryKey: ['proposals'] }),
    ]);
}

/** POST /api/console/transfers/batches { prestamoIds }: one batch, for a second tesorería to approve. */
export function useProposeBatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (prestamoIds: number[]) =>
      apiPost(transferPaths.batches, { prestamoIds }, { schema: proposeBatchResponseSchema, session: true }),
    onSettled: refresh,
  });
}

/** POST /api/console/transfers/batches/:id/executed { referencia }: the loans start repaying. */
export function useMarkExecuted() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, referencia }: { id: number; referencia: string }) =>
      apiPost(
        fillPath(transferPaths.batchExecuted, { id }),
        { referencia },
        { schema: batchExecutedResponseSchema, session: true },
      ),
    onSettled: refresh,
  });
}

/** The pending batch proposals, from the inbox's first page (at most 50 wait at once in practice). */
export const pendingBatchesQueryOptions = () => ({
  queryKey: ['proposals', 'transfer-batches'],
  queryFn: async () =>
    (await apiGet(proposalPaths.list, { schema: proposalsResponseSchema, session: true })).items.filter(
      (p) => p.kind === 'loan.transfer-batch',
    ),
});
export const usePendingBatches = () => useQuery(pendingBatchesQueryOptions());
