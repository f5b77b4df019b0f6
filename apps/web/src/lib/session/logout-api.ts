import { paths } from '@portal/contract/paths';
import { apiPost } from '../api-client';

/** Revokes the session on the server (design.md section 2). */
export const postLogout = (uat: string) => apiPost(paths.logout, { uat }, { timeoutMs: 5_000 });
