import { paths } from '@portal/contract/paths';
import { sessionCall } from '../session-call';

/** TraeDatosUsuario (call 2). */
export const fetchUserData = (uat: string) => sessionCall(paths.userData, uat, {}, { tokenField: 'UAT' });
