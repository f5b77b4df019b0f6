import { sessionCall } from '../session-call';

/** TraeDatosUsuario (call 2). */
export const fetchUserData = (uat: string) => sessionCall('userData', uat, {}, { tokenField: 'UAT' });
