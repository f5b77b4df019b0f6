import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
}
export type StubHandler = (body: Record<string, unknown>) => StubReply | Promise<StubReply>;

/** One call the app made: its method, path, JSON body (undefined when it sent none) and init. */
export interface FetchCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  init: RequestInit;
}

/**
 * Replaces fetch for a unit test: each call answers with the handler under `keyOf(call)` (an app keys by
 * path, or by 'METHOD /path'); an unknown call fails the test loudly. Calls are recorded as `record` makes them.
 */
export function stubFetch<Recorded>(
  handlers: Record<string, StubHandler>,
  { keyOf, record }: { keyOf: (call: FetchCall) => string; record: (call: FetchCall) => Recorded },
) {
  const calls: Recorded[] = [];
  const keys: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const call: FetchCall = { method: init.method ?? 'GET', path, body, init };
    const key = keyOf(call);
    calls.push(record(call));
    keys.push(key);
    const handler = handlers[key];
    if (!handler) throw new Error(`fetch stub: no handler for ${key}`);
    const reply = await handler(body ?? {});
    const text = reply.text ?? JSON.stringify(reply.json ?? {});
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json; charset=utf-8' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((_, i) => keys[i] === key) };
}

/** An error answer as the server gives it: the status and its `{ Status, Mensaje }` body. */
export const fail = (status: number, Mensaje: string): StubReply => ({
  status,
  json: { Status: status, Mensaje },
});
