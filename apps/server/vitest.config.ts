import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// These start the real server or the staff command as processes on an embedded database folder of their
// own, whatever DATABASE_URL says: the PostgreSQL run would repeat them unchanged, so only the embedded
// run (scripts/test-server.mjs runs both) takes them.
const ownDatabaseProcesses = [
  'test/shutdown.test.ts',
  'test/start.test.ts',
  'test/modules/staff/staff-command.test.ts',
  'test/modules/audit/audit-verify-command.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? ownDatabaseProcesses : [],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database (a PGlite copy or a PostgreSQL database cloned from a template).
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a two-core CI machine, where the
    // main process is mostly idle. Two workers there cut the suite by about a third.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files share a worker's module cache: importing the app and PGlite once per worker instead of once
    // per file halves the suite. Nothing in the tests mocks modules or keeps state between files.
    isolate: false,
  },
});
