/**
 * A crash between the gateway's capture and the API's write charges once. The API runs as a
 * child process (test/crash-entry.ts) whose gateway kills the process (SIGKILL) right after a
 * capture; the API is started again, "a minute later" by its clock, and then: exactly one
 * capture at the gateway, one paid order, one payment row, one confirmation email, and the
 * client's retry with the same Idempotency-Key gets the original success. A retry seconds after
 * the crash, long before the reconcile bound, takes the dead request's key over as soon as its
 * instance has gone silent and settles the capture at once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { RECONCILE_AFTER_MS } from '@/domain/payments/reconcile';
import { buildApp } from '@/server/app';
import * as t from '@/server/db/schema';
import { testConfig, testDatabases } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { PAYPAL_SANDBOX_PATH } from './paypal-sandbox-page';
import { freePort, makeTarget, startApi, stopApi, type Target } from './test/crash-harness';
import { BILLING, buildPayableOrder, buildStore, paymentClient, type PayableOrder } from './test/payable-order';

// Each case starts and kills API processes through tsx: minutes on a busy 2-core machine.
jest.setTimeout(240_000);

let PORT = 0;
let BASE = '';

beforeAll(async () => {
  PORT = await freePort();
  BASE = `http://127.0.0.1:${PORT}/online-ordering/payment-management`;
});
const A_MINUTE_LATER = 60_000;

function post(route: string, order: PayableOrder, key: string, body: object) {
  return fetch(`${BASE}/orders/${order.id}/payment/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-order-token': order.token, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

/** The order's payment state once paid, or the last state read after 15 s. */
async function paidSoon(order: PayableOrder): Promise<unknown> {
  const stopAt = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${BASE}/orders/${order.id}/payment`, { headers: { 'x-order-token': order.token } });
    const state = (await response.json()) as { paid?: boolean };
    if (state.paid || Date.now() > stopAt) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Prepared = { order: PayableOrder; route: string; body: object; captureKind: 'capture' | 'paypal-capture' };

/** A payable order, and the card token or approved PayPal order to pay it with, made in-process. */
async function prepare(target: Target, method: 'card' | 'paypal'): Promise<Prepared> {
  const database = await target.open();
  const app = await buildApp({ config: testConfig({ apiPublicUrl: `http://127.0.0.1:${PORT}` }), database, logger: false });
  try {
    await buildReferenceData(database.db);
    const order = await buildPayableOrder(app, await buildStore(database.db));
    const pay = paymentClient(app);
    if (method === 'card') {
      const body = { token: pay.token(), cardholderName: 'Ada Pitmaster', billing: BILLING };
      return { order, route: 'card', body, captureKind: 'capture' };
    }
    const { paypalOrderId } = (await pay.paypal(order)).json() as { paypalOrderId: string };
    const confirm = `/online-ordering${PAYPAL_SANDBOX_PATH}/approve/confirm?token=${encodeURIComponent(paypalOrderId)}`;
    const back = await app.inject({ method: 'GET', url: confirm });
    const payerId = new URL(back.headers.location as string).searchParams.get('PayerID');
    return { order, route: 'paypal/capture', body: { token: paypalOrderId, payerId }, captureKind: 'paypal-capture' };
  } finally {
    await app.close();
    await database.close();
  }
}

async function books(target: Target, prepared: Prepared) {
  const database = await target.open();
  try {
    const { db } = database;
    const orderId = prepared.order.id;
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    return {
      captures: await db.select().from(t.sandboxLedger).where(eq(t.sandboxLedger.kind, prepared.captureKind)),
      statusId: order?.statusId,
      payments: await db.select().from(t.payments).where(eq(t.payments.orderId, orderId)),
      emails: await db.select().from(t.outboxEmails).where(and(eq(t.outboxEmails.orderId, orderId))),
      attempts: await db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, orderId)),
      pendingKeys: (await db.select().from(t.idempotencyKeys)).filter((row) => row.statusCode === null),
    };
  } finally {
    await database.close();
  }
}


