import { stubFetch, type StubHandler, type StubReply } from '@portal/ui/test/fetch-stub';

export { fail, type StubReply } from '@portal/ui/test/fetch-stub';

/**
 * Replaces fetch: each 'METHOD /path' answers with its handler, as the server would; an unknown call
 * fails the test loudly.
 */
export const stubApi = (handlers: Record<string, StubHandler>) =>
  stubFetch(handlers, { keyOf: (call) => `${call.method} ${call.path}`, record: (call) => call });

export const ok = (json: unknown): StubReply => ({ json });
