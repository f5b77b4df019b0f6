import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, htmlResponseMessage, invalidResponseMessage } from './api-error';
import { sendJson, setUnauthorizedListener, type Transport } from './api-transport';

const path = '/api/test';
const connectionMessage = 'Sin conexión';
/** A rule like the console's: any HTTP error status is a failure. */
const httpApi: Transport = {
  connectionMessage,
  failure: (response, _data, where) =>
    response.ok
      ? null
      : new ApiError({ Status: response.status, Mensaje: 'Falló', kind: 'status', path: where }),
};
const get = { method: 'GET', headers: { Accept: 'application/json' } };

function answer(text: string, init: { status?: number; contentType?: string } = {}) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(text, {
        status: init.status ?? 200,
        headers: { 'content-type': init.contentType ?? 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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

describe('sendJson', () => {
  it('sends the request as given, on the same origin, and answers the parsed body', async () => {
    const fetchMock = answer('{"items":[1,2]}');
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' };
    await expect(sendJson(httpApi, path, init)).resolves.toEqual({ items: [1, 2] });
    expect(fetchMock).toHaveBeenCalledWith(
      path,
      expect.objectContaining({ ...init, credentials: 'same-origin', signal: expect.any(AbortSignal) }),
    );
  });

  it("answers null for an empty body, and fails with the API's own rule", async () => {
    answer('');
    await expect(sendJson(httpApi, path, get)).resolves.toBeNull();
    answer('{"Mensaje":"No"}', { status: 409 });
    expect(await caught(sendJson(httpApi, path, get))).toMatchObject({ Status: 409, Mensaje: 'Falló' });
  });

  it('turns an HTML page into a Status 500 error, or keeps its error status when the transport says so', async () => {
    answer('<!doctype html><html></html>', { status: 502, contentType: 'text/html' });
    expect(await caught(sendJson(httpApi, path, get))).toMatchObject({
      Status: 500,
      Mensaje: htmlResponseMessage,
      kind: 'html',
    });
    expect(await caught(sendJson({ ...httpApi, htmlKeepsStatus: true }, path, get))).toMatchObject({
      Status: 502,
      kind: 'html',
    });
    answer('<html></html>', { status: 200, contentType: 'text/plain' });
    expect(await caught(sendJson({ ...httpApi, htmlKeepsStatus: true }, path, get))).toMatchObject({
      Status: 500,
      kind: 'html',
    });
  });

  it('turns unreadable JSON into an invalid-response error with the HTTP error status, else 500', async () => {
    answer('{nope', { status: 200 });
    expect(await caught(sendJson(httpApi, path, get))).toMatchObject({
      Status: 500,
      Mensaje: invalidResponseMessage,
      kind: 'invalid-response',
    });
    answer('{nope', { status: 503 });
    expect((await caught(sendJson(httpApi, path, get))).Status).toBe(503);
  });

  it("turns a network failure into a connection error worded by the app's transport", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await caught(sendJson(httpApi, path, get));
    expect(error).toMatchObject({ Status: 0, Mensaje: connectionMessage, kind: 'network', path });
    expect(error.isConnectionError).toBe(true);
  });

  const hanging = () =>
    vi.fn(
      (_input: unknown, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

  it('gives up after the timeout with a connection error', async () => {
    vi.stubGlobal('fetch', hanging());
    const error = await caught(sendJson(httpApi, path, get, { timeoutMs: 20 }));
    expect(error).toMatchObject({ Status: 0, Mensaje: connectionMessage, kind: 'timeout' });
  });

  it("rejects with the AbortError itself when the caller aborts: it is not the connection's fault", async () => {
    vi.stubGlobal('fetch', hanging());
    const controller = new AbortController();
    const call = sendJson(httpApi, path, get, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a 401 to the registered listener only for a call made with the session', async () => {
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    answer('{}', { status: 401 });
    await caught(sendJson(httpApi, path, get));
    expect(listener).not.toHaveBeenCalled();
    const error = await caught(sendJson(httpApi, path, get, { session: true }));
    expect(listener).toHaveBeenCalledExactlyOnceWith(error);
    answer('{}', { status: 403 });
    await caught(sendJson(httpApi, path, get, { session: true }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('sendJson with an answer already on its way', () => {
  it('reads that answer instead of sending the call', async () => {
    const fetchMock = answer('{"never":true}');
    const early = Promise.resolve(
      new Response('{"ok":1}', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(sendJson(httpApi, path, get, { early })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still gives up after the timeout, and still honours an abort', async () => {
    const never = new Promise<Response>(() => undefined);
    expect(await caught(sendJson(httpApi, path, get, { early: never, timeoutMs: 20 }))).toMatchObject({
      Status: 0,
      kind: 'timeout',
      Mensaje: connectionMessage,
    });
    const controller = new AbortController();
    const call = sendJson(httpApi, path, get, { early: never, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('applies the API rule to it: an error answer is an error', async () => {
    const early = Promise.resolve(
      new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }),
    );
    expect(await caught(sendJson(httpApi, path, get, { early }))).toMatchObject({ Status: 503 });
  });
});
