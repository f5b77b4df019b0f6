import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://127.0.0.1:3000';
// The server refuses console calls from another origin than PUBLIC_URL's (http://localhost:3000 by
// default); the dev server runs on its own port, so its proxy presents the server's origin.
const publicOrigin = 'http://localhost:3000';

export default defineConfig({
  // Served by the same server as the member app, under /console/ (apps/server/src/plugins/static-web.ts).
  base: '/console/',
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': {
        target: api,
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', publicOrigin);
          });
        },
      },
      '/dev': api,
    },
  },
  build: {
    target: 'es2022',
    reportCompressedSize: true,
  },
});
