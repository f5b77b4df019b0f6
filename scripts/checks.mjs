// The checks `npm test` runs before any suite: the format check, lint (with its self-test), the dead-code
// check (knip) and the type check of every project.
// They are the same commands as `npm run lint` and `npm run typecheck`, run as a pool as wide as the
// machine (each is single-threaded), so on two cores they take about half as long. Each check's output is
// printed whole when it ends; any failure fails the run, after the others have finished.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = [
  'packages/contract',
  'packages/ui',
  'packages/test-support',
  'apps/server',
  'apps/web',
  'apps/web/e2e',
  'apps/console',
  'apps/console/e2e',
];
// The longest first, so it does not start last and run alone.
const checks = [
  ['eslint', ['eslint', '.']],
  ...projects.map((project) => [`tsc ${project}`, ['tsc', '-p', project]]),
  ['knip', ['knip']],
  ['prettier', ['prettier', '--check', '.']],
  // Proves the import guards above fire on a deliberate cycle and on imports against the zones.
  ['lint self-test', ['node', '--test', 'scripts/lint-guards.test.mjs']],
];

function run([label, [command, ...args]]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const bin = command === 'node' ? process.execPath : `node_modules/.bin/${command}`;
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n== ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
const failed = [];
const worker = async () => {
  for (let check = queue.shift(); check; check = queue.shift())
    if (!(await run(check))) failed.push(check[0]);
};
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, worker));
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
