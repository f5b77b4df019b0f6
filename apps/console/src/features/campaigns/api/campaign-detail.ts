import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignDetailSchema, campaignPaths } from '@portal/contract';
import { apiGet } from '../../../lib/api-client';
import { campaignsKey } from './list-campaigns';
import { fillPath } from '@portal/contract/paths';

export const campaignPath = (template: string, id: number) => fillPath(template, { id });

/** GET /api/console/campaigns/:id: the text, the audience, the state and the counts. */
export const fetchCampaign = (id: number) =>
  apiGet(campaignPath(campaignPaths.detail, id), { schema: campaignDetailSchema, session: true });

export const campaignQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...campaignsKey, 'detail', id], queryFn: () => fetchCampaign(id), staleTime: 0 });

export const useCampaign = (id: number) => useQuery(campaignQueryOptions(id));
