// TraePlanesDisponibles for a line of 10 amounts x 12 installment counts (the demo's 'Préstamo Personal',
// every plan affordable) under 50 concurrent connections against the BUILT server on a throw-away
// embedded database. Prints req/s and p99 latency.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serverDir, post, signIn, startBuiltServer, measure } from './built-server.mjs';

const PLANS = 10 * 12;

const server = await startBuiltServer({
  prepare(dataDir) {
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(serverDir, 'bench', 'seed-plans.ts'), dataDir],
      {
        cwd: serverDir,
        stdio: 'inherit',
      },
    );
    if (seed.status !== 0) throw new Error('seeding the bench database failed');
  },
});
const uat = await signIn(server, 'socio@demo.com.ar');
const line = (await post(server, 'mprestamos/TraeLineasPrestamos', { uat })).LineasPrestamos?.find(
  (l) => l.Nombre === 'Préstamo Personal',
);
if (!line) await server.fail('the demo line Préstamo Personal is missing');
const body = { uat, LineaId: line.Id, Precancelaciones: [] };
const check = await post(server, 'mprestamos/TraePlanesDisponibles', body);
if (check.PlanesDisponibles?.length !== PLANS)
  await server.fail(`expected ${PLANS} plans, got ${JSON.stringify(check).slice(0, 200)}`);

await measure(
  server,
  'mprestamos/TraePlanesDisponibles',
  body,
  `TraePlanesDisponibles (${PLANS} plans: 10 amounts x 12 installment counts)`,
);
