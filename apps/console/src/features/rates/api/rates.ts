import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type proposeLineSchema,
  proposeResponseSchema,
  type proposeRateTableSchema,
  type renameLineSchema,
  rateLinesResponseSchema,
  ratePaths,
  ratePreviewResponseSchema,
  type RateTableDraft,
} from '@portal/contract';
import { apiGet, apiPost } from '../../../lib/api-client';
import { fillPath } from '@portal/contract/paths';

const ratesKey = ['rates'] as const;

/** GET /api/console/rates: each line with its versions and pending proposals, new lines waiting, the CFT caps. */
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

/** A proposal's call: afterwards the lines and the four-eyes inbox are read again. */
function useProposal<T>(call: (input: T) => Promise<z.output<typeof proposeResponseSchema>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ratesKey }),
        client.invalidateQueries({ queryKey: ['proposals'] }),
      ]),
  });
}

/** POST /api/console/rates/:lineId/versions: a new version proposed (another parámetros approves it). */
export const useProposeRateTable = (lineId: number) =>
  useProposal((input: ProposeRateTable) =>
    apiPost(fillPath(ratePaths.propose, { lineId }), input, { schema: proposeResponseSchema, session: true }),
  );

export type ProposeLine = z.output<typeof proposeLineSchema>;

/** POST /api/console/rates/lines: a new line with its first table (another parámetros approves it). */
export const useProposeLine = () =>
  useProposal((input: ProposeLine) =>
    apiPost(ratePaths.createLine, input, { schema: proposeResponseSchema, session: true }),
  );

export type RenameLine = z.output<typeof renameLineSchema>;

/** POST /api/console/rates/:lineId/name: a new name (another parámetros approves it). */
export const useRenameLine = (lineId: number) =>
  useProposal((input: RenameLine) =>
    apiPost(fillPath(ratePaths.renameLine, { lineId }), input, {
      schema: proposeResponseSchema,
      session: true,
    }),
  );
