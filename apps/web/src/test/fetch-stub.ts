import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
}
type Handler = (body: Record<string, unknown>) => StubReply | Promise<StubReply>;

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  init: RequestInit;
}

/** Replaces fetch: each path answers with its handler; an unknown path fails the test loudly. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body, init });
    const handler = handlers[path];
    if (!handler) throw new Error(`fetch stub: no handler for ${path}`);
    const reply = await handler(body);
    const text = reply.text ?? JSON.stringify(reply.json ?? {});
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json; charset=utf-8' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const ok = (payload: Record<string, unknown> = {}): StubReply => ({
  json: { Status: 200, Mensaje: 'Operación completada', ...payload },
});

export const fail = (status: number, Mensaje: string): StubReply => ({
  status,
  json: { Status: status, Mensaje },
});
