// TraePlanesDisponibles for a line of 10 amounts x 12 installment counts (the demo's 'Préstamo Personal',
// every plan affordable) under 50 concurrent connections against the BUILT server on a throw-away
// embedded database. Prints req/s and p99 latency.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { report, serverDir, signIn, startBuiltServer } from './built-server.mjs';

const PLANS = 10 * 12;
const DURATION_SECONDS = 10;
const CONNECTIONS = 50;

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
const post = (call, body) =>
  fetch(`${server.url}/api/mprestamos/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());

const line = (await post('TraeLineasPrestamos', { uat })).LineasPrestamos?.find(
  (l) => l.Nombre === 'Préstamo Personal',
);
if (!line) await server.fail('the demo line Préstamo Personal is missing');
const body = JSON.stringify({ uat, LineaId: line.Id, Precancelaciones: [] });
const check = await post('TraePlanesDisponibles', JSON.parse(body));
if (check.PlanesDisponibles?.length !== PLANS)
  await server.fail(`expected ${PLANS} plans, got ${JSON.stringify(check).slice(0, 200)}`);

const result = await autocannon({
  url: `${server.url}/api/mprestamos/TraePlanesDisponibles`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  connections: CONNECTIONS,
  duration: DURATION_SECONDS,
  warmup: { connections: CONNECTIONS, duration: 2 },
});
const failed = report(
  `TraePlanesDisponibles (${PLANS} plans: 10 amounts x 12 installment counts), ${CONNECTIONS} connections, ${DURATION_SECONDS} s (embedded database)`,
  result,
);
await server.finish(failed > 0 ? 1 : 0);
