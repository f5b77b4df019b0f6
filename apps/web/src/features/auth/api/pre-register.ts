import { useMutation } from '@tanstack/react-query';
import type { PreRegisterRequest } from '@portal/contract/accounts';
import { publicCall } from '../../../lib/api-client';

/** PreRegistro20 (call 3). */
export const preRegister = (input: PreRegisterRequest) => publicCall('preRegister', input);

export const usePreRegister = () => useMutation({ mutationFn: preRegister });
