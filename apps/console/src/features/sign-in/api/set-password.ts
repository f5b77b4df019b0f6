import { useMutation } from '@tanstack/react-query';
import { consolePaths, messageSchema, staffSetupSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /api/console/setup { token, password }: the one-time link's password (it also ends open sessions). */
export const setPassword = (input: { token: string; password: string }) =>
  apiPost(consolePaths.setup, staffSetupSchema.parse(input), { schema: messageSchema });

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