describe.each(testDatabases())('a crash right after the capture, on %s', (kind) => {
  it.each(['card', 'paypal'] as const)('%s: charged once, paid once, mailed once; the retry gets the original success', async (method) => {
    const target = await makeTarget(kind);
    try {
      const prepared = await prepare(target, method);
      const key = `crash-${method}-${randomBytes(4).toString('hex')}`;

      const doomed = await startApi(target, PORT, { CRASH_AFTER_CAPTURE: method });
      await expect(post(prepared.route, prepared.order, key, prepared.body)).rejects.toThrow();
      expect(await doomed.exited).toBe('SIGKILL');

      const api = await startApi(target, PORT, { CLOCK_OFFSET_MS: String(A_MINUTE_LATER) });
      try {
        // The reconciler runs at start (through pg-boss on PostgreSQL, so a moment after listening):
        // the order is paid before anyone retries.
        expect(await paidSoon(prepared.order)).toMatchObject({ paid: true, amountDue: '0.00' });

        const retry = await post(prepared.route, prepared.order, key, prepared.body);
        expect(retry.status).toBe(200);
        const answer = await retry.json();
        expect(answer).toMatchObject({ orderId: prepared.order.id, paid: true, status: 'paid', amountPaid: prepared.order.total });
        expect(answer.payments).toHaveLength(1);

        const again = await post(prepared.route, prepared.order, key, prepared.body);
        expect(again.status).toBe(200);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(await again.json()).toEqual(answer);
      } finally {
        await stopApi(api);
      }

      const after = await books(target, prepared);
      expect(after.captures).toHaveLength(1);
      expect(after.statusId).toBe(2);
      expect(after.payments).toHaveLength(1);
      expect(after.payments[0]).toMatchObject({ amount: prepared.order.total, captureReference: after.captures[0]!.resultId });
      expect(after.emails).toHaveLength(1);
      expect(after.attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
      expect(after.pendingKeys).toEqual([]);
    } finally {
      await target.dispose();
    }
  });
});

describe.each(testDatabases())('a retry seconds after a crash, on %s', (kind) => {
  it.each(['card', 'paypal'] as const)('%s: the dead request is settled at once, charged once', async (method) => {
    const target = await makeTarget(kind);
    try {
      const prepared = await prepare(target, method);
      const key = `soon-${method}-${randomBytes(4).toString('hex')}`;
      const doomed = await startApi(target, PORT, { CRASH_AFTER_CAPTURE: method });
      await expect(post(prepared.route, prepared.order, key, prepared.body)).rejects.toThrow();
      expect(await doomed.exited).toBe('SIGKILL');
      const crashedAt = Date.now();

      // The same clock: the attempt is far younger than the reconcile bound.
      const api = await startApi(target, PORT, {});
      try {
        const statuses: number[] = [];
        let retry = await post(prepared.route, prepared.order, key, prepared.body);
        while (retry.status === 409 && Date.now() - crashedAt < RECONCILE_AFTER_MS) {
          statuses.push(retry.status);
          await new Promise((resolve) => setTimeout(resolve, 250));
          retry = await post(prepared.route, prepared.order, key, prepared.body);
        }
        expect(retry.status).toBe(200);
        expect(Date.now() - crashedAt).toBeLessThan(RECONCILE_AFTER_MS / 2);
        expect(await retry.json()).toMatchObject({ orderId: prepared.order.id, paid: true, amountPaid: prepared.order.total });
        expect(new Set(statuses)).toEqual(new Set(statuses.length ? [409] : []));
      } finally {
        await stopApi(api);
      }

      const after = await books(target, prepared);
      expect(after.captures).toHaveLength(1);
      expect(after.payments).toHaveLength(1);
      expect(after.emails).toHaveLength(1);
      expect(after.attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
      expect(after.pendingKeys).toEqual([]);
    } finally {
      await target.dispose();
    }
  });
});
