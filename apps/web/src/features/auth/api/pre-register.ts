import { useMutation } from '@tanstack/react-query';
import type { PreRegisterRequest } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/** PreRegistro20 (call 3). */
export const preRegister = (input: PreRegisterRequest) => apiPost(paths.preRegister, input);

export const usePreRegister = () => useMutation({ mutationFn: preRegister });
