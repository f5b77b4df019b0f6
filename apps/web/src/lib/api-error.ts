export type ApiErrorKind = 'status' | 'html' | 'invalid-response' | 'network' | 'timeout';

export const connectionErrorMessage = 'Error de conexión: No se puede conectar con el servidor...';
export const htmlResponseMessage =
  'La API devolvió HTML en lugar de JSON. Verifique la dirección del servidor.';
export const genericRequestError = 'Error en la solicitud';

/** The one error type of every call: screens map it to the spec's texts. */
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
    };
    return codes[this.kind];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
