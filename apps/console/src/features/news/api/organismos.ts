import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleOrganismosResponseSchema, organismoPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/console/organismos: every organismo by name, for the audience chooser. */
export const organismosQueryOptions = () =>
  queryOptions({
    queryKey: ['organismos'],
    queryFn: () => apiGet(organismoPaths.list, { schema: consoleOrganismosResponseSchema, session: true }),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
  });

export const useOrganismos = () => useQuery(organismosQueryOptions());
