import { apiPost } from '../../../lib/api-client';
import { ApiError, genericRequestError, isApiError } from '../../../lib/api-error';

/** Spec section 6: a loan call without a session. */
const noSessionMessage = 'No hay sesion activa';

/** Default texts of spec section 8, used when the server gives no message of its own. */
export const requestErrorDefaults = {
  lines: 'Error al obtener líneas de préstamo',
  plans: 'Error al obtener planes disponibles',
  // The spec names no default for TraePrecancelaciones; the loans one is the closest of its catalogue.
  preCancellations: 'Error al obtener préstamos',
  request: 'Error al solicitar préstamo',
} as const;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** POSTs with the session token as `uat`; a failure keeps the server's (or the connection's) words, else `fallback`. */
export async function requestCall<T>(
  path: string,
  uat: string | null | undefined,
  body: Record<string, unknown>,
  fallback: string,
  signal?: AbortSignal,
): Promise<T> {
  if (!uat) throw new ApiError({ Status: 401, Mensaje: noSessionMessage, kind: 'status', path });
  try {
    return await apiPost<T>(path, { uat, ...body }, { authenticated: true, signal, timeoutMs: 60_000 });
  } catch (error) {
    if (isAbort(error)) throw error;
    if (!isApiError(error)) throw new ApiError({ Status: 500, Mensaje: fallback, kind: 'status', path });
    if (error.isConnectionError || !error.Mensaje.endsWith(genericRequestError)) throw error;
    throw new ApiError({ Status: error.Status, Mensaje: fallback, kind: error.kind, path });
  }
}

/** The text to show for a failed call. */
export const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.Mensaje : fallback);
