import { useMutation } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/** RecuperaPassword (call 5). */
export const recoverPassword = (Mail: string) => apiPost(paths.recoverPassword, { Mail });

export const useRecoverPassword = () => useMutation({ mutationFn: recoverPassword });
