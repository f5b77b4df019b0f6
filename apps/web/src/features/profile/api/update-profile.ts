import { useMutation } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { sessionCall } from '../../../lib/session-call';
import { useUser } from '../../../lib/session/session-context';
import type { ProfileChanges } from '../utils/profile-form';

/** ActualizaDatosPersona (call 7): only the changed fields travel. */
export const updateProfile = (uat: string, changes: ProfileChanges) =>
  sessionCall(paths.updateProfile, uat, changes);

export function useUpdateProfile() {
  const { uat } = useUser();
  return useMutation({ mutationFn: (changes: ProfileChanges) => updateProfile(uat, changes) });
}
