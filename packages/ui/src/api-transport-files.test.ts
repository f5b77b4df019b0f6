import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  sendForBlob,
  sendUpload,
  setUnauthorizedListener,
  type Transport,
  type UploadProgress,
} from './api-transport';

const path = '/api/file';
/** A rule like the console's: any HTTP error status is a failure with the server's Mensaje. */
const httpApi: Transport = {
  connectionMessage: 'Sin conexión',
  failure: (response, data, where) =>
    response.ok
      ? null
      : new ApiError({
          Status: response.status,
          Mensaje: (data as { Mensaje?: string } | null)?.Mensaje ?? 'Falló',
          kind: 'status',
          path: where,
        }),
};

/** An XMLHttpRequest that reports half, then all, of the body as sent and answers `status` and `text`. */
function stubXhr(status: number, text: string) {
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = {
      onprogress: null as ((event: Partial<ProgressEvent>) => void) | null,
      onload: null as (() => void) | null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(body: Blob) {
      const total = body.size;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total });
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.upload.onload?.();
        this.status = status;
        this.responseText = text;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const file = new Blob(['a;b\n1;2\n'], { type: 'text/csv' });

afterEach(() => {
  setUnauthorizedListener(null);
  vi.unstubAllGlobals();
});

describe('sendForBlob', () => {
  it('answers the bytes and headers of a success, as they came', async () => {
    const fetchMock = vi.fn(
      async () => new Response('x;y', { headers: { 'content-disposition': 'attachment; filename="a.csv"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { blob, headers } = await sendForBlob(httpApi, path, {
      method: 'GET',
      headers: {},
      cache: 'no-store',
    });
    expect(await blob.text()).toBe('x;y');
    expect(headers.get('content-disposition')).toContain('a.csv');
    expect(fetchMock).toHaveBeenCalledWith(
      path,
      expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }),
    );
  });

  it("fails with the transport's error, and a 401 made with the session goes to sign-in", async () => {
    vi.stubGlobal('fetch', async () => new Response('{"Mensaje":"Sesión vencida"}', { status: 401 }));
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    const get = { method: 'GET', headers: {} };
    await expect(sendForBlob(httpApi, path, get)).rejects.toMatchObject({ Status: 401 });
    expect(listener).not.toHaveBeenCalled();
    await expect(sendForBlob(httpApi, path, get, { session: true })).rejects.toMatchObject({
      Status: 401,
      Mensaje: 'Sesión vencida',
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('turns no answer into the connection error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendForBlob(httpApi, path, { method: 'GET', headers: {} })).rejects.toMatchObject({
      Status: 0,
      Mensaje: 'Sin conexión',
      kind: 'network',
    });
  });
});

describe('sendUpload', () => {
  it('reports the share sent, then checking, and answers the JSON body', async () => {
    stubXhr(200, '{"Mensaje":"ok"}');
    const progress: UploadProgress[] = [];
    const answer = await sendUpload(httpApi, path, file, {
      contentType: 'text/csv',
      onProgress: (step) => progress.push(step),
    });
    expect(answer).toEqual({ status: 200, data: { Mensaje: 'ok' } });
    expect(progress).toEqual([
      { phase: 'sending', fraction: 0 },
      { phase: 'sending', fraction: 0.5 },
      { phase: 'checking' },
      { phase: 'checking' },
    ]);
  });

  it("answers a kept status's body, fails on any other, and a 401 made with the session goes to sign-in", async () => {
    const onProgress = () => {};
    stubXhr(400, '{"Mensaje":"Archivo con errores","filas":[]}');
    await expect(
      sendUpload(httpApi, path, file, { contentType: 'text/csv', onProgress, keepStatuses: [400] }),
    ).resolves.toEqual({ status: 400, data: { Mensaje: 'Archivo con errores', filas: [] } });
    stubXhr(401, '{"Mensaje":"Sesión vencida"}');
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    await expect(
      sendUpload(httpApi, path, file, {
        contentType: 'text/csv',
        onProgress,
        keepStatuses: [400],
        session: true,
      }),
    ).rejects.toMatchObject({ Status: 401, Mensaje: 'Sesión vencida' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
