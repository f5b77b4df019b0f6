import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class LockedError extends Error {}

/** Lock files this process holds now: a record of our own pid is stale only if it is not one of these. */
const heldHere = new Set<string>();

interface Holder {
  pid: number;
  /** Kernel start time of the process (clock ticks since boot), when /proc tells it. */
  startTime?: string;
  bootId?: string;
}

const readProc = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count from its ')'. */
function startTimeOf(pid: number) {
  const stat = readProc(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function parseHolder(text: string): Holder | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) }; // written by an older version
  try {
    const value = JSON.parse(trimmed) as Partial<Holder>;
    return typeof value.pid === 'number' ? (value as Holder) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the recorded holder still runs. After a container restart the recorded pid is often ours
 * (pid 1 again) or belongs to an unrelated process: the start time and boot id tell them apart.
 */
function holderRuns(holder: Holder) {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || holder.pid === process.pid) return false;
  if (!isAlive(holder.pid)) return false;
  if (holder.bootId && bootId() && holder.bootId !== bootId()) return false;
  if (holder.startTime && startTimeOf(holder.pid) && holder.startTime !== startTimeOf(holder.pid))
    return false;
  return true;
}

/**
 * PGlite takes no lock of its own and two processes on one folder corrupt it. The lock file records its
 * holder; a lock whose holder is this process or no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'portal.lock');
  const me: Holder = { pid: process.pid, startTime: startTimeOf(process.pid), bootId: bootId() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseHolder(readProc(file) ?? '');
      if (heldHere.has(file) || (holder && holderRuns(holder))) {
        throw new LockedError(
          `The database folder ${dataDir} is in use by another server process (pid ${holder?.pid ?? process.pid}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new LockedError(`Could not lock the database folder ${dataDir}`);
}
