import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberSearchResponseSchema, supportPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { membersKey } from './member-paths';

/** GET /api/console/members?q=: by DNI (digits), by e-mail (with @), else by the start of the surname. */
export const fetchMembers = (q: string) =>
  apiGet(`${supportPaths.search}?${new URLSearchParams({ q }).toString()}`, {
    schema: memberSearchResponseSchema,
    session: true,
  });

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...membersKey, 'search', q],
    queryFn: () => fetchMembers(q),
    staleTime: 10_000,
  });

/** `q` null: nothing to look for yet (or the address holds a query that is not valid). */
export const useMemberSearch = (q: string | null) =>
  useQuery({ ...memberSearchQueryOptions(q ?? ''), enabled: q !== null });
