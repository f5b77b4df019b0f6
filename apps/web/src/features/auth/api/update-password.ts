import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordRequest } from '@portal/contract/accounts';
import { publicCall } from '../../../lib/api-client';

/** Auth/ActualizaPassword (call 6). */
export const updatePassword = (input: UpdatePasswordRequest) => publicCall('updatePassword', input);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
