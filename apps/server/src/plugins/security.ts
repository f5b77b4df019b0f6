import fp from 'fastify-plugin';
import helmet from 'helmet';

const isApi = (url: string) => /^\/api(\/|$|\?)/i.test(url);

/**
 * Headers for a Vite-built SPA: scripts only from our origin; images also from data: and blob: URLs
 * (avatars and news images arrive as base64, the camera capture as a blob); inline style attributes
 * are allowed because UI libraries set them. No upgrade-insecure-requests: small installs serve plain
 * HTTP on a LAN address, where it would break every asset.
 */
export const securityHeaders = fp(
  async (app) => {
    // helmet itself, built once: @fastify/helmet builds it again (parsing the CSP) on every request.
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The loan PDF is opened in a new window; COEP would block blob documents there for no gain.
      crossOriginEmbedderPolicy: false,
    });
    // Every API answer may hold personal data (and a login answer a session token): never stored by a cache.
    app.addHook('onRequest', (request, reply, done) => {
      if (isApi(request.url)) reply.header('cache-control', 'no-store');
      applyHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
