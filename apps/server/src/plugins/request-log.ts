import fp from 'fastify-plugin';

/**
 * One line per request instead of Fastify's two (incoming and completed): the route's pattern (never a
 * query string, which could hold personal data), the status and the time taken.
 */
export const requestLog = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
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
