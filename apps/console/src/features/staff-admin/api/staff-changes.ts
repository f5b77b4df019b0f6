import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema, proposeResponseSchema, staffAdminPaths, type StaffRole } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { fillPath } from '@portal/contract/paths';

const pathOf = (template: string, id: number) => fillPath(template, { id });

/** POST /api/console/staff { email, roles, reason }: proposes a new account (four eyes). */
export const proposeAccount = (body: { email: string; roles: StaffRole[]; reason: string }) =>
  apiPost(staffAdminPaths.create, body, { schema: proposeResponseSchema, session: true });

/** POST /api/console/staff/:id/roles { roles, reason }: proposes other roles for an account (four eyes). */
export const proposeRoles = (id: number, body: { roles: StaffRole[]; reason: string }) =>
  apiPost(pathOf(staffAdminPaths.roles, id), body, { schema: proposeResponseSchema, session: true });

/** POST /api/console/staff/:id/disable or /enable: at once; disabling closes the account's sessions. */
export const setAccountActive = (id: number, active: boolean) =>
  apiPost(pathOf(active ? staffAdminPaths.enable : staffAdminPaths.disable, id), undefined, {
    schema: messageSchema,
    session: true,
  });

/** The accounts and the proposals on them are read again after any change, and after a refusal. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['staff-admin'] }),
      client.invalidateQueries({ queryKey: ['proposals'] }),
    ]);
}

export function useProposeAccount() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: proposeAccount, onSettled: refresh });
}

export function useProposeRoles() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; roles: StaffRole[]; reason: string }) =>
      proposeRoles(id, body),
    onSettled: refresh,
  });
}

export function useSetAccountActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setAccountActive(id, active),
    onSettled: refresh,
  });
}
