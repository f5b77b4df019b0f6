import { useMutation } from '@tanstack/react-query';
import { consolePaths, messageSchema, staffUnlockSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /api/console/auth/unlock { token }: the one-time link mailed when the account was locked. */
export const unlockAccount = (input: { token: string }) =>
  apiPost(consolePaths.unlock, staffUnlockSchema.parse(input), { schema: messageSchema });

export const useUnlockAccount = () => useMutation({ mutationFn: unlockAccount });
