import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../../src/db/connection';

// `npm run audit:verify` as an operator runs it, on its own embedded database folder.
const cli = path.join(import.meta.dirname, '../../../src/cli');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-audit-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (file: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(cli, file), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'https://socios.example.com' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('npm run audit:verify', () => {
  it('says the chain holds, then names a row changed behind the server’s back and exits non-zero', async () => {
    for (const email of ['a@asociacion.org', 'b@asociacion.org']) {
      const add = run('staff.ts', 'add', '--email', email, '--role', 'auditor');
      expect(add.code, add.err).toBe(0);
    }
    const good = run('audit-verify.ts');
    expect(good.code, good.err).toBe(0);
    expect(good.out).toContain('Registro de auditoría íntegro: 2 filas verificadas.');

    const db = await openPglite(path.join(dataDir, 'pgdata'));
    const [first] = await db.query<{ id: string }>('SELECT min(id) AS id FROM audit_log');
    await db.transaction(async (tx) => {
      await tx.query('ALTER TABLE audit_log DISABLE TRIGGER ALL');
      await tx.query(`UPDATE audit_log SET after = '{"roles": ["administrador"]}' WHERE id = $1`, [
        first!.id,
      ]);
      await tx.query('ALTER TABLE audit_log ENABLE TRIGGER ALL');
    });
    await db.close();

    const bad = run('audit-verify.ts');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain(`la fila ${first!.id} no coincide`);
    expect(JSON.parse(bad.out.trim().split('\n').at(-1)!)).toEqual({
      ok: false,
      rows: 2,
      firstBroken: Number(first!.id),
    });
  }, 120_000);
});
