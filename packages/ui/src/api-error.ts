/** 'offline': refused before sending, the device has no connection (the message says what needs one). */
export type ApiErrorKind = 'status' | 'html' | 'invalid-response' | 'network' | 'timeout' | 'offline';

export const htmlResponseMessage =
  'La API devolvió HTML en lugar de JSON. Verifique la dirección del servidor.';
export const genericRequestError = 'Error en la solicitud';
export const invalidResponseMessage = 'La respuesta del servidor no es válida';

/** The text of a failed answer that brings no message of its own. */
export const statusFallbackMessage = (status: number) =>
  status >= 500 ? `Error del servidor (${status}): ${genericRequestError}` : genericRequestError;

/** The one error type of every call: `Mensaje` is the server's Spanish text; screens map the rest. */
export class ApiError extends Error {
  readonly Status: number;
  readonly Mensaje: string;
  readonly kind: ApiErrorKind;
  readonly path: string;
  readonly time: Date;

  constructor(init: { Status: number; Mensaje: string; kind: ApiErrorKind; path: string }) {
    super(init.Mensaje);
    this.name = 'ApiError';
    this.Status = init.Status;
    this.Mensaje = init.Mensaje;
    this.kind = init.kind;
    this.path = init.path;
    this.time = new Date();
  }

  get isConnectionError() {
    return this.kind === 'network' || this.kind === 'timeout';
  }

  /** A short machine-ish code for the technical details shown to the member. */
  get code() {
    const codes: Record<ApiErrorKind, string> = {
      status: `ERR_STATUS_${this.Status}`,
      html: 'ERR_HTML_RESPONSE',
      'invalid-response': 'ERR_BAD_RESPONSE',
      network: 'ERR_NETWORK',
      timeout: 'ERR_TIMEOUT',
      offline: 'ERR_OFFLINE',
    };
    return codes[this.kind];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The text to show for a failed call: the server's message, or `fallback` for anything that is not an ApiError. */
export const messageOf = (error: unknown, fallback = 'Ocurrió un error inesperado. Inténtelo nuevamente.') =>
  isApiError(error) ? error.Mensaje : fallback;
