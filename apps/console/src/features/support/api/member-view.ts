import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberViewSchema, supportPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { memberPath, membersKey } from './member-paths';

/** GET /api/console/members/:id: the member's data, loans, notifications and open sessions. */
export const fetchMember = (id: number) =>
  apiGet(memberPath(supportPaths.member, id), { schema: memberViewSchema, session: true });

export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...membersKey, 'view', id], queryFn: () => fetchMember(id), staleTime: 10_000 });

export const useMember = (id: number) => useQuery(memberQueryOptions(id));
