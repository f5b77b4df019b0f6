import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@portal/ui/test/setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Some screen tests walk a whole flow (the loan wizard: five steps, photos, back and forth) in jsdom;
    // on a two-core CI machine they took up to 5 s, Vitest's default, and timed out while passing.
    testTimeout: 15_000,
    unstubGlobals: true,
  },
});
