// TraePrestamos for a member with 30 loans under 50 concurrent connections against the BUILT server on a
// throw-away embedded database (demo data plus seeded loans). Prints req/s and p99 latency.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { report, serverDir, signIn, startBuiltServer } from './built-server.mjs';

const LOANS = 30;
const DURATION_SECONDS = 10;
const CONNECTIONS = 50;

// Seeded before the server starts: the embedded database has one owner at a time, and no public call
// creates loans in these states.
const server = await startBuiltServer({
  prepare(dataDir) {
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(serverDir, 'bench', 'seed-loans.ts'), dataDir, String(LOANS)],
      {
        cwd: serverDir,
        stdio: 'inherit',
      },
    );
    if (seed.status !== 0) throw new Error('seeding the bench database failed');
  },
});
const uat = await signIn(server, 'socio@demo.com.ar');

const body = JSON.stringify({ uat });
const check = await fetch(`${server.url}/api/mprestamos/TraePrestamos`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
}).then((r) => r.json());
if (check.Prestamos?.length !== LOANS)
  await server.fail(`expected ${LOANS} loans, got ${JSON.stringify(check).slice(0, 200)}`);

const result = await autocannon({
  url: `${server.url}/api/mprestamos/TraePrestamos`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  connections: CONNECTIONS,
  duration: DURATION_SECONDS,
  // The first requests pay for JIT and first query plans; the figures are for a running server.
  warmup: { connections: CONNECTIONS, duration: 2 },
});
const failed = report(
  `TraePrestamos (${LOANS} loans), ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a 2 s warm-up (embedded database)`,
  result,
);
await server.finish(failed > 0 ? 1 : 0);
