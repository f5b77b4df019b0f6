import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@portal/contract';
import { loadConfig } from '../src/config';
import { describeStart, startServer } from '../src/start';
import { LockedError } from '../src/plugins/data-dir-lock';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The process as `npm start` runs it: embedded database in DATA_DIR, migrations, demo data, a real port.
describe('startServer on the embedded database', () => {
  it('migrates, loads the demo data, serves on a free port, holds the folder and lets go on close', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0' });
    const server = await startServer(config, { logLevel: false });
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      const res = await fetch(`${server.url}${paths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Mail: 'socio@demo.com.ar', Password: 'Demo1234' }),
      });
      expect(res.status).toBe(200);
      expect(describeStart(server.url, config)).toContain('socio@demo.com.ar / Demo1234');
      await expect(startServer(config, { logLevel: false })).rejects.toThrow(LockedError);
    } finally {
      await server.close();
    }
    expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  }, 60_000);
});
