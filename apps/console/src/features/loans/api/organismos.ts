import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleOrganismosResponseSchema, organismoPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { organismosKey } from '../../../lib/query-keys';

/**
 * GET /api/console/organismos: every organismo by name, for the search's 'Organismo' list. The same call
 * and key as Organismos and Haberes (features do not import each other), so an edit there refreshes it.
 */
export const organismosQueryOptions = () =>
  queryOptions({
    queryKey: organismosKey,
    queryFn: () => apiGet(organismoPaths.list, { schema: consoleOrganismosResponseSchema, session: true }),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
  });

export const useOrganismos = () => useQuery(organismosQueryOptions());
