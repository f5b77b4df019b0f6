import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  messageSchema,
  type proposeRateTableSchema,
  rateLinesResponseSchema,
  ratePaths,
  ratePreviewResponseSchema,
  type RateTableDraft,
} from '@portal/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

const ratesKey = ['rates'] as const;

/** GET /api/console/rates: each line with its versions and the pending proposal, and the lowest CFT cap. */
export const ratesQueryOptions = () =>
  queryOptions({
    queryKey: ratesKey,
    queryFn: () => apiGet(ratePaths.list, { schema: rateLinesResponseSchema, session: true }),
  });

export const useRates = () => useQuery(ratesQueryOptions());

/**
 * POST /api/console/rates/preview: TNA, TEA and CFT per row as the server's loan math computes them,
 * and every problem it would refuse the draft for. Null while the draft is not yet all numbers.
 */
export const useRatePreview = (draft: RateTableDraft | null) =>
  useQuery({
    queryKey: [...ratesKey, 'preview', draft],
    queryFn: () => apiPost(ratePaths.preview, draft, { schema: ratePreviewResponseSchema, session: true }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export type ProposeRateTable = z.output<typeof proposeRateTableSchema>;

/** POST /api/console/rates/:lineId/versions: a new version proposed (another parámetros approves it). */
export function useProposeRateTable(lineId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposeRateTable) =>
      apiPost(ratePaths.propose.replace(':lineId', String(lineId)), input, {
        schema: messageSchema.extend({ id: z.number() }),
        session: true,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ratesKey }),
        client.invalidateQueries({ queryKey: ['proposals'] }),
      ]),
  });
}
