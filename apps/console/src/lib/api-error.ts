export type ApiErrorKind = 'status' | 'html' | 'invalid-response' | 'network' | 'timeout';

export const connectionErrorMessage = 'Error de conexión: no se puede conectar con el servidor.';
export const htmlResponseMessage =
  'La API devolvió HTML en lugar de JSON. Verifique la dirección del servidor.';
export const invalidResponseMessage = 'La respuesta del servidor no es válida';
export const genericRequestError = 'Error en la solicitud';

/** The one error type of every console call; `Mensaje` is the server's Spanish text, shown as is. */
export class ApiError extends Error {
  readonly Status: number;
  readonly Mensaje: string;
  readonly kind: ApiErrorKind;
  readonly path: string;

  constructor(init: { Status: number; Mensaje: string; kind: ApiErrorKind; path: string }) {
    super(init.Mensaje);
    this.name = 'ApiError';
    this.Status = init.Status;
    this.Mensaje = init.Mensaje;
    this.kind = init.kind;
    this.path = init.path;
  }

  get isConnectionError() {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The text to show for a failed call: the server's message, or `fallback` for anything that is not an ApiError. */
export const messageOf = (error: unknown, fallback = 'Ocurrió un error inesperado. Inténtelo nuevamente.') =>
  isApiError(error) ? error.Mensaje : fallback;
