import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignPaths, createCampaignResponseSchema, type CreateCampaign } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { campaignsKey } from './list-campaigns';

/** POST /api/console/campaigns: sends it now or schedules it; answers its id and what happened. */
export const createCampaign = (campaign: CreateCampaign) =>
  apiPost(campaignPaths.list, campaign, { schema: createCampaignResponseSchema, session: true });

export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => client.invalidateQueries({ queryKey: campaignsKey }),
  });
}
