import type { UserDataResponse } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../api-client';

/** TraeDatosUsuario (call 2). */
export const fetchUserData = (uat: string) =>
  apiPost<UserDataResponse>(paths.userData, { UAT: uat }, { authenticated: true });
