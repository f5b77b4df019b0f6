// Runs the member app's and the console's browser files (npm run build first) as one pool: a file mostly
// waits on a browser and a server, about three quarters of a core, so three run at a time on two cores.
// One pool over both apps keeps every runner busy to the end, where two suites side by side left the
// longer one running alone for minutes. The largest files start first so none starts last and runs alone.
// Each file's output is printed whole, with its time, when it ends; the run fails if any file fails.
// They share one embedded-database template for the run (packages/test-support/src/server.ts): each server a
// file starts begins from a copy of a folder that is already migrated and holds the demo data.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apps = ['apps/web', 'apps/console'];
const width = Number(process.env.E2E_CONCURRENCY) || Math.max(2, Math.ceil(availableParallelism() * 1.5));

const files = apps
  .flatMap((app) =>
    readdirSync(join(root, app, 'e2e'))
      .filter((name) => name.endsWith('.e2e.ts'))
      .map((name) => ({ app, name, size: statSync(join(root, app, 'e2e', name)).size })),
  )
  .sort((a, b) => b.size - a.size);

const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
const env = { ...process.env, E2E_DATA_TEMPLATE: join(dir, 'data') };
const tsx = join(root, 'node_modules/.bin/tsx');

function runFile({ app, name }) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(tsx, ['--test', '--test-reporter=spec', `e2e/${name}`], {
      cwd: join(root, app),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const label = `${app}/e2e/${name}`;
      process.stdout.write(`\n== ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      done(code === 0 ? undefined : label);
    });
  });
}

const started = Date.now();
const queue = [...files];
const failed = [];
const runner = async () => {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const failure = await runFile(file);
    if (failure) failed.push(failure);
  }
};
await Promise.all(Array.from({ length: Math.min(width, files.length) }, runner));
rmSync(dir, { recursive: true, force: true });
console.log(
  `\n${files.length} browser files, ${width} at a time, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (failed.length > 0) {
  console.error(`browser files failed:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
