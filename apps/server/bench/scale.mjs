// Issue 24's speed goals (month-end.md section 7) on the scale database that `npm run seed:scale` makes:
// the daily arrears job, the loans search with arrears filters against the BUILT server, and a results
// file of up to 100,000 lines for the largest organismo (dry run and commit). Prints each figure against
// its goal. Skipped, with a message, when there is no scale database.
//
// Where: BENCH_SCALE_URL, or `npm run bench -- --scale-url <url>`; by default
// postgres://postgres@127.0.0.1:5432/scale. The payroll step posts that organismo's next period for real
// (orders generated, results approved): each run moves it one month on. Seed again for a fresh database.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { consoleClient, serverDir, startBuiltServer } from './built-server.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { 'scale-url': { type: 'string' }, steps: { type: 'string' } },
  strict: false,
});
const url = values['scale-url'] || process.env.BENCH_SCALE_URL || 'postgres://postgres@127.0.0.1:5432/scale';
const shown = url.replace(/\/\/[^@/]*@/, '//');
// `--steps arrears,search,collections,payroll` (the default: all four) runs some of them.
const steps = new Set((values.steps || 'arrears,search,collections,payroll').split(',').map((x) => x.trim()));
const ORGANISMO = 1;
const RESULT_LINES = 100_000;
const SEARCH_CALLS = 20;

const check = new pg.Client({ connectionString: url });
const mark = await check
  .connect()
  .then(() =>
    check.query(
      `SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = current_database()`,
    ),
  )
  .then((r) => r.rows[0]?.mark ?? '')
  .catch(() => null);
if (mark === null || !mark.startsWith('portal:scale ')) {
  console.log(
    mark === null
      ? `Scale benchmark skipped: no database at ${shown} (make one with: DATABASE_URL=postgres://... npm run seed:scale).`
      : `Scale benchmark skipped: ${shown} is not a finished scale seed (npm run seed:scale).`,
  );
  await check.end().catch(() => undefined);
  process.exit(0);
}
const [size] = (
  await check.query(
    `SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM loans) AS loans,
            (SELECT reltuples::bigint FROM pg_class WHERE relname = 'loan_movements') AS movements,
            (SELECT reltuples::bigint FROM pg_class WHERE relname = 'loan_installments') AS installments`,
  )
).rows;
console.log(
  `Scale benchmark on ${shown} (${mark}): ${size.members} members, ${size.loans} loans, ` +
    `~${size.installments} installments, ~${size.movements} movements`,
);

const results = [];
const record = (figure, value, goal, unit) => {
  results.push({ figure, value, goal, unit });
  console.log(`  ${figure}: ${value.toFixed(unit === 'ms' ? 0 : 1)} ${unit} (goal <= ${goal} ${unit})`);
};
const secondsSince = (from) => (performance.now() - from) / 1000;
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const argentineDay = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

// 1. The daily arrears job: today, and the first day after a period's due date before its results are
// posted (every installment of the month turns unpaid): the heaviest day of the month.
const today = argentineDay();
const monthEnd = addDays(`${today.slice(0, 7)}-01`, 40).slice(0, 8) + '01';
if (steps.has('arrears')) {
  console.log('Daily arrears job (rolled back after each run):');
  const job = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'bench', 'scale-arrears.ts'), url, today, monthEnd],
    { cwd: serverDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (job.status !== 0) throw new Error('the arrears job benchmark failed');
  for (const line of job.stdout.trim().split('\n')) {
    const r = JSON.parse(line);
    record(
      `daily arrears job, ${r.fecha} (${r.installmentsTurnedUnpaid} installments turned unpaid, ${r.loansLateAfter} loans late, ${r.situationChanges} situation changes)`,
      r.seconds,
      60,
      's',
    );
  }
}

