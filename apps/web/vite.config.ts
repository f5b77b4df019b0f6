import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': api, '/dev': api },
  },
  build: {
    target: 'es2022',
    // The first visit to /login must stay small: report chunks so growth is noticed.
    reportCompressedSize: true,
  },
});
