import { queryOptions, useQuery } from '@tanstack/react-query';
import { timelinePaths, timelineResponseSchema } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { memberPath, membersKey } from './member-paths';

/** GET /api/console/members/:id/timeline: the member's steps and the staff's actions, in time order. */
export const fetchMemberTimeline = (id: number) =>
  apiGet(memberPath(timelinePaths.member, id), { schema: timelineResponseSchema, session: true });

export const memberTimelineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...membersKey, 'timeline', id],
    queryFn: () => fetchMemberTimeline(id),
    staleTime: 10_000,
  });

export const useMemberTimeline = (id: number) => useQuery(memberTimelineQueryOptions(id));
