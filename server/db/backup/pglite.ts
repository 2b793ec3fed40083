/**
 * PGlite backups: PGlite's own dump of its data directory (a gzipped tarball, `dumpDataDir`),
 * restored by starting PGlite on an empty directory from it (`loadDataDir`). PGlite is one
 * process's database, so both take the directory's lock: with the API running they stop and
 * say so (stop the API, back up, start it again: a few seconds).
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDirLock, DataDirInUseError } from '../lock';
import { BackupError } from './postgres';

function lockOrExplain(dataDir: string) {
  try {
    return acquireDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(`${error.message}. PGlite is one process's database: stop the API, run this again, then start the API`);
    }
    throw error;
  }
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Writes the data directory `dataDir` to `file` as PGlite's gzipped dump. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (isEmptyDir(dataDir)) throw new BackupError(`There is no PGlite database in ${dataDir} to back up`);
  const lock = lockOrExplain(dataDir);
  try {
    const client = new PGlite({ dataDir });
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Makes `dataDir` the database of the backup `file`. The directory must be empty or absent,
 * unless `replace` is set: then the current one is moved aside (returned), never deleted.
 */
export async function restorePglite(file: string, dataDir: string, { replace = false, now = new Date() } = {}): Promise<{ movedAside: string | null }> {
  const lock = lockOrExplain(dataDir);
  try {
    let movedAside: string | null = null;
    if (!isEmptyDir(dataDir)) {
      if (!replace) throw new BackupError(`${dataDir} already holds a database: pass --replace to move it aside and restore in its place, or set PGLITE_DIR to a new directory`);
      movedAside = `${path.resolve(dataDir)}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDir, movedAside);
    }
    const client = new PGlite({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
    try {
      await client.waitReady;
      await client.query('select 1');
    } finally {
      await client.close();
    }
    return { movedAside };
  } finally {
    lock.release();
  }
}
