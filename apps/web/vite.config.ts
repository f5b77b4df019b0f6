import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { shellFile, writeRoutePages } from './build/route-pages.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
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
    // The first visit to /login must stay small: report chunks so growth is noticed.
    reportCompressedSize: true,
  },
});
