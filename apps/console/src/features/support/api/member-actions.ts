import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportMessageSchema, supportPaths } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { memberPath, membersKey } from './member-paths';

/** The acts that take only a reason: block, unblock and closing every session. */
export type ReasonAction = 'block' | 'unblock' | 'revokeSessions';

/** POST /api/console/members/:id/block | unblock | revoke-sessions { reason }. */
export const actWithReason = (id: number, action: ReasonAction, reason: string) =>
  apiPost(memberPath(supportPaths[action], id), { reason }, { schema: supportMessageSchema, session: true });

export function useReasonAction(id: number, action: ReasonAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => actWithReason(id, action, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey }),
  });
}
