import { stubFetch, type StubHandler, type StubReply } from '@portal/ui/test/fetch-stub';

export { fail, type StubReply } from '@portal/ui/test/fetch-stub';

interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  init: RequestInit;
}

/** Replaces fetch: each path answers with its handler; an unknown path fails the test loudly. */
export const stubApi = (handlers: Record<string, StubHandler>) =>
  stubFetch(handlers, {
    keyOf: (call) => call.path,
    record: ({ path, body, init }): RecordedCall => ({ path, body: body ?? {}, init }),
  });

/** The member API's success envelope around `payload`. */
export const ok = (payload: Record<string, unknown> = {}): StubReply => ({
  json: { Status: 200, Mensaje: 'Operación completada', ...payload },
});
