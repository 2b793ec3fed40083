import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { openPglite, openPostgres, type Database, type DatabaseConnection } from '@/server/db/client';
import { acquireDirLock } from '@/server/db/lock';
import { buildPayableOrder, buildStore, paymentClient } from '@/server/modules/payments/test/payable-order';
import { loadGiftCards } from '@/server/seed/load-giftcards';
import { testConfig } from '@/server/test/build-app';
import { adminQuery, pgliteTemplate, testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { backupKindOf } from './files';
import { backupPglite, restorePglite } from './pglite';
import { backupPostgres, restorePostgres } from './postgres';

jest.setTimeout(120_000);

/** The tables whose every row a restore must bring back. */
const MONEY_TABLES = ['orders', 'order_items', 'payments', 'payment_attempts', 'gift_card_ledger', 'sandbox_gateway_ledger'];

type Rows<T> = { rows: T[] };

/** Every table of the app's schema: its row count and a digest of all its rows. */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const tables = ((await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as Rows<{ tablename: string }>).rows;
  const result: Record<string, string> = {};
  for (const { tablename } of tables) {
    const table = sql.identifier(tablename);
    const digest = (await db.execute(sql`select count(*)::int as n, coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as d from ${table} r`)) as unknown as Rows<{ n: number; d: string }>;
    result[tablename] = `${digest.rows[0]!.n}:${digest.rows[0]!.d}`;
  }
  return result;
}

/** Paid orders: two by card, one by gift card (orders, lines, payments, attempts, both ledgers). */
async function placePaidOrders(database: DatabaseConnection): Promise<string[]> {
  const app = await buildApp({ config: testConfig(), database, logger: false, jobs: { autoStart: false } });
  try {
    await buildReferenceData(database.db);
    const store = await buildStore(database.db);
    const pay = paymentClient(app);
    const ids: string[] = [];
    for (const teas of [2, 3]) {
      const order = await buildPayableOrder(app, store, teas);
      expect((await pay.card(order, { token: pay.token() })).statusCode).toBe(200);
      ids.push(order.id);
    }
    await loadGiftCards(database.db, [{ number: '6006491100009901', pin: '1234', currency: 'USD', balance: '500.00', use: 'test' }]);
    const order = await buildPayableOrder(app, store, 1);
    const paid = await pay.giftCard(order, { number: '6006491100009901', pin: '1234' });
    expect(paid.json()).toMatchObject({ paid: true });
    ids.push(order.id);
    return ids;
  } finally {
    await app.close();
  }
}

function expectEverythingBack(before: Record<string, string>, after: Record<string, string>): void {
  for (const table of MONEY_TABLES) expect(Number(before[table]!.split(':')[0])).toBeGreaterThan(0);
  expect(after).toEqual(before);
}

function pgliteCases(): void {
  const work = mkdtempSync(path.join(os.tmpdir(), 'hickory-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('restores every order, payment and ledger row into a fresh directory, and refuses to overwrite or to run beside the API', async () => {
    const source = path.join(work, 'source');
    const database = await openPglite({ dataDir: source, loadDataDir: await pgliteTemplate() });
    let before: Record<string, string>;
    try {
      await placePaidOrders(database);
      before = await snapshot(database.db);
      // The API holds the directory: a backup stops and says why.
      await expect(backupPglite(source, path.join(work, 'refused.tar.gz'))).rejects.toThrow(/stop the API/);
    } finally {
      await database.close();
    }

    const file = path.join(work, 'hickory.tar.gz');
    await backupPglite(source, file);
    expect(backupKindOf(file)).toBe('pglite');

    const fresh = path.join(work, 'fresh');
    await restorePglite(file, fresh);
    const restored = await openPglite({ dataDir: fresh });
    try {
      expectEverythingBack(before, await snapshot(restored.db));
    } finally {
      await restored.close();
    }

    await expect(restorePglite(file, fresh)).rejects.toThrow(/already holds a database: pass --replace/);
    const { movedAside } = await restorePglite(file, fresh, { replace: true, now: new Date('2026-11-30T12:00:00Z') });
    expect(movedAside).toMatch(/fresh\.before-restore-2026-11-30T12-00-00-000Z$/);
    const lock = acquireDirLock(fresh);
    lock.release();
  });
}

function postgresCases(): void {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const names = ['source', 'fresh'].map((role) => `hickory_backup_${role}_${randomBytes(5).toString('hex')}`);
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const work = mkdtempSync(path.join(os.tmpdir(), 'hickory-backup-pg-'));
  afterAll(async () => {
    for (const name of names) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('restores every order, payment and ledger row into a fresh database, and refuses a database that holds tables', async () => {
    const [source, fresh] = names as [string, string];
    for (const name of names) await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const database = await openPostgres(urlOf(source));
    let before: Record<string, string>;
    try {
      await placePaidOrders(database);
      before = await snapshot(database.db);
    } finally {
      await database.close();
    }

    const file = path.join(work, 'hickory.dump');
    await backupPostgres(urlOf(source), file);
    expect(backupKindOf(file)).toBe('postgres');
    await restorePostgres(urlOf(fresh), file);
    const restored = await openPostgres(urlOf(fresh));
    try {
      expectEverythingBack(before, await snapshot(restored.db));
    } finally {
      await restored.close();
    }

    await expect(restorePostgres(urlOf(fresh), file)).rejects.toThrow(/already holds \d+ tables?: restore into a new, empty database/);
    await restorePostgres(urlOf(fresh), file, { replace: true });
    const replaced = await openPostgres(urlOf(fresh));
    try {
      expect(await snapshot(replaced.db)).toEqual(before);
    } finally {
      await replaced.close();
    }
  });
}

describe.each(testDatabases())('db:backup and db:restore on %s', (kind) => (kind === 'pglite' ? pgliteCases() : postgresCases()));
