import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  proposeResponseSchema,
  provisionPaths,
  provisionRatesSchema,
  type proposeProvisionRatesSchema,
} from '@portal/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

const provisionRatesKey = ['provision-rates'] as const;

/** GET /api/console/provision-rates: the rate of each situation and the change waiting, if any. */
export const provisionRatesQueryOptions = () =>
  queryOptions({
    queryKey: provisionRatesKey,
    queryFn: () => apiGet(provisionPaths.rates, { schema: provisionRatesSchema, session: true }),
  });

export const useProvisionRates = () => useQuery(provisionRatesQueryOptions());

export type ProvisionRatesChange = z.output<typeof proposeProvisionRatesSchema>;

/**
 * POST /api/console/provision-rates { tasas, reason }: a proposal another parametros approves; the rates
 * and the four-eyes inbox are read again to show it pending.
 */
export function useProposeProvisionRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ProvisionRatesChange) =>
      apiPost(provisionPaths.rates, change, { schema: proposeResponseSchema, session: true }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: provisionRatesKey }),
        client.invalidateQueries({ queryKey: ['proposals'] }),
      ]),
  });
}
