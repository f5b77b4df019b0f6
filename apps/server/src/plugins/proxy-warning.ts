import fp from 'fastify-plugin';

/**
 * Forwarded headers with TRUST_PROXY off: the server sits behind a proxy nobody declared, so limits
 * see the proxy's address (see lib/client-address.ts). Said once, so the operator can set it.
 */
export const proxyWarning = fp(
  async (app) => {
    if (app.config.trustProxy ?? false) return;
    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      done();
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      app.log.warn(
        'X-Forwarded-For received while TRUST_PROXY is off: behind a proxy, set TRUST_PROXY=on (see README)',
      );
    });
  },
  { name: 'proxy-warning', dependencies: ['base'] },
);
