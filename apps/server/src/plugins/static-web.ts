import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { send } from './errors';
import { serverMessages } from '@portal/contract';

const isApiOrDev = (url: string) => /^\/(api|dev)(\/|$|\?)/i.test(url);

/**
 * Serves the built SPA when apps/web/dist exists (the API works without it: tests run unbuilt).
 * Vite fingerprints everything under /assets, so those are cached for a year; index.html never is.
 * The web build writes .br and .gz beside each text asset: served as is to clients that accept them,
 * so a phone downloads compressed files without the server compressing on every request.
 * Any other GET outside /api and /dev answers index.html so that client routes survive a reload.
 */
export const staticWeb = fp<{ root: string }>(
  async (app, opts) => {
    const hasBuild = existsSync(path.join(opts.root, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: true,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.startsWith(path.join(opts.root, 'assets') + path.sep);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // With index: false the static plugin refuses directories, the root included.
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      );
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasBuild && (request.method === 'GET' || request.method === 'HEAD') && !isApiOrDev(request.url)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return send(reply, 404, serverMessages.notFound);
    });
  },
  { name: 'static-web' },
);
