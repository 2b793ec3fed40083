/**
 * A reorder always gets an answer in time, whatever another instance holds: with the owner's
 * bearer, no body and any `locale` (abc, -1, 1e309, NaN), from two API instances on one
 * PostgreSQL database (each with its own pool), while a third connection, standing for another
 * instance's stuck transaction, holds a lock the new order needs. It is answered 503 with
 * Retry-After within the request budget, and nothing is left behind; once the lock is gone the
 * reorder works.
 */
import { count, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp, type App } from '@/server/app';
import { openPostgres, type DatabaseConnection } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { LOCK_TIMEOUT_MS } from '@/server/db/timeouts';
import { buildOrderableStore, twoSides, type OrderableStore } from '@/server/modules/orders/test-store';
import { REQUEST_BUDGET_MS } from '@/server/plugins/request-budget';
import { build, testConfig, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { call, signedInCustomer, type SignedInCustomer } from './test-customers';

const LOCALES = ['abc', '-1', '1e309', 'NaN'];

describe.each(testDatabases())('a reorder with any locale on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let owner: SignedInCustomer;
  let orderId: string;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db);
    owner = await signedInCustomer(context.db);
    const order = (await call(context.app, owner.token, 'POST', '/orders', { locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    await call(context.app, owner.token, 'POST', `/orders/${order.id}/order-items`, { itemId: store.brisket.id, quantity: 2, optionIds: twoSides(store) });
    orderId = order.id;
  });
  afterAll(() => context?.close());

  const ordersOf = async (customerId: number) =>
    (await context.db.select({ n: count() }).from(t.orders).where(eq(t.orders.customerId, customerId)))[0]?.n;

  it.each(LOCALES)('locale=%s: makes the new order at once', async (locale) => {
    const answer = await call(context.app, owner.token, 'POST', `/orders/${orderId}/reorder?locale=${locale}`);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().order.lines).toHaveLength(1);
  });

  if (kind !== 'postgres') return;

  describe('from two instances while another one holds a lock the new order needs', () => {
    let other: App;
    let otherDatabase: DatabaseConnection;
    let holder: Client;

    beforeAll(async () => {
      const result = (await context.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      const [row] = result.rows;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      otherDatabase = await openPostgres(url.toString());
      other = await buildApp({ config: testConfig(), database: otherDatabase, logger: false });
      holder = new Client({ connectionString: url.toString() });
      await holder.connect();
    });
    afterAll(async () => {
      await holder?.end();
      await other?.close();
      await otherDatabase?.close();
    });

    it('answers every request 503 with Retry-After within the budget, leaves nothing behind, and works once the lock is gone', async () => {
      const before = await ordersOf(owner.id);
      // The new order's row references its store: a transaction holding the store row FOR UPDATE blocks its insert.
      await holder.query('begin');
      await holder.query('select id from locations where id = $1 for update', [store.location.id]);
      const started = Date.now();
      const answers = await Promise.all(
        LOCALES.flatMap((locale) => [context.app, other].map((app) => call(app, owner.token, 'POST', `/orders/${orderId}/reorder?locale=${locale}`))),
      );
      const took = Date.now() - started;
      await holder.query('rollback');
      expect(took).toBeLessThan(REQUEST_BUDGET_MS + 2_000);
      expect(took).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 500);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBeDefined();
        expect(answer.json()).toMatchObject({ statusCode: 503, code: 'unavailable', message: expect.any(String) });
      }
      expect(await ordersOf(owner.id)).toBe(before);
      const after = await call(other, owner.token, 'POST', `/orders/${orderId}/reorder?locale=abc`);
      expect(after.statusCode).toBe(201);
    }, 40_000);
  });
});
