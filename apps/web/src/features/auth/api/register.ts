import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/** RegistraPersona20 (call 4): the server may take long, 300 s timeout. */
export const register = (payload: RegisterRequest) =>
  apiPost(paths.register, payload, { timeoutMs: 300_000 });

export const useRegister = () => useMutation({ mutationFn: register });
