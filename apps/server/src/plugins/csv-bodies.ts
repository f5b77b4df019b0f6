import fp from 'fastify-plugin';

/**
 * Payroll files arrive as text/csv bodies of up to 50 MB: the route gets the request stream itself
 * (not a string), so that it reads the file line by line with flat memory and counts the bytes itself
 * (Fastify's bodyLimit applies only to bodies it buffers).
 */
export const csvBodies = fp(
  async (app) => {
    app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  },
  { name: 'csv-bodies' },
);
