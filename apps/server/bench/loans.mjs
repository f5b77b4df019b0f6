// TraePrestamos for a member with 30 loans under 50 concurrent connections against the BUILT server on a
// throw-away embedded database (demo data plus seeded loans). Prints req/s and p99 latency.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serverDir, post, signIn, startBuiltServer, measure } from './built-server.mjs';

const LOANS = 30;

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

const body = { uat };
const check = await post(server, 'mprestamos/TraePrestamos', body);
if (check.Prestamos?.length !== LOANS)
  await server.fail(`expected ${LOANS} loans, got ${JSON.stringify(check).slice(0, 200)}`);

await measure(server, 'mprestamos/TraePrestamos', body, `TraePrestamos (${LOANS} loans)`);
