import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '@portal/contract/envelope';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

/** RecuperaPassword (call 5). */
export const recoverPassword = (Mail: string) => apiPost<OkResponse>(paths.recoverPassword, { Mail });

export const useRecoverPassword = () => useMutation({ mutationFn: recoverPassword });
