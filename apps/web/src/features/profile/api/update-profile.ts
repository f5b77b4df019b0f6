import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '@portal/contract/envelope';
import type { UpdateProfileRequest } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/** ActualizaDatosPersona (call 7): only the changed fields travel. */
export const updateProfile = (input: UpdateProfileRequest) =>
  apiPost<OkResponse>(paths.updateProfile, input, { authenticated: true });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
