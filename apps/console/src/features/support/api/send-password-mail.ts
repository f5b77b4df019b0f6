import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportMessageSchema, supportPaths } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { memberPath, membersKey } from './member-paths';

/** POST /api/console/members/:id/password-mail: a link to set a new password, to the member's address. */
export const sendPasswordMail = (id: number) =>
  apiPost(memberPath(supportPaths.passwordMail, id), {}, { schema: supportMessageSchema, session: true });

export function useSendPasswordMail(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendPasswordMail(id),
    // The mail is recorded in the member's history.
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey }),
  });
}
