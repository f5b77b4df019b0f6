import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignPaths, messageSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { campaignPath } from './campaign-detail';
import { campaignsKey } from './list-campaigns';

/** POST /api/console/campaigns/:id/cancel: only while it is scheduled. */
export const cancelCampaign = (id: number) =>
  apiPost(campaignPath(campaignPaths.cancel, id), {}, { schema: messageSchema, session: true });

export function useCancelCampaign(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelCampaign(id),
    // Refreshed also on failure: a 409 means the scheduler sent it meanwhile.
    onSettled: () => client.invalidateQueries({ queryKey: campaignsKey }),
  });
}
