import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run staff` as an operator runs it, on its own embedded database folder.
const entry = path.join(import.meta.dirname, '../../../src/cli/staff.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-staff-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const staff = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'https://socios.example.com' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
};

describe('npm run staff', () => {
  it('adds an administrator with a one-time link, disables, lists and refuses a bad role', () => {
    const add = staff(
      'add',
      '--email',
      'Admin@Asociacion.org',
      '--role',
      'administrador',
      '--role',
      'auditor',
    );
    expect(add.code, add.err).toBe(0);
    expect(add.out).toMatch(/https:\/\/socios\.example\.com\/console\/setup#token=[\w-]{43}/);

    const disable = staff('disable', '--email', 'admin@asociacion.org');
    expect(disable.code, disable.err).toBe(0);
    const list = staff('list');
    expect(list.out).toContain('admin@asociacion.org\tadministrador,auditor\tdeshabilitado');

    const bad = staff('add', '--email', 'x@asociacion.org', '--role', 'jefe');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--role debe ser uno de: administrador, evaluador');
  }, 120_000);
});
