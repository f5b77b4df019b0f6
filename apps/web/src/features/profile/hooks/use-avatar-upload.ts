import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { isApiError } from '@portal/ui/api-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useUpdatePhoto } from '../api/update-photo';
import { checkAvatarFile, checkAvatarSize, shrinkToJpegBase64 } from '../utils/image-file';

const uploadFailed = 'Hubo un error al actualizar tu foto de perfil';

/** Checks, shrinks and uploads a new avatar; shows it at once and reloads the member 1 s later. */
export function useAvatarUpload(shrink: (file: File) => Promise<string> = shrinkToJpegBase64) {
  const { setAvatar, refreshUser } = useSession();
  const photoCall = useUpdatePhoto();
  const reload = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (reload.current) clearTimeout(reload.current);
    },
    [],
  );

  async function upload(file: File): Promise<boolean> {
    const problem = await checkAvatarFile(file);
    if (problem) {
      notifyError(problem.title, problem.description);
      return false;
    }
    let base64: string;
    try {
      base64 = await shrink(file);
    } catch {
      notifyError(uploadFailed, 'No se pudo leer la imagen seleccionada.');
      return false;
    }
    // base64 carries 3 bytes in every 4 characters.
    const tooLarge = checkAvatarSize(Math.floor((base64.length * 3) / 4));
    if (tooLarge) {
      notifyError(tooLarge.title, tooLarge.description);
      return false;
    }
    try {
      await photoCall.mutateAsync(base64);
    } catch (error) {
      notifyError(uploadFailed, isApiError(error) ? error.Mensaje : undefined, {
        connection: isApiError(error) && error.isConnectionError,
      });
      return false;
    }
    setAvatar(`data:image/jpeg;base64,${base64}`);
    notifySuccess('Foto actualizada');
    reload.current = setTimeout(() => {
      refreshUser().catch(() => notifyError('No se pudieron cargar los datos del usuario'));
    }, 1000);
    return true;
  }

  return { upload, uploading: photoCall.isPending };
}
