import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  consoleOrganismosResponseSchema,
  messageSchema,
  organismoPaths,
  type organismoGeneralSchema,
} from '@portal/contract';
import { apiGet, apiPost } from '../../../lib/api-client';
import { fillPath } from '@portal/contract/paths';
import { organismosKey } from '../../../lib/query-keys';

/** GET /api/console/organismos: every organismo by name (the key Haberes uses too, so both refresh). */
export const organismosQueryOptions = () =>
  queryOptions({
    queryKey: organismosKey,
    queryFn: () => apiGet(organismoPaths.list, { schema: consoleOrganismosResponseSchema, session: true }),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
  });

export const useOrganismos = () => useQuery(organismosQueryOptions());

export type OrganismoGeneralInput = z.output<typeof organismoGeneralSchema>;

/** POST /api/console/organismos/:id/general: name, short name, documents, army, CFT cap (parámetros). */
export function useSaveOrganismoGeneral(organismoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganismoGeneralInput) =>
      apiPost(fillPath(organismoPaths.general, { id: organismoId }), input, {
        schema: messageSchema,
        session: true,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: organismosQueryOptions().queryKey }),
        // The rate tables show the lowest cap.
        client.invalidateQueries({ queryKey: ['rates'] }),
      ]),
  });
}
