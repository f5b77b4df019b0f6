import { queryOptions, useQuery } from '@tanstack/react-query';
import { consolePaths, staffMeSchema } from '@portal/contract';
import { apiGet } from '../api-client';

/**
 * GET /api/console/me: who is signed in ({ email, roles }), or a 401 without a session. The guard
 * handles that 401 itself (a first visit is not an expired session), so it is not a session call here.
 */
export const fetchMe = () => apiGet(consolePaths.me, { schema: staffMeSchema });

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['console', 'me'], queryFn: fetchMe, staleTime: 5 * 60_000 });

export const useMe = () => useQuery(meQueryOptions());
