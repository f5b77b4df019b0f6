import { paths } from '@portal/contract/paths';
import { sessionCall } from '../session-call';

/** Revokes the session on the server (docs/product.md#calls); best effort, 5 s. */
export const postLogout = (uat: string | null) =>
  sessionCall(paths.logout, uat, {}, { timeoutMs: 5_000, endSessionOn401: false });
