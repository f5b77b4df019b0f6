import { sessionCall } from '../../../lib/session-call';

export { errorText } from '../../../lib/session-call';

/** Default texts of spec section 8, used when the server gives no message of its own. */
export const requestErrorDefaults = {
  lines: 'Error al obtener líneas de préstamo',
  plans: 'Error al obtener planes disponibles',
  // The spec names no default for TraePrecancelaciones; the loans one is the closest of its catalogue.
  preCancellations: 'Error al obtener préstamos',
  request: 'Error al solicitar préstamo',
} as const;

/** POSTs with the session token as `uat`; a request carries five photos, so it may take a minute. */
export const requestCall = <T>(
  path: string,
  uat: string | null | undefined,
  body: Record<string, unknown>,
  fallback: string,
  signal?: AbortSignal,
) => sessionCall<T>(path, uat, body, fallback, { signal, timeoutMs: 60_000 });
