import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@portal/contract';
import { HttpError } from '../lib/http-error';

/**
 * JSON only: text/plain (which Fastify accepts by default) is removed so other types get 415.
 * An empty JSON body counts as `{}` and a POST without a body as well, so calls with nothing to send
 * (TraeOrganismos) work however the client sends "nothing", and the others answer with a clear 400.
 */
export function jsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error, undefined);
      // PostgreSQL refuses NUL in text: refused here with a clear answer instead of failing in a query.
      if (holdsNul(parsed)) return done(new HttpError(400, serverMessages.invalidText), undefined);
      return done(null, parsed);
    });
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([k, v]) => k.includes('\0') || holdsNul(v));
  return false;
}
