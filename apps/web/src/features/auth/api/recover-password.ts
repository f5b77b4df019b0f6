import { useMutation } from '@tanstack/react-query';
import { publicCall } from '../../../lib/api-client';

/** RecuperaPassword (call 5). */
export const recoverPassword = (Mail: string) => publicCall('recoverPassword', { Mail });

export const useRecoverPassword = () => useMutation({ mutationFn: recoverPassword });
