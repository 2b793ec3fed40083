/**
 * A lock file beside the PGlite data directory. Two processes on one directory silently lose
 * writes, so the second one must stop with a clear message instead.
 *
 * The file records the owner's PID, when that process started (Linux: the boot id and the
 * start time in /proc/<pid>/stat) and a random token. A lock is live only while a process with
 * that PID exists AND started at the recorded time: after a kill -9 the PID may be reused by an
 * unrelated process, which must not keep the directory locked for good. Where /proc is missing
 * the PID alone decides. Release removes the file only while it still holds this lock's token.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export type DirLock = { path: string; release(): void };

/** What a lock file says about its owner; `started` is null when it could not be read (or an old file). */
export type LockOwner = { pid: number; started: string | null; token: string | null };

export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir).replace(/[\\/]+$/, '')}.lock`;
}

/** When process `pid` started, as "<boot id>:<clock ticks since boot>"; null without /proc or process. */
export function processStartedAt(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields[19];
    if (!ticks || !/^\d+$/.test(ticks)) return null;
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${bootId}:${ticks}`;
  } catch {
    return null;
  }
}

/** Takes the lock of `dataDir`, taking over a stale one whose owner process is gone. */
export function acquireDirLock(dataDir: string, pid: number = process.pid): DirLock {
  const lockPath = lockPathFor(dataDir);
  const mine: LockOwner = { pid, started: processStartedAt(pid), token: randomBytes(16).toString('hex') };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(lockPath, mine)) return { path: lockPath, release: () => releaseIfOwned(lockPath, mine) };
    const owner = readOwner(lockPath);
    if (owner !== null && isLive(owner)) {
      throw new DataDirInUseError(
        `PGlite data directory ${dataDir} is in use by process ${owner.pid}; stop it or set PGLITE_DIR`,
      );
    }
    rmSync(lockPath, { force: true });
  }
  throw new DataDirInUseError(`Could not lock PGlite data directory ${dataDir}; another process keeps taking it`);
}

function tryCreate(lockPath: string, owner: LockOwner): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, `${JSON.stringify(owner)}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The owner a lock file names: the JSON record, or a bare PID (files written before the record). */
export function readOwner(lockPath: string): LockOwner | null {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8').trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return validPid(Number.parseInt(text, 10)) ? { pid: Number.parseInt(text, 10), started: null, token: null } : null;
  try {
    const record = JSON.parse(text) as Partial<LockOwner>;
    if (typeof record.pid !== 'number' || !validPid(record.pid)) return null;
    return {
      pid: record.pid,
      started: typeof record.started === 'string' ? record.started : null,
      token: typeof record.token === 'string' ? record.token : null,
    };
  } catch {
    return null;
  }
}

function validPid(pid: number): boolean {
  return Number.isInteger(pid) && pid > 0;
}

/** A process with the owner's PID exists and, when both start times are known, started when the owner did. */
function isLive(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  if (owner.started === null) return true;
  const started = processStartedAt(owner.pid);
  return started === null || started === owner.started;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwned(lockPath: string, mine: LockOwner): void {
  if (readOwner(lockPath)?.token === mine.token) rmSync(lockPath, { force: true });
}
