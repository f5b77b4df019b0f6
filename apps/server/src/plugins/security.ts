import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const isApi = (url: string) => /^\/api(\/|$|\?)/i.test(url);

/**
 * Headers for a Vite-built SPA: scripts only from our origin; images also from data: and blob: URLs
 * (avatars arrive as base64, news images from /api/i/, the camera capture as a blob); inline style attributes
 * are allowed because UI libraries set them. No upgrade-insecure-requests: small installs serve plain
 * HTTP on a LAN address, where it would break every asset.
 */
const documentOptions = (scriptHashes: string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Plus the exact inline scripts of the built pages (their early calls), each by its hash.
      scriptSrc: ["'self'", ...scriptHashes],
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

/** The headers helmet sets for `options`, worked out once by running it against a recorder. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Pages and files get helmet's full set. API answers are JSON that no browser renders, so they get the
 * set OWASP's REST Security Cheat Sheet asks of an API, a third of the bytes, plus no-store: every
 * answer may hold personal data (and a login answer a session token), so no cache may keep it.
 */
export const securityHeaders = fp<{ scriptHashes?: string[] }>(
  async (app, opts) => {
    // Worked out once: @fastify/helmet built helmet again (parsing the CSP) on every request.
    const documentHeaders = helmetHeaders(documentOptions(opts.scriptHashes ?? []));
    const apiHeaders = {
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'strict-transport-security': documentHeaders['strict-transport-security'] ?? 'max-age=31536000',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApi(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
