import { useMutation } from '@tanstack/react-query';
import { consolePaths, staffSignInResponseSchema, staffTotpSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /api/console/totp { code }: the first code of the enrolled app opens the half-open session. */
export const confirmTotp = (code: string) =>
  apiPost(consolePaths.totp, staffTotpSchema.parse({ code }), { schema: staffSignInResponseSchema });

export const useConfirmTotp = () => useMutation({ mutationFn: confirmTotp });
