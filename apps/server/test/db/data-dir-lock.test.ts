import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LockedError, lockDataDir } from '../../src/db/data-dir-lock';

const startTimeOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

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
    expect(JSON.parse(readFileSync(path.join(dir, 'portal.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
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
    expect(JSON.parse(readFileSync(path.join(dir, 'portal.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    release();
  });

  it('takes over a lock that records this very process (a container restarted with the same pid)', () => {
    const dir = newDir();
    writeFileSync(
      path.join(dir, 'portal.lock'),
      JSON.stringify({ pid: process.pid, startTime: '1', bootId: 'old-boot' }),
    );
    lockDataDir(dir)();
  });

  it('takes over a lock whose pid now belongs to another, unrelated process', () => {
    const dir = newDir();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dir, 'portal.lock'), JSON.stringify({ pid: other.pid, startTime: '1' }));
      lockDataDir(dir)();
    } finally {
      other.kill();
    }
  });

  it('refuses a live holder recorded with its own start time and boot', () => {
    const dir = newDir();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(
        path.join(dir, 'portal.lock'),
        JSON.stringify({ pid: other.pid, startTime: startTimeOf(other.pid!), bootId: bootId() }),
      );
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in use by another server process \\(pid ${other.pid}\\)`),
      );
    } finally {
      other.kill();
    }
  });

  it('records the start time and boot id of /proc, so that a reused pid is told apart', () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'portal.lock'), 'utf8'))).toEqual({
      pid: process.pid,
      startTime: startTimeOf(process.pid),
      bootId: bootId(),
    });
    release();
  });

  it('takes over a lock written before the machine rebooted, even if its pid runs again', () => {
    const dir = newDir();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(
        path.join(dir, 'portal.lock'),
        JSON.stringify({ pid: other.pid, startTime: startTimeOf(other.pid!), bootId: 'another-boot' }),
      );
      lockDataDir(dir)();
    } finally {
      other.kill();
    }
  });

  it('an old plain-pid lock of a live process is still refused (nothing tells it apart)', () => {
    const dir = newDir();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dir, 'portal.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(LockedError);
    } finally {
      other.kill();
    }
  });

  it('takes over an old plain-pid lock that records this very process', () => {
    const dir = newDir();
    writeFileSync(path.join(dir, 'portal.lock'), String(process.pid));
    lockDataDir(dir)();
  });

  it('takes over an unreadable lock left by a crash while it was written', () => {
    const dir = newDir();
    writeFileSync(path.join(dir, 'portal.lock'), '');
    lockDataDir(dir)();
  });
});
