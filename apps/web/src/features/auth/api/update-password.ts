import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordRequest } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/** Auth/ActualizaPassword (call 6). */
export const updatePassword = (input: UpdatePasswordRequest) => apiPost(paths.updatePassword, input);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
