import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from './client';
import { acquireDirLock, lockPathFor } from './lock';

const tempDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'hickory-lock-')), 'pglite');

describe('acquireDirLock', () => {
  it('writes the owner pid beside the directory and removes it on release', () => {
    const dir = tempDir();
    const lock = acquireDirLock(dir);
    expect(lock.path).toBe(`${dir}.lock`);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a directory locked by a live process, naming it', () => {
    const dir = tempDir();
    const lock = acquireDirLock(dir);
    expect(() => acquireDirLock(dir)).toThrow(
      `PGlite data directory ${dir} is in use by process ${process.pid}; stop it or set PGLITE_DIR`,
    );
    lock.release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = tempDir();
    writeFileSync(lockPathFor(dir), '2147483646\n');
    const lock = acquireDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock another process took in the meantime', () => {
    const dir = tempDir();
    const lock = acquireDirLock(dir);
    writeFileSync(lock.path, '1\n');
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });
});

describe('openPglite on a data directory', () => {
  it('a second open of the same directory rejects with the clear message and the first keeps working', async () => {
    const dir = tempDir();
    const first = await openPglite({ dataDir: dir });
    try {
      await expect(openPglite({ dataDir: dir })).rejects.toThrow(`PGlite data directory ${dir} is in use by process ${process.pid}`);
      await expect(first.ping()).resolves.toBeUndefined();
    } finally {
      await first.close();
    }
    expect(existsSync(lockPathFor(dir))).toBe(false);
  });
});
