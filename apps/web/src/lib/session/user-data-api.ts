import type { UserDataResponse } from '@portal/contract/accounts';
import { paths } from '@portal/contract/paths';
import { sessionCall } from '../session-call';

/** TraeDatosUsuario (call 2). */
export const fetchUserData = (uat: string) =>
  sessionCall<UserDataResponse>(paths.userData, uat, {}, { tokenField: 'UAT' });
