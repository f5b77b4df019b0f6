import { apiPost } from './api-client';
import { ApiError, genericRequestError, isApiError } from './api-error';

/** Spec section 6: a call that needs a session, made without one. */
export const noSessionMessage = 'No hay sesion activa';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** An ApiError whose text is the call's default unless the server (or the connection) said something better. */
export function withDefaultMessage(error: unknown, fallback: string, path: string): unknown {
  if (isAbort(error)) return error;
  if (!isApiError(error)) return new ApiError({ Status: 500, Mensaje: fallback, kind: 'status', path });
  if (error.isConnectionError || !error.Mensaje.endsWith(genericRequestError)) return error;
  return new ApiError({ Status: error.Status, Mensaje: fallback, kind: error.kind, path });
}

/**
 * POSTs a call with the session token as `uat`, refusing at once without a session; a failure keeps the
 * server's (or the connection's) words, else the spec's default text for that call (`fallback`).
 */
export async function sessionCall<T>(
  path: string,
  uat: string | null | undefined,
  body: Record<string, unknown>,
  fallback: string,
  options: { signal?: AbortSignal | undefined; timeoutMs?: number } = {},
): Promise<T> {
  if (!uat) throw new ApiError({ Status: 401, Mensaje: noSessionMessage, kind: 'status', path });
  try {
    return await apiPost<T>(path, { uat, ...body }, { authenticated: true, ...options });
  } catch (error) {
    throw withDefaultMessage(error, fallback, path);
  }
}

/** The text to show for a failed call. */
export const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.Mensaje : fallback);
export const isConnectionFailure = (error: unknown) => isApiError(error) && error.isConnectionError;
