/**
 * Order creation is exactly-once across a crash: the API (a child process) is killed the moment
 * the order's transaction commits, before it can answer. That transaction also stored the
 * Idempotency-Key's answer, so the client's retry, on the API started again, replays the same
 * order at once: one order in the database, the same id and access token.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@/server/app';
import * as t from '@/server/db/schema';
import { freePort, makeTarget, startApi, stopApi, type Target } from '@/server/modules/payments/test/crash-harness';
import { testConfig, testDatabases } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore } from './test-store';

jest.setTimeout(90_000);

let PORT = 0;
let ORDERS = '';

beforeAll(async () => {
  PORT = await freePort();
  ORDERS = `http://127.0.0.1:${PORT}/online-ordering/orders`;
});

async function storeIn(target: Target): Promise<number> {
  const database = await target.open();
  const app = await buildApp({ config: testConfig(), database, logger: false });
  try {
    await buildReferenceData(database.db);
    return (await buildOrderableStore(database.db, { slotCapacity: 10_000 })).location.id;
  } finally {
    await app.close();
    await database.close();
  }
}

async function ordersIn(target: Target) {
  const database = await target.open();
  try {
    return {
      orders: await database.db.select({ id: t.orders.id }).from(t.orders),
      keys: await database.db.select().from(t.idempotencyKeys),
    };
  } finally {
    await database.close();
  }
}

const create = (key: string, body: object) =>
  fetch(ORDERS, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });

describe.each(testDatabases())('a crash right after order creation commits, on %s', (kind) => {
  it('the retry replays the order that was committed, and no second one is made', async () => {
    const target = await makeTarget(kind);
    try {
      const body = { locationId: await storeIn(target), handoff: 'pickup', categoryId: 1 };
      const key = `order-crash-${randomBytes(4).toString('hex')}`;
      const doomed = await startApi(target, PORT, { CRASH_AFTER_COMMIT: '1' });
      await expect(create(key, body)).rejects.toThrow();
      expect(await doomed.exited).toBe('SIGKILL');
      const committed = await ordersIn(target);
      expect(committed.orders).toHaveLength(1);

      const api = await startApi(target, PORT, {});
      try {
        const retry = await create(key, body);
        expect(retry.status).toBe(201);
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        const order = (await retry.json()) as { id: string; accessToken: string };
        expect(order.id).toBe(committed.orders[0]!.id);
        expect(order.accessToken).toEqual(expect.any(String));
        const read = await fetch(`${ORDERS}/${order.id}`, { headers: { 'x-order-token': order.accessToken } });
        expect(read.status).toBe(200);
      } finally {
        await stopApi(api);
      }
      const after = await ordersIn(target);
      expect(after.orders).toEqual(committed.orders);
      expect(after.keys.map((row) => row.statusCode)).toEqual([201]);
    } finally {
      await target.dispose();
    }
  });
});
