import { useMutation } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { sessionCall } from '../../../lib/session-call';
import { useUser } from '../../../lib/session/session-context';

/** ActualizaFoto (call 8): Foto is base64 without the data-URL prefix. */
export const updatePhoto = (uat: string, Foto: string) =>
  sessionCall(paths.updatePhoto, uat, { Foto }, { tokenField: 'UAT', timeoutMs: 60_000 });

export function useUpdatePhoto() {
  const { uat } = useUser();
  return useMutation({ mutationFn: (foto: string) => updatePhoto(uat, foto) });
}
