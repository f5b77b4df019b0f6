import { useMutation } from '@tanstack/react-query';
import type { UpdatePhotoResponse } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/** ActualizaFoto (call 8): Foto is base64 without the data-URL prefix. */
export const updatePhoto = (input: { UAT: string; Foto: string }) =>
  apiPost<UpdatePhotoResponse>(paths.updatePhoto, input, { authenticated: true, timeoutMs: 60_000 });

export const useUpdatePhoto = () => useMutation({ mutationFn: updatePhoto });
