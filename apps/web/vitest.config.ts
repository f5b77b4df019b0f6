import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactCompat } from './build/preact-compat.ts';

export default defineConfig({
  // The tests render with what ships: Preact (build/preact-compat.ts), also inside the libraries that import
  // React, which Vitest must therefore transform instead of leaving them to Node.
  resolve: { alias: preactCompat, mainFields: ['module', 'main'], conditions: ['module'] },
  test: {
    environment: 'jsdom',
    // Vitest's default is one worker fewer than the cores: one worker on a two-core CI machine, where the
    // main process is mostly idle. Two workers there cut the suite by about a third.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globals: true,
    setupFiles: ['@portal/ui/test/setup', './src/test/layout-boxes.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Some screen tests walk a whole flow (the loan wizard: five steps, photos, back and forth) in jsdom;
    // on a two-core CI machine they took up to 5 s, Vitest's default, and timed out while passing.
    testTimeout: 15_000,
    unstubGlobals: true,
    server: {
      deps: {
        inline: [
          '@testing-library/react',
          '@testing-library/dom',
          '@testing-library/user-event',
          'react-router',
          '@tanstack/react-query',
          '@tanstack/react-query-persist-client',
          'react-hook-form',
          '@hookform/resolvers',
          'sonner',
        ],
      },
    },
  },
});
