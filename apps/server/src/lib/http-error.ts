import { serverMessages } from '@portal/contract';

/** A failure meant for the member: its status becomes both the HTTP status and `Status`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly mensaje: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(mensaje);
  }
}

export const badRequest = (mensaje: string = serverMessages.invalidInput) => new HttpError(400, mensaje);
export const unauthorized = () => new HttpError(401, serverMessages.noSession);
export const forbidden = (mensaje: string) => new HttpError(403, mensaje);
export const notFound = (mensaje: string) => new HttpError(404, mensaje);
export const conflict = (mensaje: string) => new HttpError(409, mensaje);
export const tooLarge = (mensaje: string = serverMessages.tooLarge) => new HttpError(413, mensaje);
/** 429 with the seconds after which trying again may work. */
export const tooManyAttempts = (
  retryAfterSeconds: number,
  mensaje: string = serverMessages.tooManyAttempts,
) => new HttpError(429, mensaje, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
