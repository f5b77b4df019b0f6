import type { OkResponse } from '@portal/contract/envelope';
import { paths } from '@portal/contract/paths';
import { sessionCall } from '../session-call';

/** Revokes the session on the server (design.md section 2); best effort, 5 s. */
export const postLogout = (uat: string | null) =>
  sessionCall<OkResponse>(paths.logout, uat, {}, { timeoutMs: 5_000, endSessionOn401: false });
