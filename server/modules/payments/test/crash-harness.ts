/**
 * Runs the API as a child process (crash-entry.ts) on a database of its own, for tests that kill
 * it mid-request and start it again: a PGlite directory from the migrated template, or a
 * scratch PostgreSQL database on TEST_DATABASE_URL's server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type DatabaseConnection } from '@/server/db/client';
import type { TestDatabaseKind } from '@/server/test/build-app';
import { adminQuery, pgliteTemplate } from '@/server/test/databases';

const ROOT = path.resolve(__dirname, '../../../..');
const ENTRY = path.join(__dirname, 'crash-entry.ts');

export type Target = { env: Record<string, string>; open(): Promise<DatabaseConnection>; dispose(): Promise<void> };

async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hickory-crash-'));
  const dataDir = path.join(dir, 'pglite');
  await (await openPglite({ dataDir, loadDataDir: await pgliteTemplate() })).close();
  return {
    env: { PGLITE_DIR: dataDir },
    open: () => openPglite({ dataDir }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `hickory_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openPostgres(url.toString()),
    dispose: () => adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A port nothing listens on now, for one test file's child API (parallel runs must not collide). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Api = { child: ChildProcess; exited: Promise<NodeJS.Signals | number | null> };

/** Starts test/crash-entry.ts and resolves once it listens. */
export async function startApi(target: Target, port: number, extra: Record<string, string>): Promise<Api> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env, ...extra };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  Object.assign(env, { API_PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'test', STOREFRONT_ORIGIN: 'http://storefront.test', DEMO_MODE: 'true' });
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    void exited.then((how) => reject(new Error(`the API exited (${String(how)}) before listening: ${stderr}`)));
  });
  return { child, exited };
}

export async function stopApi(api: Api): Promise<void> {
  api.child.kill('SIGTERM');
  await api.exited;
}

export const makeTarget = (kind: TestDatabaseKind) => (kind === 'pglite' ? pgliteTarget() : postgresTarget());
