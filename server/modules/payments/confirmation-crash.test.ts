/**
 * A crash after the payment committed and before its confirmation email was sent loses no email
 * and sends none twice. The API runs as a child process (test/crash-entry.ts) that kills itself
 * (SIGKILL) the moment the payment's transaction commits with its order outbox row; a new
 * instance on the same database delivers the row when its order-outbox job runs at start: one
 * confirmation email. Delivered again (as after a crash between the email and the row's mark),
 * it is still one.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import * as t from '@/server/db/schema';
import { ORDER_OUTBOX_JOB } from '@/server/modules/orders/lifecycle';
import { testConfig, testDatabases } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { freePort, makeTarget, startApi, stopApi, type Target } from './test/crash-harness';
import { BILLING, buildPayableOrder, buildStore, paymentClient, type PayableOrder } from './test/payable-order';

jest.setTimeout(90_000);

let PORT = 0;
let API = '';

beforeAll(async () => {
  PORT = await freePort();
  API = `http://127.0.0.1:${PORT}/online-ordering`;
});

/** A payable order and a card token to pay it with, made in-process on the target's database. */
async function prepare(target: Target): Promise<{ order: PayableOrder; body: object }> {
  const database = await target.open();
  const app = await buildApp({ config: testConfig({ apiPublicUrl: `http://127.0.0.1:${PORT}` }), database, logger: false });
  try {
    await buildReferenceData(database.db);
    const order = await buildPayableOrder(app, await buildStore(database.db));
    return { order, body: { token: paymentClient(app).token(), cardholderName: 'Ada Pitmaster', billing: BILLING } };
  } finally {
    await app.close();
    await database.close();
  }
}

/** The order's emails as the running API's development outbox lists them, once there are any (or after 20 s). */
async function emailsSoon(orderId: string): Promise<unknown[]> {
  const stopAt = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${API}/dev/outbox?orderId=${orderId}`);
    const { data } = (await response.json()) as { data: unknown[] };
    if (data.length > 0 || Date.now() > stopAt) return data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens the target's database (no API may hold it), runs `read` and closes it. */
async function onDatabase<T>(target: Target, read: (db: Awaited<ReturnType<Target['open']>>['db']) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const booksOf = (target: Target, orderId: string) =>
  onDatabase(target, async (db) => ({
    statusId: (await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]?.statusId,
    payments: await db.select().from(t.payments).where(eq(t.payments.orderId, orderId)),
    emails: await db.select().from(t.outboxEmails).where(eq(t.outboxEmails.orderId, orderId)),
    outbox: await db.select().from(t.orderOutbox).where(eq(t.orderOutbox.orderId, orderId)),
  }));

describe.each(testDatabases())('a crash after the payment commits, before its email, on %s', (kind) => {
  it('sends the confirmation once, from the outbox, when the API starts again', async () => {
    const target = await makeTarget(kind);
    try {
      const { order, body } = await prepare(target);

      const doomed = await startApi(target, PORT, { CRASH_AFTER_OUTBOX_COMMIT: '1' });
      const paying = fetch(`${API}/payment-management/orders/${order.id}/payment/card`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-order-token': order.token, 'idempotency-key': `outbox-crash-${order.id}` },
        body: JSON.stringify(body),
      });
      await expect(paying).rejects.toThrow();
      expect(await doomed.exited).toBe('SIGKILL');

      const crashed = await booksOf(target, order.id);
      expect(crashed.statusId).toBe(2);
      expect(crashed.payments).toHaveLength(1);
      expect(crashed.emails).toEqual([]);
      expect(crashed.outbox).toMatchObject([{ event: 'paid', listener: 'order-confirmation-email', deliveredAt: null, attempts: 0 }]);

      const api = await startApi(target, PORT, {});
      try {
        expect(await emailsSoon(order.id)).toMatchObject([{ to: 'ada@example.com', subject: expect.stringContaining('is confirmed') }]);
      } finally {
        await stopApi(api);
      }
      const restarted = await booksOf(target, order.id);
      expect(restarted.emails).toHaveLength(1);
      expect(restarted.outbox).toMatchObject([{ deliveredAt: expect.any(Date), attempts: 1, lastError: null }]);

      // Delivered again, as after a crash between the email and the row's mark: still one email.
      await onDatabase(target, (db) => db.update(t.orderOutbox).set({ deliveredAt: null }).where(eq(t.orderOutbox.orderId, order.id)));
      const database = await target.open();
      const app = await buildApp({ config: testConfig(), database, logger: false });
      try {
        expect(await app.jobs.runOnce(ORDER_OUTBOX_JOB)).toEqual({ delivered: 1, failed: 0, pruned: 0 });
        expect(await app.jobs.runOnce(ORDER_OUTBOX_JOB)).toEqual({ delivered: 0, failed: 0, pruned: 0 });
      } finally {
        await app.close();
        await database.close();
      }
      const again = await booksOf(target, order.id);
      expect(again.emails).toHaveLength(1);
      expect(again.outbox).toMatchObject([{ deliveredAt: expect.any(Date), attempts: 2 }]);
    } finally {
      await target.dispose();
    }
  });
});
