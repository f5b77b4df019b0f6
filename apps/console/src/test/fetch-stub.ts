import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
}
type Handler = (body: Record<string, unknown>) => StubReply | Promise<StubReply>;

export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  init: RequestInit;
}

/**
 * Replaces fetch: each 'METHOD /path' answers with its handler, as the server would; an unknown call
 * fails the test loudly.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, path, body, init });
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`fetch stub: no handler for ${method} ${path}`);
    const reply = await handler(body ?? {});
    const text = reply.text ?? JSON.stringify(reply.json ?? {});
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json; charset=utf-8' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (call: string) => calls.filter((c) => `${c.method} ${c.path}` === call),
  };
}

export const ok = (json: unknown): StubReply => ({ json });

export const fail = (status: number, Mensaje: string): StubReply => ({
  status,
  json: { Status: status, Mensaje },
});
