// A month of payroll at scale on PostgreSQL (issue 11): an organismo with 100,000 loans 'Descontando', its
// deduction orders generated, then a 100,000-line results file (one line in ten PARCIAL) sent to the BUILT
// server: the dry run, the proposal, and the commit approved by a second tesorería. Prints each step's
// seconds and the server's peak memory (Linux VmHWM, reset before each step), so "streamed, memory stays
// flat" is a number. Goal: dry run and commit each under 30 s. Skipped without PostgreSQL.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { consoleClient, serverDir, startBuiltServer } from './built-server.mjs';

const LOANS = Number(process.env.BENCH_PAYROLL_LOANS ?? 100_000);
const ORGANISMO = 900;
const PERIOD = '202612';
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = 'portal_bench_payroll';
const benchUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  return url.toString();
})();

const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
} catch {
  console.log('Payroll benchmark skipped: no PostgreSQL at DATABASE_URL or 127.0.0.1:5432.');
  process.exit(0);
}
await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${benchDb}`);

const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
let started = performance.now();
const seed = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(serverDir, 'bench', 'seed-payroll.ts'),
    benchUrl,
    String(ORGANISMO),
    String(LOANS),
  ],
  { cwd: serverDir, stdio: 'inherit' },
);
if (seed.status !== 0) throw new Error('seeding the payroll bench database failed');
console.log(`Payroll: ${LOANS} members and loans seeded in ${seconds(started)} s`);

const server = await startBuiltServer({
  timeoutMs: 600_000,
  env: { DATABASE_URL: benchUrl, DEMO_DATA: 'on', STAFF_TOTP: 'off', DEMO_APPROVAL_SECONDS: '0' },
});

const { staffCookie, call, peakMemory } = consoleClient(server);

const maker = await staffCookie('tesoreria@staff.demo.com.ar');
const checker = await staffCookie('tesoreria2@staff.demo.com.ar');
const base = `/api/console/organismos/${ORGANISMO}/periods/${PERIOD}`;
peakMemory();

started = performance.now();
await call(maker, 'POST', `${base}/orders`);
const orders = await (await call(maker, 'GET', `${base}/orders`)).text();
console.log(`  orders generated and downloaded: ${seconds(started)} s, server peak ${peakMemory()} MiB`);

// D;DNI;CUIL;LEGAJO;CODIGO_DESCUENTO;MOV;PRESTAMO_ID;CUOTA;CUOTAS;IMPORTE -> D;DNI;PRESTAMO_ID;CUOTA;SOLICITADO;APLICADO;ESTADO;MOTIVO
let total = 0;
const details = orders
  .split('\n')
  .filter((line) => line.startsWith('D;') && line.split(';')[5] !== 'B')
  .map((line, k) => {
    const f = line.split(';');
    const asked = Number(f[9]);
    const applied = k % 10 === 9 ? Math.floor(asked / 2) : asked;
    total += applied;
    return `D;${f[1]};${f[6]};${f[7]};${asked};${applied};${applied === asked ? 'OK' : 'PARCIAL'};${applied === asked ? '' : 'Sin margen'}`;
  });
if (details.length !== LOANS) await server.fail(`expected ${LOANS} orders, got ${details.length}`);
const file = [
  `H;${ORGANISMO};${PERIOD};${details.length};${total}`,
  ...details,
  `T;${details.length};${total}`,
].join('\n');
console.log(`  results file: ${details.length} lines, ${(file.length / 1024 / 1024).toFixed(1)} MiB`);

started = performance.now();
const dry = await (await call(maker, 'POST', `${base}/results?dryRun=true`, file, 'text/csv')).json();
if (dry.problemCount !== 0 || dry.toPost !== LOANS)
  await server.fail(`dry run: ${JSON.stringify(dry).slice(0, 300)}`);
console.log(`  dry run: ${seconds(started)} s, server peak ${peakMemory()} MiB`);

started = performance.now();
const { proposalId } = await (await call(maker, 'POST', `${base}/results`, file, 'text/csv')).json();
console.log(`  proposal (checked and stored): ${seconds(started)} s, server peak ${peakMemory()} MiB`);

started = performance.now();
await call(checker, 'POST', `/api/console/proposals/${proposalId}/approve`);
console.log(
  `  commit (approved, ${LOANS} lines posted): ${seconds(started)} s, server peak ${peakMemory()} MiB`,
);

const check = new pg.Client({ connectionString: benchUrl });
await check.connect();
const [{ posted, arrears }] = (
  await check.query(
    `SELECT count(*) FILTER (WHERE l.cuotas_restantes = l.cantidad_cuotas - 1)::int AS posted,
            count(*) FILTER (WHERE l.monto_en_mora > 0)::int AS arrears
       FROM loans l JOIN members m ON m.id = l.member_id WHERE m.organismo_id = $1`,
    [ORGANISMO],
  )
).rows;
await check.end();
console.log(`  loans with one installment fewer: ${posted}, in arrears: ${arrears}`);
const ok = posted === LOANS && arrears === LOANS / 10;
await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`).catch(() => undefined);
await admin.end();
await server.finish(ok ? 0 : 1);
