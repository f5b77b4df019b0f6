import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { StaffMe } from '@portal/contract';
import { meQueryOptions } from '../../../lib/session/me';

/**
 * After a sign-in that answered { step: 'done' }: the answer is who is signed in (what GET /me would
 * say), so it fills the guard's query and the console opens where the person was going.
 */
export function useEnterConsole() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return (me: StaffMe, to = '/') => {
    client.setQueryData(meQueryOptions().queryKey, { email: me.email, roles: me.roles });
    void navigate(to, { replace: true });
  };
}
