// The project's server next to a minimal Fastify handler running the same SQL (minimal-server.mjs), in
// the same run, 50 connections each, for TraeDatosUsuario and TraePrestamos: on the embedded database,
// and on PostgreSQL too when DATABASE_URL is set (in a throw-away database of that server).
// Goal (issue 9): at least 85% of the minimal handler's req/s, p99 at most 1.5x its p99. Not a timed test.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverDir } from './built-server.mjs';

const CONNECTIONS = 50;
const SECONDS = 8;
/** Rounds per server; each keeps its best. */
const ROUNDS = 3;

function startProcess(script, env) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      const stop = () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
          child.kill('SIGTERM');
        });
      resolve({
        url: match[1].replace('localhost', '127.0.0.1'),
        stop,
        cpuSeconds: () => cpuSeconds(child.pid),
      });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out}`)));
  });
}

/**
 * The CPU time a process has used so far (user + system, from /proc; 0 where there is none). Its change per
 * request holds up when other work shares the cores, unlike requests per second.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** Load on one call, with the server's CPU time per request over the measured seconds. */
async function measure(target, call, body) {
  const before = target.cpuSeconds();
  const result = await load(target.url, call, body);
  // The warm-up's requests are not counted in `result`, its CPU is: remove its share by rate.
  const total = result.requests.total + result.requests.average * 2;
  result.cpuMicros = ((target.cpuSeconds() - before) * 1e6) / Math.max(1, total);
  return result;
}

const load = (url, call, body) =>
  autocannon({
    url: `${url}/api/${call}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: SECONDS,
    warmup: { connections: CONNECTIONS, duration: 2 },
  });

async function signIn(url) {
  const res = await fetch(`${url}/api/musuario/login20`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Mail: 'socio@demo.com.ar', Password: 'Demo1234' }),
  });
  return (await res.json()).UAT;
}

const calls = [
  ['MUsuario/TraeDatosUsuario', 'TraeDatosUsuario', (uat) => ({ UAT: uat })],
  ['mprestamos/TraePrestamos', 'TraePrestamos', (uat) => ({ uat })],
];

/** The better of two results (more requests per second), so one disturbed round does not decide. */
const better = (a, b) => (!a || b.requests.average > a.requests.average ? b : a);

async function compare(label, serverEnv, minimalEnv, { shared = false } = {}) {
  const results = {};
  const startProject = () =>
    startProcess(path.join(serverDir, 'dist', 'server.js'), {
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: 'on',
      DEMO_APPROVAL_SECONDS: 'off',
      SMTP_URL: '',
      ...serverEnv,
    });
  const server = await startProject();
  const uat = await signIn(server.url);
  for (const [, name] of calls) results[name] = {};
  if (shared) {
    // PostgreSQL takes both at once: rounds alternate project and minimal, and each keeps its best round,
    // so other work on the machine weighs on both alike.
    const minimal = await startProcess(path.join(serverDir, 'bench', 'minimal-server.mjs'), minimalEnv);
    // The project prepares its statements (db/connection.ts); a minimal handler doing the same is the
    // second yardstick, which leaves the framework's own cost.
    const prepared = await startProcess(path.join(serverDir, 'bench', 'minimal-server.mjs'), {
      ...minimalEnv,
      MINIMAL_PREPARED: 'on',
    });
    for (let round = 0; round < ROUNDS; round++)
      for (const [call, name, body] of calls) {
        results[name].project = better(results[name].project, await measure(server, call, body(uat)));
        results[name].minimal = better(results[name].minimal, await measure(minimal, call, body(uat)));
        results[name].prepared = better(results[name].prepared, await measure(prepared, call, body(uat)));
      }
    await prepared.stop();
    await minimal.stop();
    await server.stop();
  } else {
    // The embedded database has one owner at a time: in each round the project lets go before the minimal
    // handler opens it, and each keeps its best round, so a slow spell on the machine does not decide.
    let project = server;
    for (let round = 0; round < ROUNDS; round++) {
      project ??= await startProject();
      for (const [call, name, body] of calls)
        results[name].project = better(results[name].project, await measure(project, call, body(uat)));
      await project.stop();
      project = undefined;
      const minimal = await startProcess(path.join(serverDir, 'bench', 'minimal-server.mjs'), minimalEnv);
      for (const [call, name, body] of calls)
        results[name].minimal = better(results[name].minimal, await measure(minimal, call, body(uat)));
      await minimal.stop();
    }
  }

  const rounds = `, best of ${ROUNDS} ${shared ? 'alternating rounds' : 'rounds, one server at a time'}`;
  console.log(`\n${label}, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up${rounds}:`);
  console.log(
    '  call               project req/s  p99 | minimal req/s  p99 | req/s ratio  p99 ratio | server CPU µs/req',
  );
  for (const [name, { project, minimal: base, prepared }] of Object.entries(results)) {
    const failed = project.non2xx + project.errors + base.non2xx + base.errors;
    const ratio = project.requests.average / base.requests.average;
    const p99 = project.latency.p99 / Math.max(1, base.latency.p99);
    console.log(
      `  ${name.padEnd(18)} ${project.requests.average.toFixed(0).padStart(13)} ${String(project.latency.p99).padStart(4)} |` +
        ` ${base.requests.average.toFixed(0).padStart(13)} ${String(base.latency.p99).padStart(4)} |` +
        ` ${(ratio * 100).toFixed(0).padStart(10)}% ${p99.toFixed(2).padStart(9)}x` +
        ` | ${project.cpuMicros.toFixed(0)} vs ${base.cpuMicros.toFixed(0)}` +
        `${ratio >= 0.85 && p99 <= 1.5 ? '' : '  (below the goal)'}${failed ? `  FAILED ${failed}` : ''}`,
    );
    if (prepared)
      console.log(
        `  ${''.padEnd(18)} minimal with named statements: ${prepared.requests.average.toFixed(0)} req/s,` +
          ` p99 ${prepared.latency.p99} ms, ${prepared.cpuMicros.toFixed(0)} µs/req;` +
          ` project ${((project.requests.average / prepared.requests.average) * 100).toFixed(0)}% of it` +
          `${prepared.non2xx + prepared.errors ? `  FAILED ${prepared.non2xx + prepared.errors}` : ''}`,
      );
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-side-'));
try {
  await compare(
    'Embedded database (PGlite)',
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    { DATA_DIR: dataDir, DATABASE_URL: '' },
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const name = `portal_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const benchUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  try {
    await compare(
      'PostgreSQL (DATABASE_URL)',
      { DATABASE_URL: benchUrl },
      { DATABASE_URL: benchUrl },
      { shared: true },
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
