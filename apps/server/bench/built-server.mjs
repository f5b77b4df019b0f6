// Shared by the server benchmarks: starts the BUILT server (dist/server.js) on a free 127.0.0.1 port with
// a throw-away embedded database, and stops it by its pid. Bounded in time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('..', import.meta.url));
const entry = path.join(serverDir, 'dist', 'server.js');

/** A temp DATA_DIR; `prepare(dataDir)` may fill it before the server opens it (the server then skips demo data). */
export async function startBuiltServer({ prepare, timeoutMs = 120_000 } = {}) {
  if (!existsSync(entry)) {
    console.error(`No build at ${entry}: run "npm run build -w apps/server" first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  if (prepare) await prepare(dataDir);
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      DATABASE_URL: '',
      SMTP_URL: '',
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

  return { url, dataDir, fail, finish };
}

/** Logs a demo member in and answers the UAT. */
export async function signIn(server, mail, password = 'Demo1234') {
  const login = await fetch(`${server.url}/api/musuario/login20`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Mail: mail, Password: password }),
  }).then((r) => r.json());
  if (login.Status !== 200) await server.fail(`login failed: ${JSON.stringify(login)}`);
  return login.UAT;
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
