import fp from 'fastify-plugin';

/**
 * One line per request instead of Fastify's two (incoming and completed): the route's pattern (never a
 * query string, which could hold personal data), the status and the time taken.
 */
export const requestLog = fp(
  async (app) => {
    // These lines hold fixed fields and nothing secret, so they skip the logger's redaction, which
    // doubles what a line costs; every other log call keeps it.
    const lines = app.log.child({}, { redact: { paths: [] } });
    app.addHook('onResponse', (request, reply, done) => {
      lines.info(
        {
          reqId: request.id,
          method: request.method,
          route: request.routeOptions.url ?? '(sin ruta)',
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });
  },
  { name: 'request-log' },
);
