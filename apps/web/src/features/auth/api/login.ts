import type { LoginRequest } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/**
 * login20 (call 1): EmpresaId "2", 10 s timeout. No query hook on purpose: the login screen is the first
 * visit and stays out of TanStack Query to keep that download small.
 */
export const login = ({ Mail, Password }: Pick<LoginRequest, 'Mail' | 'Password'>) =>
  apiPost(paths.login, { Mail, Password, EmpresaId: '2' }, { timeoutMs: 10_000 });
