/**
 * A lock file beside the PGlite data directory. Two processes on one directory silently lose
 * writes (DESIGN: traps), so the second one must stop with a clear message instead.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export type DirLock = { path: string; release(): void };

export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir).replace(/[\\/]+$/, '')}.lock`;
}

/** Takes the lock of `dataDir`, taking over a stale one whose owner process is gone. */
export function acquireDirLock(dataDir: string, pid: number = process.pid): DirLock {
  const lockPath = lockPathFor(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(lockPath, pid)) return { path: lockPath, release: () => releaseIfOwned(lockPath, pid) };
    const owner = readOwner(lockPath);
    if (owner !== null && isAlive(owner)) {
      throw new DataDirInUseError(
        `PGlite data directory ${dataDir} is in use by process ${owner}; stop it or set PGLITE_DIR`,
      );
    }
    rmSync(lockPath, { force: true });
  }
  throw new DataDirInUseError(`Could not lock PGlite data directory ${dataDir}; another process keeps taking it`);
}

function tryCreate(lockPath: string, pid: number): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, `${pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwned(lockPath: string, pid: number): void {
  if (readOwner(lockPath) === pid) rmSync(lockPath, { force: true });
}
