import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleOrganismosResponseSchema, organismoPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { organismosKey } from '../../../lib/query-keys';

/** GET /api/console/organismos: the filter's choices (a few dozen at most), by name. */
export const organismosQueryOptions = () =>
  queryOptions({
    queryKey: organismosKey,
    queryFn: () => apiGet(organismoPaths.list, { schema: consoleOrganismosResponseSchema, session: true }),
    staleTime: 5 * 60_000,
  });

export const useOrganismos = () => useQuery(organismosQueryOptions());
