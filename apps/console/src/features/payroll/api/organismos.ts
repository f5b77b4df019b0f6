import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleOrganismosResponseSchema, organismoPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { organismosKey } from '../../../lib/query-keys';

/** GET /api/console/organismos: every organismo by name, with its payroll settings. */
export const fetchOrganismos = () =>
  apiGet(organismoPaths.list, { schema: consoleOrganismosResponseSchema, session: true });

export const organismosQueryOptions = () =>
  queryOptions({
    queryKey: organismosKey,
    queryFn: fetchOrganismos,
    select: (data) => data.items,
    // A handful of rows that change when parámetros edits one (this screen invalidates them then).
    staleTime: 5 * 60_000,
  });

export const useOrganismos = () => useQuery(organismosQueryOptions());
