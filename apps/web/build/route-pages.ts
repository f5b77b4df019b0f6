import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { preactCompat } from './preact-compat.ts';

interface RoutePage {
  /** The address the server answers with this file. */
  path: string;
  file: string;
  /** Its markup rendered at build time (public screens), or none (signed-in screens: personal data). */
  prerender: boolean;
  /** Lazy modules the page needs at once: preloaded from its <head>, so no chain of requests holds it up. */
  modules: string[];
}

const src = (name: string) => `src/${name}.tsx`;
const loginScreen = src('features/auth/components/login-screen');
const queryLayout = src('app/query-layout');
const authScreen = (name: string) => src(`features/auth/components/${name}-screen`);
const signedIn = (path: string, screen: string): RoutePage => ({
  path,
  file: `${path.slice(1)}.html`,
  prerender: false,
  modules: [queryLayout, src('app/layouts/signed-in-layout'), src(screen)],
});

/**
 * Pages of docs/product.md#route-table. The public screens whose first paint is the same for every visitor
 * are prerendered; left out are /update-password and /confirm-email, whose screen depends on the token in
 * the link's fragment (only the browser sees it), and /register, only reached from /pre-register with its
 * state. The signed-in screens get a page without markup that preloads their chunks.
 */
export const routePages: RoutePage[] = [
  { path: '/', file: 'index.html', prerender: true, modules: [loginScreen] },
  { path: '/login', file: 'login.html', prerender: true, modules: [loginScreen] },
  {
    path: '/pre-register',
    file: 'pre-register.html',
    prerender: true,
    modules: [queryLayout, authScreen('pre-register')],
  },
  {
    path: '/recover-password',
    file: 'recover-password.html',
    prerender: true,
    modules: [queryLayout, authScreen('recover-password')],
  },
  signedIn('/dashboard', 'app/routes/dashboard-route'),
  signedIn('/profile', 'features/profile/components/profile-screen'),
  signedIn('/loans', 'features/loans/components/loans-screen'),
  signedIn('/loan-detail', 'features/loans/components/loan-detail-screen'),
  signedIn('/loan-confirmation', 'features/loans/components/loan-confirmation-screen'),
  signedIn('/loan-request', 'features/loan-request/components/loan-request-screen'),
  signedIn('/news', 'features/news/components/news-screen'),
  signedIn('/news-detail', 'features/news/components/news-detail-screen'),
  signedIn('/notifications', 'features/notifications/components/notifications-screen'),
];

/** The empty page of every other route (the signed-in screens): the server's and the service worker's fallback. */
export const shellFile = 'shell.html';

/** The file names of the chunks `modules` load, with the chunks they import, in load order. */
function chunkFiles(bundle: Rollup.OutputBundle, root: string, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = chunks.find((c) => c.fileName === imported);
      if (next && !next.isEntry) visit(next);
    }
  };
  for (const module of modules) {
    const id = resolve(root, module);
    // Its own chunk, or the group chunk it went into (build/chunk-groups.ts).
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`route pages: no chunk for ${module}`);
    visit(chunk);
  }
  return [...files];
}

/**
 * Writes a page per route at build time. A public one carries its markup, the same components rendered
 * with Preact's renderer for the server (src/prerender/render-page.tsx, built for Node on the side with
 * the same aliases and every dependency bundled in, so that React Router and the rest run on Preact there
 * too and the markup is the one the browser hydrates): the browser paints it before any JavaScript runs,
 * and main.tsx hydrates it. Every page has the whole stylesheet inlined (8 KB gzip: all of it is critical)
 * and preloads its chunks; a signed-in one starts its first API calls from an inline script
 * (src/lib/early-calls.ts). The plain index.html becomes shell.html. Runs in writeBundle, before
 * vite-plugin-pwa lists dist/ for the precache.
 */
export function writeRoutePages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:route-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const outDir = resolve(config.root, config.build.outDir);
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeFile(join(outDir, shellFile), template);

      const stylesheet = Object.values(bundle).find(
        (output): output is Rollup.OutputAsset => output.type === 'asset' && output.fileName.endsWith('.css'),
      );
      if (!stylesheet) throw new Error('route pages: the build has no stylesheet');
      const css = String(stylesheet.source);

      // A build artefact inside the app, removed once the pages are written.
      const serverDir = join(config.root, 'node_modules', '.prerender');
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          resolve: { alias: preactCompat },
          ssr: { noExternal: true },
          build: { ssr: 'src/prerender/render-page.tsx', outDir: serverDir, emptyOutDir: true },
        });
        const { renderPage, earlyCallsScript, titleOf } = (await import(
          pathToFileURL(join(serverDir, 'render-page.js')).href
        )) as {
          renderPage: (url: string) => Promise<string>;
          earlyCallsScript: (path: string) => string;
          titleOf: (path: string) => string;
        };
        for (const page of routePages) {
          const preloads = chunkFiles(bundle, config.root, page.modules)
            .filter((file) => !template.includes(`/${file}"`)) // the entry's own imports are there already
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
            .join('\n    ');
          // The stylesheet inline on every route page: one request fewer before anything can paint.
          let html = template
            .replace('</head>', () => `  ${preloads}\n  </head>`)
            .replace(/<link rel="stylesheet"[^>]*>/, () => `<style>${css}</style>`);
          if (!html.includes('<style>'))
            throw new Error(`route pages: index.html has changed shape, cannot write ${page.file}`);
          // The page's own title from the first byte, as the app sets it (src/app/routes.tsx).
          const title = titleOf(page.path).replace(/&/g, '&amp;').replace(/</g, '&lt;');
          html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
          if (!html.includes(`<title>${title}</title>`))
            throw new Error(`route pages: index.html has changed shape, cannot write ${page.file}`);
          // A signed-in page starts its first calls itself, before the app's scripts (src/lib/early-calls.ts).
          const early = earlyCallsScript(page.path);
          if (early) {
            html = html.replace(
              '<script type="module"',
              () => `<script>${early}</script>\n    <script type="module"`,
            );
            if (!html.includes(early))
              throw new Error(`route pages: index.html has changed shape, cannot write ${page.file}`);
          }
          if (page.prerender) {
            const markup = await renderPage(page.path);
            html = html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
            if (!html.includes(markup))
              throw new Error(`route pages: index.html has changed shape, cannot write ${page.file}`);
          }
          await writeFile(join(outDir, page.file), html);
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
