import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { campaignListResponseSchema, campaignPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';

/** Every campaign query starts with this key: sending or cancelling one refreshes them all. */
export const campaignsKey = ['campaigns'] as const;

/** GET /api/console/campaigns: newest first, 20 a page after `cursor`, each with its counts. */
export const fetchCampaigns = (cursor: string | null) =>
  apiGet(cursor ? `${campaignPaths.list}?cursor=${cursor}` : campaignPaths.list, {
    schema: campaignListResponseSchema,
    session: true,
  });

export const campaignsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...campaignsKey, 'list'],
    queryFn: ({ pageParam }) => fetchCampaigns(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // The counts move as members open their notifications: fresh on each visit, no polling.
    staleTime: 0,
  });

export const useCampaigns = () => useInfiniteQuery(campaignsQueryOptions());
