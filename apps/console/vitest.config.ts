import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // Vitest's default is one worker fewer than the cores: one worker on a two-core CI machine, where the
    // main process is mostly idle. Two workers there cut the suite by about a third.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