// 2. The built server on the scale database.
let started = performance.now();
const server = await startBuiltServer({
  timeoutMs: 1_800_000,
  env: { DATABASE_URL: url, DEMO_DATA: 'on', STAFF_TOTP: 'off', DEMO_APPROVAL_SECONDS: '0' },
});
console.log(`Server started on the scale database in ${secondsSince(started).toFixed(1)} s`);
// A day the seed did not cover: the server runs that day's job as it starts; measuring waits for it.
for (let waited = 0; ; waited += 1) {
  const { rows } = await check.query(`SELECT 1 FROM daily_job_runs WHERE job = 'arrears' AND fecha = $1`, [
    today,
  ]);
  if (rows.length > 0) break;
  if (waited === 300) await server.fail(`the daily job of ${today} did not run within 300 s`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const { staffCookie, call, peakMemory } = consoleClient(server);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// 3. The loans search with arrears filters: p95 of 20 calls each, after one warm-up call.
if (steps.has('search')) {
  const reader = await staffCookie('evaluador@staff.demo.com.ar');
  const searches = [
    'enMora=true',
    `enMora=true&organismoId=${ORGANISMO}`,
    'situacion=2',
    'situacion=5&organismoId=4',
    'diasDesde=30&diasHasta=90',
    'diasDesde=100&organismoId=2',
    'enMora=true&organismoId=3&diasDesde=60&diasHasta=400',
    'situacion=3&organismoId=12',
  ];
  console.log(`Loans search (GET /api/console/loans), ${SEARCH_CALLS} calls each:`);
  for (const query of searches) {
    const first = await (await call(reader, 'GET', `/api/console/loans?${query}`)).json();
    const times = [];
    for (let k = 0; k < SEARCH_CALLS; k++) {
      const t = performance.now();
      await (await call(reader, 'GET', `/api/console/loans?${query}`)).json();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    record(
      `loans search ?${query} p95 (${first.totals?.prestamos ?? '?'} loans found; p50 ${percentile(times, 50).toFixed(0)} ms)`,
      percentile(times, 95),
      300,
      'ms',
    );
  }
}

// 3b. The collections list (/cobranzas) with its filters: the same measure and goal as the search.
if (steps.has('collections')) {
  const collector = await staffCookie('cobranzas@staff.demo.com.ar');
  const lists = ['', `organismoId=${ORGANISMO}`, 'situacion=2', 'situacion=5&organismoId=4', 'diasDesde=100'];
  console.log(`Collections list (GET /api/console/collections), ${SEARCH_CALLS} calls each:`);
  for (const query of lists) {
    const first = await (await call(collector, 'GET', `/api/console/collections?${query}`)).json();
    const times = [];
    for (let k = 0; k < SEARCH_CALLS; k++) {
      const t = performance.now();
      await (await call(collector, 'GET', `/api/console/collections?${query}`)).json();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    record(
      `collections ?${query} p95 (${first.totals?.prestamos ?? '?'} loans; p50 ${percentile(times, 50).toFixed(0)} ms)`,
      percentile(times, 95),
      300,
      'ms',
    );
  }
}

// 4. A results file for the largest organismo's next period: orders generated, then up to 100,000 lines
// (one in ten PARCIAL, one in thirty RECHAZADO) checked (dry run), proposed and approved (commit).
if (steps.has('payroll')) {
  const maker = await staffCookie('tesoreria@staff.demo.com.ar');
  const checker = await staffCookie('tesoreria2@staff.demo.com.ar');
  const [{ last }] = (
    await check.query('SELECT max(period) AS last FROM payroll_periods WHERE organismo_id = $1', [ORGANISMO])
  ).rows;
  const next = (() => {
    const y = Number(last.slice(0, 4));
    const m = Number(last.slice(4));
    return m === 12 ? `${y + 1}01` : `${y}${String(m + 1).padStart(2, '0')}`;
  })();
  const base = `/api/console/organismos/${ORGANISMO}/periods/${next}`;
  console.log(`Payroll of organismo ${ORGANISMO}, period ${next}:`);
  peakMemory();
  started = performance.now();
  await call(maker, 'POST', `${base}/orders`);
  console.log(`  orders generated: ${secondsSince(started).toFixed(1)} s, server peak ${peakMemory()} MiB`);

  // The file answers the first 100,000 orders, in loan order (a file's totals hold 15 digits of cents).
  const { rows: orders } = await check.query(
    `SELECT o.loan_id, m.dni, o.cuota, o.importe FROM payroll_order_lines o
       JOIN loans l ON l.id = o.loan_id JOIN members m ON m.id = l.member_id
      WHERE o.organismo_id = $1 AND o.period = $2 AND o.mov IS DISTINCT FROM 'B'
      ORDER BY o.loan_id LIMIT $3`,
    [ORGANISMO, next, RESULT_LINES],
  );
  const [{ all, whole }] = (
    await check.query(
      `SELECT count(*)::int AS all, COALESCE(sum(importe), 0)::text AS whole FROM payroll_order_lines
      WHERE organismo_id = $1 AND period = $2 AND mov IS DISTINCT FROM 'B'`,
      [ORGANISMO, next],
    )
  ).rows;
  console.log(`  ordered: ${all} lines, $ ${whole} in all`);
  let total = 0;
  const details = orders.map((o, k) => {
    const asked = Math.round(Number(o.importe) * 100);
    const applied = k % 30 === 29 ? 0 : k % 10 === 9 ? Math.floor(asked / 2) : asked;
    total += applied;
    const estado = applied === asked ? 'OK' : applied === 0 ? 'RECHAZADO' : 'PARCIAL';
    return `D;${o.dni};${o.loan_id};${o.cuota};${asked};${applied};${estado};${estado === 'OK' ? '' : 'Sin margen'}`;
  });
  const file = [
    `H;${ORGANISMO};${next};${details.length};${total}`,
    ...details,
    `T;${details.length};${total}`,
  ].join('\n');
  console.log(`  results file: ${details.length} lines, ${(file.length / 1024 / 1024).toFixed(1)} MiB`);

  started = performance.now();
  const dry = await (await call(maker, 'POST', `${base}/results?dryRun=true`, file, 'text/csv')).json();
  if (dry.problemCount !== 0 || dry.toPost !== details.length)
    await server.fail(`dry run: ${JSON.stringify(dry).slice(0, 300)}`);
  const drySeconds = secondsSince(started);
  console.log(`  dry run: server peak ${peakMemory()} MiB`);
  record(`results file dry run (${details.length} lines)`, drySeconds, 10, 's');

  started = performance.now();
  const { proposalId } = await (await call(maker, 'POST', `${base}/results`, file, 'text/csv')).json();
  console.log(
    `  proposal (checked and stored): ${secondsSince(started).toFixed(1)} s, server peak ${peakMemory()} MiB`,
  );

  // The commit is when the posting shows to others (the file's posted_at); the answer comes after the
  // members' e-mails are queued.
  const [{ id: fileId }] = (
    await check.query(
      'SELECT id FROM payroll_result_files WHERE organismo_id = $1 AND period = $2 ORDER BY id DESC LIMIT 1',
      [ORGANISMO, next],
    )
  ).rows;
  started = performance.now();
  let committed = null;
  const approving = call(checker, 'POST', `/api/console/proposals/${proposalId}/approve`).then(() => {
    committed ??= secondsSince(started);
  });
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  while (committed === null) {
    const { rows } = await watcher.query('SELECT posted_at FROM payroll_result_files WHERE id = $1', [
      fileId,
    ]);
    if (rows[0]?.posted_at) committed = secondsSince(started);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await watcher.end();
  await approving;
  const answered = secondsSince(started);
  const [{ mails }] = (
    await check.query(
      `SELECT count(*)::int AS mails FROM mail_outbox WHERE created_at >= now() - make_interval(secs => $1)`,
      [answered + 1],
    )
  ).rows;
  console.log(
    `  approve answered after ${answered.toFixed(1)} s (${mails} e-mails queued after the commit), server peak ${peakMemory()} MiB`,
  );
  record(`results file commit (${details.length} lines posted)`, committed, 10, 's');

  const [{ posted }] = (
    await check.query(
      `SELECT count(*)::int AS posted FROM payroll_postings WHERE organismo_id = $1 AND period = $2 AND reversed_at IS NULL`,
      [ORGANISMO, next],
    )
  ).rows;
  if (posted !== details.length) await server.fail(`expected ${details.length} postings, found ${posted}`);
}
await check.end();

console.log('\n| figure | measured | goal |\n| --- | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.figure} | ${r.value.toFixed(r.unit === 'ms' ? 0 : 1)} ${r.unit} | <= ${r.goal} ${r.unit}${r.value > r.goal ? ' (over)' : ''} |`,
  );
await server.finish(0);
