// Runs the member app's and then the console's browser suites (npm run build first). They share one
// embedded-database template for the run (apps/web/e2e/support/server.ts): each server a suite starts
// begins from a copy of a folder that is already migrated and holds the demo data.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
const env = { ...process.env, E2E_DATA_TEMPLATE: join(dir, 'data') };
let status = 0;
try {
  for (const workspace of ['apps/web', 'apps/console']) {
    const result = spawnSync('npm', ['run', 'e2e', '-w', workspace], { stdio: 'inherit', env });
    status = result.status ?? 1;
    if (status !== 0) break;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
