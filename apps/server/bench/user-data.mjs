// TraeDatosUsuario under 50 concurrent connections against the BUILT server (dist/server.js) on a
// throw-away embedded database with the demo data. Prints req/s and p99 latency. Bounded in time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const entry = path.join(serverDir, 'dist', 'server.js');
const DURATION_SECONDS = 10;
const CONNECTIONS = 50;

if (!existsSync(entry)) {
  console.error(`No build at ${entry}: run "npm run build -w apps/server" first.`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const child = spawn(process.execPath, [entry], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'on', DATABASE_URL: '', SMTP_URL: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const guard = setTimeout(() => fail('the benchmark took more than 90 s'), 90_000);

function stopServer() {
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

async function fail(message) {
  console.error(`bench: ${message}`);
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

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

const login = await fetch(`${url}/api/musuario/login20`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ Mail: 'socio@demo.com.ar', Password: 'Demo1234' }),
}).then((r) => r.json());
if (login.Status !== 200) await fail(`login failed: ${JSON.stringify(login)}`);

const result = await autocannon({
  url: `${url}/api/MUsuario/TraeDatosUsuario`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ UAT: login.UAT }),
  connections: CONNECTIONS,
  duration: DURATION_SECONDS,
});

await stopServer();
clearTimeout(guard);
rmSync(dataDir, { recursive: true, force: true });

const non2xx = result.non2xx + result.errors + result.timeouts;
console.log(`TraeDatosUsuario, ${CONNECTIONS} connections, ${DURATION_SECONDS} s (embedded database):`);
console.log(`  requests/s: ${result.requests.average.toFixed(0)} (total ${result.requests.total})`);
console.log(`  latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms`);
console.log(`  failed responses: ${non2xx}`);
process.exit(non2xx > 0 ? 1 : 0);
