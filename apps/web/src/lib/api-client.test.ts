import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, htmlResponseMessage } from '@portal/ui/api-error';
import { setUnauthorizedListener } from '@portal/ui/api-transport';
import { paths } from '@portal/contract/paths';
import { apiPost, connectionErrorMessage } from './api-client';
import { fail, ok, stubApi } from '../test/fetch-stub';

const path = paths.loans;

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => setUnauthorizedListener(null));

describe('apiPost', () => {
  it('POSTs JSON with JSON accept headers and resolves with a Status 200 body', async () => {
    const api = stubApi({ [path]: () => ok({ Value: 1 }) });
    await expect(apiPost(path, { uat: 'a' })).resolves.toMatchObject({ Status: 200, Value: 1 });
    const [call] = api.calls;
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(call?.body).toEqual({ uat: 'a' });
  });

  it('treats a Status other than 200 as an error even with HTTP 200', async () => {
    stubApi({ [path]: () => ({ status: 200, json: { Status: 409, Mensaje: 'Estado no válido' } }) });
    const error = await caught(apiPost(path, {}));
    expect(error).toMatchObject({ Status: 409, Mensaje: 'Estado no válido', kind: 'status' });
  });

  it('keeps the server Mensaje and the HTTP status of an error answer', async () => {
    stubApi({ [path]: () => fail(400, 'Los datos enviados no son válidos') });
    const error = await caught(apiPost(path, {}));
    expect(error).toMatchObject({
      Status: 400,
      Mensaje: 'Los datos enviados no son válidos',
      code: 'ERR_STATUS_400',
    });
  });

  it('reads Message when there is no Mensaje, and falls back to a server error text', async () => {
    stubApi({
      [path]: () => ({ status: 400, json: { Status: 400, Message: 'Otro texto' } }),
      [paths.organismos]: () => ({ status: 502, text: '' }),
    });
    expect((await caught(apiPost(path, {}))).Mensaje).toBe('Otro texto');
    expect((await caught(apiPost(paths.organismos, {}))).Mensaje).toBe(
      'Error del servidor (502): Error en la solicitud',
    );
  });

  it('turns an HTML page into a Status 500 error', async () => {
    stubApi({ [path]: () => ({ text: '<!doctype html><html></html>', contentType: 'text/html' }) });
    const error = await caught(apiPost(path, {}));
    expect(error).toMatchObject({ Status: 500, Mensaje: htmlResponseMessage, kind: 'html' });
  });

  it('turns a network failure into a connection error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await caught(apiPost(path, {}));
    expect(error).toMatchObject({ Status: 0, Mensaje: connectionErrorMessage, kind: 'network' });
    expect(error.isConnectionError).toBe(true);
  });

  it('gives up after the timeout with a connection error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const error = await caught(apiPost(path, {}, { timeoutMs: 20 }));
    expect(error).toMatchObject({
      Status: 0,
      Mensaje: connectionErrorMessage,
      kind: 'timeout',
      code: 'ERR_TIMEOUT',
    });
  });

  it('reports a 401 of an authenticated call to the session, and only then', async () => {
    stubApi({ [path]: () => fail(401, 'No hay sesion activa') });
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    await caught(apiPost(path, {}));
    expect(listener).not.toHaveBeenCalled();
    await caught(apiPost(path, { uat: 'x' }, { session: true }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
