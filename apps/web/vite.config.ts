import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preactCompat } from './build/preact-compat.ts';
import { shellFile, writeRoutePages } from './build/route-pages.ts';
import { appChunkGroups } from './build/chunk-groups.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  // Preact in place of React (build/preact-compat.ts); the JSX is compiled by Vite itself (tsconfig's
  // react-jsx), so no React plugin: without one, an edit reloads the page in dev instead of refreshing it.
  resolve: { alias: preactCompat },
  plugins: [
    tailwindcss(),
    writeRoutePages(),
    // The service worker of docs/decisions/013-offline.md: the built app precached, updates taken at once.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false, // public/manifest.webmanifest
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Each route's page answers its own address (/login -> login.html); any other page is the shell.
        navigateFallback: `/${shellFile}`,
        navigateFallbackDenylist: [/^\/(api|dev|console)(\/|$)/],
        cleanupOutdatedCaches: true,
        // News images come by address (/api/i/<id>/<tag>, docs/decisions/016): kept on first sight so the
        // news read offline show them. The address names the content, so a kept copy is never stale. Only
        // these: every other API answer is personal (no-store), the avatar included.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/i/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'news-images',
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        // A new release takes over at once; registerSW then reloads open pages onto it.
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
  server: {
    proxy: { '/api': api, '/dev': api },
  },
  build: {
    target: 'es2022',
    // The browsers the app is for read <link rel="modulepreload"> (Chrome 66, Safari 17, Firefox 115).
    // Without the polyfill the entry has no code of its own and is the app chunk (build/chunk-groups.ts):
    // one request fewer on every page. An older browser still runs the app, fetching its chunks in turn.
    modulePreload: { polyfill: false },
    // The first visit to /login must stay small: report chunks so growth is noticed.
    reportCompressedSize: true,
    // The app's code in four chunks rather than some thirty small ones (build/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: appChunkGroups(import.meta.dirname) } } },
  },
});
