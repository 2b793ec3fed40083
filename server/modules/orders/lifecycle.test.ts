import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { buildPayableOrder, buildStore } from '@/server/modules/payments/test/payable-order';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { storeOf } from '@/server/modules/locations';
import { createOrderLifecycle, ORDER_OUTBOX_JOB, type AfterCommitListener, type InTransactionListener, type OutboxDelivery } from './lifecycle';
import type { OrderRow } from './repository';
import { createOrderService } from './service';

describe.each(testDatabases())('the order lifecycle on %s', (kind) => {
  let context: TestApp;
  let store: Awaited<ReturnType<typeof buildStore>>;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildStore(context.db);
  });
  afterAll(() => context.close());

  async function anOrder(): Promise<OrderRow> {
    const { id } = await buildPayableOrder(context.app, store);
    return (await context.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
  }
  const outboxOf = (orderId: string) => context.db.select().from(t.orderOutbox).where(eq(t.orderOutbox.orderId, orderId)).orderBy(t.orderOutbox.id);

  function recording() {
    const heard: string[] = [];
    const delivered: OutboxDelivery[] = [];
    const inTransaction = (name: string, fail = false): InTransactionListener => ({
      name,
      events: ['paid', 'cancelled'],
      async run(_tx, { event }) {
        heard.push(`${name}:${event}`);
        if (fail) throw new Error(`${name} refuses`);
      },
    });
    const afterCommit = (name: string, behaviour: { fail?: () => boolean; skip?: boolean } = {}): AfterCommitListener => ({
      name,
      events: ['paid'],
      payload: ({ locale }) => (behaviour.skip ? undefined : { locale: locale ?? 'en-us' }),
      async deliver(delivery) {
        if (behaviour.fail?.()) throw new Error(`${name} is down`);
        delivered.push(delivery);
      },
    });
    return { heard, delivered, inTransaction, afterCommit };
  }

  it('runs the in-transaction listeners in order inside the transaction and writes one outbox row per after-commit listener', async () => {
    const order = await anOrder();
    const { heard, inTransaction, afterCommit } = recording();
    const lifecycle = createOrderLifecycle({
      db: context.db,
      inTransaction: [inTransaction('first'), inTransaction('second')],
      afterCommit: [afterCommit('mail'), afterCommit('quiet', { skip: true })],
    });
    const now = new Date('2026-05-01T12:00:00Z');
    await context.db.transaction((tx) => lifecycle.publish(tx, 'paid', order, now, { locale: 'fr-ca' }));
    expect(heard).toEqual(['first:paid', 'second:paid']);
    expect(await outboxOf(order.id)).toMatchObject([{ event: 'paid', listener: 'mail', payload: { locale: 'fr-ca' }, createdAt: now, deliveredAt: null, attempts: 0 }]);

    // The same event again writes no second row; an event nobody listens to after commit writes none.
    await context.db.transaction((tx) => lifecycle.publish(tx, 'paid', order, now));
    await context.db.transaction((tx) => lifecycle.publish(tx, 'cancelled', order, now));
    expect(await outboxOf(order.id)).toHaveLength(1);
  });

  it('rolls the whole change back when an in-transaction listener refuses, outbox row included', async () => {
    const order = await anOrder();
    const { heard, inTransaction, afterCommit } = recording();
    const lifecycle = createOrderLifecycle({ db: context.db, inTransaction: [inTransaction('ledger'), inTransaction('slot', true)], afterCommit: [afterCommit('mail')] });
    await expect(
      context.db.transaction(async (tx) => {
        await tx.update(t.orders).set({ statusId: 2 }).where(eq(t.orders.id, order.id));
        await lifecycle.publish(tx, 'paid', order, new Date());
      }),
    ).rejects.toThrow('slot refuses');
    expect(heard).toEqual(['ledger:paid', 'slot:paid']);
    expect((await context.db.select().from(t.orders).where(eq(t.orders.id, order.id)))[0]!.statusId).toBe(order.statusId);
    expect(await outboxOf(order.id)).toEqual([]);
  });

  it('delivers each row once after commit, keeps a failed one for a later try, and never throws from a nudge', async () => {
    const order = await anOrder();
    let down = true;
    let now = new Date();
    const { delivered, afterCommit } = recording();
    const lifecycle = createOrderLifecycle({
      db: context.db,
      inTransaction: [],
      afterCommit: [afterCommit('mail'), afterCommit('sms', { fail: () => down })],
      clock: () => now,
    });
    await context.db.transaction((tx) => lifecycle.publish(tx, 'paid', order, now));

    await lifecycle.nudge(order.id);
    expect(delivered.map((row) => [row.orderId, row.event])).toEqual([[order.id, 'paid']]);
    const [mail, sms] = await outboxOf(order.id);
    expect(mail).toMatchObject({ listener: 'mail', deliveredAt: now, attempts: 1 });
    expect(sms).toMatchObject({ listener: 'sms', deliveredAt: null, attempts: 1, lastError: 'sms is down' });

    // Not again before its retry time, even once the listener is back.
    down = false;
    expect(await lifecycle.deliver(order.id)).toEqual({ delivered: 0, failed: 0 });
    now = new Date(now.getTime() + 31_000);
    expect(await lifecycle.deliver(order.id)).toEqual({ delivered: 1, failed: 0 });
    expect((await outboxOf(order.id)).map((row) => [row.listener, row.attempts, row.deliveredAt !== null])).toEqual([
      ['mail', 1, true],
      ['sms', 2, true],
    ]);
    expect(await lifecycle.deliver(order.id)).toEqual({ delivered: 0, failed: 0 });
    expect(delivered).toHaveLength(2);

    // The job forgets what was delivered 30 days ago, and nothing younger.
    expect(await lifecycle.job.run({ db: context.db, log: context.app.log, now })).toMatchObject({ pruned: 0 });
    now = new Date(now.getTime() + 31 * 24 * 3600 * 1000);
    expect((await lifecycle.job.run({ db: context.db, log: context.app.log, now })) as { pruned: number }).toMatchObject({ pruned: expect.any(Number) });
    expect(await outboxOf(order.id)).toEqual([]);
  });

  it('holds a nudge\'s caller at most its wait: a slow listener finishes behind the answer, and drain waits for it', async () => {
    const order = await anOrder();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const lifecycle = createOrderLifecycle({
      db: context.db,
      inTransaction: [],
      nudgeWaitMs: 50,
      afterCommit: [{ name: 'slow-mail', events: ['paid'], payload: () => ({}), async deliver({ orderId }) {
        await slow;
        sent.push(orderId);
      } }],
    });
    await context.db.transaction((tx) => lifecycle.publish(tx, 'paid', order, new Date()));
    const started = Date.now();
    await lifecycle.nudge(order.id);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(sent).toEqual([]);
    release();
    await lifecycle.drain();
    expect(sent).toEqual([order.id]);
    expect((await outboxOf(order.id))[0]).toMatchObject({ listener: 'slow-mail', deliveredAt: expect.any(Date) });
  });

  it('publishes a new order as placed in the transaction that writes it: a refusing listener leaves no order', async () => {
    const heard: string[] = [];
    let refuse = false;
    const lifecycle = createOrderLifecycle({
      db: context.db,
      afterCommit: [],
      inTransaction: [{ name: 'placed-ear', events: ['placed'], async run(_tx, { event, order, locale }) {
        heard.push(`${event}:${order.id}:${locale}`);
        if (refuse) throw new Error('the ear refuses');
      } }],
    });
    const service = createOrderService({ db: context.db, lifecycle });
    const placedAt = await storeOf(context.db, store.location.id);
    const scope = { brandId: placedAt.brandId, country: placedAt.countryCode };
    const input = { locationId: store.location.id, handoff: 'pickup' as const, categoryId: 1 };
    const created = await service.create(scope, input, 'en-ca');
    expect(heard).toEqual([`placed:${created.id}:en-ca`]);

    refuse = true;
    const ordersBefore = await context.db.select({ id: t.orders.id }).from(t.orders);
    await expect(service.create(scope, input, 'en-ca')).rejects.toThrow('the ear refuses');
    expect(await context.db.select({ id: t.orders.id }).from(t.orders)).toHaveLength(ordersBefore.length);
  });

  it('is delivered by a job that runs at start and on a schedule', () => {
    const lifecycle = createOrderLifecycle({ db: context.db, inTransaction: [], afterCommit: [] });
    expect(lifecycle.job).toMatchObject({ name: ORDER_OUTBOX_JOB, runAtStart: true, everySeconds: 30 });
    expect(context.app.jobs.list().map((job) => job.name)).toContain(ORDER_OUTBOX_JOB);
  });
});

describe('the orders module', () => {
  it('imports none of its listeners: they are composed outside the modules', () => {
    const dir = __dirname;
    const sources = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('test-'));
    const imports = sources.flatMap((name) =>
      [...readFileSync(path.join(dir, name), 'utf8').matchAll(/from '([^']+)'/g)].map((match) => `${name}: ${match[1]}`),
    );
    expect(imports.filter((line) => /order-listeners|order-lifecycle/.test(line))).toEqual([]);
  });
});
