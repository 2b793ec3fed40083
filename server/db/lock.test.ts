import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from './client';
import { acquireDirLock, lockPathFor, processStartedAt, readOwner } from './lock';

const tempDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'hickory-lock-')), 'pglite');

describe('acquireDirLock', () => {
  it('writes the owner pid, its start time and a token beside the directory and removes it on release', () => {
    const dir = tempDir();
    const lock = acquireDirLock(dir);
    expect(lock.path).toBe(`${dir}.lock`);
    expect(readOwner(lock.path)).toEqual({ pid: process.pid, started: processStartedAt(process.pid), token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(processStartedAt(process.pid)).toMatch(/^[0-9a-f-]+:\d+$/);
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
    expect(readOwner(lock.path)?.pid).toBe(process.pid);
    lock.release();
  });

  describe('when the PID of a killed owner now belongs to another process', () => {
    let other: ChildProcess;
    beforeAll(async () => {
      other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      await new Promise((resolve) => other.once('spawn', resolve));
    });
    afterAll(() => {
      other.kill('SIGKILL');
    });

    it('takes over a lock whose PID is alive but started at another time', () => {
      const dir = tempDir();
      const started = processStartedAt(other.pid!);
      expect(started).not.toBeNull();
      const [bootId, ticks] = started!.split(':');
      writeFileSync(lockPathFor(dir), JSON.stringify({ pid: other.pid, started: `${bootId}:${Number(ticks) - 1000}`, token: 'a-killed-owner' }));
      const lock = acquireDirLock(dir);
      expect(readOwner(lock.path)?.pid).toBe(process.pid);
      lock.release();
    });

    it('still refuses while the recorded process itself runs', () => {
      const dir = tempDir();
      writeFileSync(lockPathFor(dir), JSON.stringify({ pid: other.pid, started: processStartedAt(other.pid!), token: 'the-live-owner' }));
      expect(() => acquireDirLock(dir)).toThrow(`is in use by process ${other.pid}`);
    });
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
