import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { send } from './errors';
import { serverMessages } from '@portal/contract';
import { consoleDistDir } from '../locations';

const isApiOrDev = (url: string) => /^\/(api|dev)(\/|$|\?)/i.test(url);
/** The staff console's pages: /console, /console/ and everything under it. */
const isConsole = (url: string) => /^\/console(\/|$|\?)/i.test(url);
const isConsoleAsset = (url: string) => /^\/console\/assets\//i.test(url);

const hasIndex = (root: string) => existsSync(path.join(root, 'index.html'));

/**
 * The member app's build writes a page per route (apps/web/build/route-pages.ts): '/' is index.html,
 * /login is login.html (its screen prerendered), /loans is loans.html (its chunks preloaded) and so on;
 * any other page gets shell.html, the app with no markup (index.html in a build without route pages).
 */
const routePages = (root: string) =>
  readdirSync(root).filter(
    (file) => file.endsWith('.html') && file !== 'index.html' && file !== 'shell.html',
  );
const shellPage = (root: string) => (existsSync(path.join(root, 'shell.html')) ? 'shell.html' : 'index.html');

/**
 * The CSP sources ('sha256-...') of the inline scripts in the member app's built pages (the early calls of
 * the signed-in pages, apps/web/src/lib/early-calls.ts), read from the files served, so they always match.
 */
export function inlineScriptHashes(root: string): string[] {
  if (!existsSync(root)) return [];
  const hashes = new Set<string>();
  for (const file of readdirSync(root).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(path.join(root, file), 'utf8');
    for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
      hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** Fingerprinted files under `root`/assets are cached for a year; anything else is checked every time. */
const cacheHeaders = (root: string) => {
  const assets = path.join(root, 'assets') + path.sep;
  return (res: SetHeadersResponse, filePath: string) => {
    res.setHeader(
      'cache-control',
      filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  };
};

interface StaticWebOptions {
  root: string;
  consoleRoot?: string;
  /**
   * Per member-app page ('/dashboard'), the address of an image its first paint shows, or null: named in
   * a `Link: rel=preload` header so that the browser asks for it with the page's scripts, before the app
   * has run and drawn it. A failure to find it serves the page without the header.
   */
  imagePreloads?: Record<string, () => Promise<string | null>>;
}

/** The page's preload header, or none when its image is unknown or could not be looked up. */
async function preloadHeader(app: FastifyInstance, find: (() => Promise<string | null>) | undefined) {
  if (!find) return null;
  try {
    const address = await find();
    // Only a path of this server: the header must never point the browser elsewhere.
    return address && /^\/[\w/-]+$/.test(address)
      ? `<${address}>; rel=preload; as=image; fetchpriority=high`
      : null;
  } catch (error) {
    app.log.warn({ err: error }, 'page image preload: lookup failed');
    return null;
  }
}

/**
 * Serves the built SPAs: the member app (apps/web/dist) at the root and the staff console
 * (apps/console/dist) under /console/, each when its build exists (the API works without them: tests
 * run unbuilt). Vite fingerprints everything under assets/, so those are cached for a year; index.html
 * never is. The builds write .br and .gz beside each text asset: served as is to clients that accept
 * them, so the server does not compress on every request.
 * Any other GET outside /api and /dev answers an index.html so that client routes survive a reload:
 * the console's under /console, the member app's elsewhere. The console never falls back to the member
 * app (without its build it answers 404), and a missing console asset is a 404, not a page.
 */
export const staticWeb = fp<StaticWebOptions>(
  async (app, opts) => {
    const consoleRoot = opts.consoleRoot ?? consoleDistDir; // app.ts passes it; plugin tests may not
    const hasWeb = hasIndex(opts.root);
    const hasConsole = hasIndex(consoleRoot);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: true,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders(opts.root),
      });
      // With index: false the static plugin refuses directories, the root included.
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html', opts.root),
      );
      for (const file of routePages(opts.root)) {
        const page = `/${file.slice(0, -'.html'.length)}`;
        const findImage = opts.imagePreloads?.[page];
        app.get(page, { schema: { hide: true } }, async (_request, reply) => {
          const link = await preloadHeader(app, findImage);
          if (link) reply.header('link', link);
          return reply.header('cache-control', 'no-cache').sendFile(file, opts.root);
        });
      }
    }
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root: consoleRoot,
        prefix: '/console/',
        // One reply.sendFile for both (it takes the root): only the first registration decorates.
        decorateReply: !hasWeb,
        wildcard: true,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders(consoleRoot),
      });
    }
    const webShell = shellPage(opts.root);
    app.setNotFoundHandler((request, reply) => {
      const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiOrDev(request.url);
      if (page && isConsole(request.url)) {
        if (hasConsole && !isConsoleAsset(request.url))
          return reply.header('cache-control', 'no-cache').sendFile('index.html', consoleRoot);
      } else if (page && hasWeb) {
        return reply.header('cache-control', 'no-cache').sendFile(webShell, opts.root);
      }
      return send(reply, 404, serverMessages.notFound);
    });
  },
  { name: 'static-web' },
);
