import { apiPost } from '../../../lib/api-client';
import { ApiError, genericRequestError, isApiError } from '../../../lib/api-error';

/** Spec section 6: a loan call without a session. */
export const noSessionMessage = 'No hay sesion activa';

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

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** An ApiError whose text is the call's default unless the server (or the connection) said something better. */
export function withDefaultMessage(error: unknown, fallback: string, path: string): unknown {
  if (isAbort(error)) return error;
  if (!isApiError(error)) return new ApiError({ Status: 500, Mensaje: fallback, kind: 'status', path });
  if (error.isConnectionError || !error.Mensaje.endsWith(genericRequestError)) return error;
  return new ApiError({ Status: error.Status, Mensaje: fallback, kind: error.kind, path });
}

/** POST a loan call with the session token as `uat`; refuses at once without a session. */
export async function loanCall<T>(
  path: string,
  uat: string | null | undefined,
  body: Record<string, unknown>,
  fallback: string,
  signal?: AbortSignal,
): Promise<T> {
  if (!uat) throw new ApiError({ Status: 401, Mensaje: noSessionMessage, kind: 'status', path });
  try {
    return await apiPost<T>(path, { uat, ...body }, { authenticated: true, signal });
  } catch (error) {
    throw withDefaultMessage(error, fallback, path);
  }
}

/** The text to show for a failed call. */
export const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.Mensaje : fallback);
export const isConnectionFailure = (error: unknown) => isApiError(error) && error.isConnectionError;
