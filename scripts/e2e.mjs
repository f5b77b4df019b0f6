// Runs the member app's and the console's browser suites side by side (npm run build first): each file
// mostly waits on a browser and a server, about three quarters of a core, so on two cores the two suites
// together take little longer than the longer one. Each line of output is prefixed with its suite.
// They share one embedded-database template for the run (packages/test-support/src/server.ts): each server a
// suite starts begins from a copy of a folder that is already migrated and holds the demo data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
const env = { ...process.env, E2E_DATA_TEMPLATE: join(dir, 'data') };

function suite(workspace, label) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'e2e', '--silent', '-w', workspace], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => partial && process.stdout.write(`[${label}] ${partial}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all([suite('apps/web', 'web    '), suite('apps/console', 'console')]);
rmSync(dir, { recursive: true, force: true });
if (codes.some((code) => code !== 0)) {
  console.error(`browser suites failed: web exit ${codes[0]}, console exit ${codes[1]}`);
  process.exit(1);
}
