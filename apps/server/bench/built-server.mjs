import autocannon from 'autocannon';
// Shared by the server benchmarks: starts the BUILT server (dist/server.js) on a free 127.0.0.1 port with
// a throw-away embedded database, and stops it by its pid. Bounded in time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('..', import.meta.url));
const entry = path.join(serverDir, 'dist', 'server.js');

/**
 * A temp DATA_DIR; `prepare(dataDir)` may fill it before the server opens it (the server then skips demo
 * data). `env` overrides the embedded-database defaults (e.g. a DATABASE_URL).
 */
export async function startBuiltServer({ prepare, timeoutMs = 120_000, env = {} } = {}) {
  if (!existsSync(entry)) {
    console.error(`No build at ${entry}: run "npm run build -w apps/server" first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  if (prepare) await prepare(dataDir);
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server (not allowed in NODE_OPTIONS).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  function stop() {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  async function finish(code) {
    clearTimeout(guard);
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }

  async function fail(message) {
    console.error(`bench: ${message}`);
    await finish(1);
  }

  const guard = setTimeout(() => fail(`the benchmark took more than ${timeoutMs / 1000} s`), timeoutMs);

  const url = await new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (!match) return;
      // From here on the server's log is drained, not kept.
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  }).catch((error) => fail(error.message));

  return { url, dataDir, pid: child.pid, fail, finish };
}

/** One API call (`call` is the path after /api/), answering the parsed JSON body. */
export const post = (server, call, body) =>
  fetch(`${server.url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());

/** Logs a demo member in and answers the UAT. */
export async function signIn(server, mail, password = 'Demo1234') {
  const login = await post(server, 'musuario/login20', { Mail: mail, Password: password });
  if (login.Status !== 200) await server.fail(`login failed: ${JSON.stringify(login)}`);
  return login.UAT;
}

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 10;

/**
 * Loads one call with CONNECTIONS concurrent connections for DURATION_SECONDS after a 2 s warm-up (the
 * first requests pay for JIT and first query plans), prints the figures and stops the server.
 */
export async function measure(server, call, body, what) {
  const result = await autocannon({
    url: `${server.url}/api/${call}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    warmup: { connections: CONNECTIONS, duration: 2 },
  });
  const failed = report(
    `${what}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a 2 s warm-up (embedded database)`,
    result,
  );
  await server.finish(failed > 0 ? 1 : 0);
}

/** Prints an autocannon result; answers how many responses failed. */
export function report(title, result) {
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(`${title}:`);
  console.log(`  requests/s: ${result.requests.average.toFixed(0)} (total ${result.requests.total})`);
  console.log(`  latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms`);
  console.log(`  failed responses: ${failed}`);
  return failed;
}

/**
 * The console's calls against a started server (the payroll and scale benchmarks): a staff member's
 * session cookie (demo password), a call that stops the bench on any answer but 2xx, and the server's
 * peak resident memory since the last reset, in MiB (reset for the next step).
 */
export function consoleClient(server) {
  async function staffCookie(email) {
    const res = await fetch(`${server.url}/api/console/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo1234' }),
    });
    if (!res.ok) await server.fail(`staff sign-in of ${email} answered ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  async function call(cookie, method, url, body, type = 'application/json') {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': type }) },
      body,
    });
    if (!res.ok)
      await server.fail(`${method} ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return res;
  }

  function peakMemory() {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    return (kib / 1024).toFixed(0);
  }

  return { staffCookie, call, peakMemory };
}
