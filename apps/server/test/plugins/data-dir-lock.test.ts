import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LockedError, lockDataDir } from '../../src/plugins/data-dir-lock';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the DATA_DIR lock', () => {
  it('holds our pid and is released', () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'portal.lock'))).toBe(false);
  });

  it('refuses while a live process holds it', () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(LockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server process \(pid \d+\)/);
    release();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = newDir();
    // A pid that surely existed and is now gone: a child that already exited.
    const child = spawnSync(process.execPath, ['-e', '0']);
    writeFileSync(path.join(dir, 'portal.lock'), String(child.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
