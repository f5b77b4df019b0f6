import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, messageOf, statusFallbackMessage, type ApiErrorKind } from './api-error';

const error = (Status: number, kind: ApiErrorKind) =>
  new ApiError({ Status, Mensaje: 'Texto del servidor', kind, path: '/api/x' });

describe('ApiError', () => {
  it('names its kind with a short code and tells connection failures apart', () => {
    expect(error(409, 'status')).toMatchObject({ code: 'ERR_STATUS_409', isConnectionError: false });
    expect(error(500, 'html').code).toBe('ERR_HTML_RESPONSE');
    expect(error(500, 'invalid-response').code).toBe('ERR_BAD_RESPONSE');
    expect(error(0, 'network')).toMatchObject({ code: 'ERR_NETWORK', isConnectionError: true });
    expect(error(0, 'timeout')).toMatchObject({ code: 'ERR_TIMEOUT', isConnectionError: true });
  });

  it('is an Error with its message and the time it happened', () => {
    const before = Date.now();
    const e = error(400, 'status');
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('Texto del servidor');
    expect(e.time.getTime()).toBeGreaterThanOrEqual(before);
    expect(isApiError(e)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('texts', () => {
  it("shows the server's message, or the fallback for anything else", () => {
    expect(messageOf(error(400, 'status'))).toBe('Texto del servidor');
    expect(messageOf(new Error('interno'))).toBe('Ocurrió un error inesperado. Inténtelo nuevamente.');
    expect(messageOf('x', 'Otro texto')).toBe('Otro texto');
  });

  it('names the server in the fallback of a 5xx only', () => {
    expect(statusFallbackMessage(502)).toBe('Error del servidor (502): Error en la solicitud');
    expect(statusFallbackMessage(404)).toBe('Error en la solicitud');
  });
});
