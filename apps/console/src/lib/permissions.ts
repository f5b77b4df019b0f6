import { permissionsOf, type Permission } from '@portal/contract';
import { useMe } from './session/me';

/** Whether the signed-in staff member may do `permission` (the server checks it anyway). */
export function useCan() {
  const { data: me } = useMe();
  const granted = permissionsOf(me?.roles ?? []);
  return (permission: Permission) => granted.has(permission);
}
