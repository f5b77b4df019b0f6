// Runs the server suite on the embedded database, then again on PostgreSQL when DATABASE_URL is set:
// the same test files must pass on both (docs/product.md#quality-bar).
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n=== server suite on ${label} ===`);
  const result = spawnSync('npm', ['test', '-w', 'apps/server'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { DATABASE_URL, ...withoutDb } = process.env;
run('embedded PostgreSQL (PGlite)', withoutDb);
if (DATABASE_URL) run('PostgreSQL (DATABASE_URL)', process.env);
else console.log('\nDATABASE_URL is not set: the PostgreSQL run of the server suite was skipped.');
