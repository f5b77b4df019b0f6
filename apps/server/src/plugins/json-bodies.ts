import fp from 'fastify-plugin';
import { serverMessages } from '@portal/contract';
import { HttpError } from '../lib/http-error';

/**
 * JSON only: text/plain (which Fastify accepts by default) is removed so other types get 415.
 * An empty JSON body counts as `{}` and a POST without a body as well, so calls with nothing to send
 * (TraeOrganismos) work however the client sends "nothing", and the others answer with a clear 400.
 */
export const jsonBodies = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, {});
      return parseJson(request, body as string, (error, parsed) => {
        if (error) return done(error, undefined);
        // PostgreSQL refuses NUL in text: refused here with a clear answer instead of failing in a query.
        if (holdsNul(body as string, parsed))
          return done(new HttpError(400, serverMessages.invalidText), undefined);
        return done(null, parsed);
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.method === 'POST' && request.body === undefined) request.body = {};
      done();
    });
  },
  { name: 'json-bodies' },
);

/**
 * JSON cannot carry a raw NUL inside a string (JSON.parse refuses control characters there), only the
 * escape \u0000: a body without that text needs no walk, which keeps multi-MB bodies cheap. The walk
 * uses its own stack, so a body nested hundreds of thousands deep cannot overflow the call stack.
 */
function holdsNul(text: string, parsed: unknown): boolean {
  if (!text.includes('\\u0000')) return false;
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
