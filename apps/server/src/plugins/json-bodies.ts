import type { FastifyInstance } from 'fastify';

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
    return parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });
}
