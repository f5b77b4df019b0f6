import { sessionCall } from '../../../lib/session-call';

export { errorText, isConnectionFailure } from '../../../lib/session-call';

/** The default texts of spec section 8, used when the server gives no message of its own. */
export const loanErrorDefaults = {
  loans: 'Error al obtener préstamos',
  movements: 'Error al obtener transacciones',
  requestToken: 'Error al solicitar token',
  cancel: 'Error al anular préstamo',
  confirm: 'Error al confirmar préstamo',
  file: 'Error al obtener legajo electrónico',
  pdf: 'Error al procesar el archivo PDF',
  download: 'Error al descargar legajo PDF',
} as const;

/** POST a loan call with the session token as `uat`; refuses at once without a session. */
export const loanCall = <T>(
  path: string,
  uat: string | null | undefined,
  body: Record<string, unknown>,
  fallback: string,
  signal?: AbortSignal,
) => sessionCall<T>(path, uat, body, fallback, { signal });
