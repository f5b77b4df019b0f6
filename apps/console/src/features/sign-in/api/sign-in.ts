import { useMutation } from '@tanstack/react-query';
import {
  consolePaths,
  staffSignInResponseSchema,
  staffSignInSchema,
  type StaffSignIn,
} from '@portal/contract';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/console/session: { step: 'done', email, roles } (session cookie set), { step: 'totp' } (the
 * password was right, the code is missing), or { step: 'enrol', secret, otpauthUri } (half-open session
 * until the first code). The body is the contract's shape (e-mail trimmed and lower-cased).
 */
export const signIn = (input: StaffSignIn) =>
  apiPost(consolePaths.session, staffSignInSchema.parse(input), { schema: staffSignInResponseSchema });

export const useSignIn = () => useMutation({ mutationFn: signIn });
