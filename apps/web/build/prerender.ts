import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

interface PublicPage {
  /** The address the server answers with this file. */
  path: string;
  file: string;
  /** Lazy modules the page needs at once: preloaded from its <head>, so hydration waits for no chain of requests. */
  modules: string[];
}

const loginScreen = 'src/features/auth/components/login-screen.tsx';
const queryLayout = 'src/app/query-layout.tsx';
const authScreen = (name: string) => `src/features/auth/components/${name}-screen.tsx`;

/**
 * The public screens of docs/product.md#route-table whose first paint is the same for every visitor.
 * Left out: /update-password and /confirm-email, whose screen depends on the token in the link's fragment
 * (only the browser sees it), and /register, which is only reached from /pre-register with its state.
 */
export const publicPages: PublicPage[] = [
  { path: '/', file: 'index.html', modules: [loginScreen] },
  { path: '/login', file: 'login.html', modules: [loginScreen] },
  { path: '/pre-register', file: 'pre-register.html', modules: [queryLayout, authScreen('pre-register')] },
  {
    path: '/recover-password',
    file: 'recover-password.html',
    modules: [queryLayout, authScreen('recover-password')],
  },
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
    const chunk = chunks.find((c) => c.facadeModuleId === resolve(root, module));
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
    visit(chunk);
  }
  return [...files];
}

/**
 * Writes each public page as HTML at build time: the same React components rendered with react-dom's
 * prerender (src/prerender/render-page.tsx, built for Node on the side), the whole stylesheet inlined (8 KB
 * gzip: all of it is critical on these screens) and the page's chunks preloaded. The browser paints it
 * before any JavaScript runs; main.tsx then hydrates it. The plain index.html becomes shell.html.
 * Runs in writeBundle, before vite-plugin-pwa lists dist/ for the service worker's precache.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:prerender-public-pages',
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
      if (!stylesheet) throw new Error('prerender: the build has no stylesheet');
      const css = String(stylesheet.source);

      // Inside the app, so that Node finds react and react-dom from the built module.
      const serverDir = join(config.root, 'node_modules', '.prerender');
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          ssr: { noExternal: [/^@portal\//] },
          build: { ssr: 'src/prerender/render-page.tsx', outDir: serverDir, emptyOutDir: true },
        });
        const { renderPage } = (await import(pathToFileURL(join(serverDir, 'render-page.js')).href)) as {
          renderPage: (url: string) => Promise<string>;
        };
        for (const page of publicPages) {
          const markup = await renderPage(page.path);
          const preloads = chunkFiles(bundle, config.root, page.modules)
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
            .join('\n    ');
          const html = template
            .replace(/<link rel="stylesheet"[^>]*>/, () => `<style>${css}</style>`)
            .replace('</head>', () => `  ${preloads}\n  </head>`)
            .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
          if (!html.includes(markup) || !html.includes('<style>'))
            throw new Error(`prerender: index.html has changed shape, cannot write ${page.file}`);
          await writeFile(join(outDir, page.file), html);
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
