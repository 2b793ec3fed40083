/**
 * Attempts a request left pending, settled by asking the gateway: by the reconciler job (as
 * another API instance would run it), by the next payment of the order, and by a client retry;
 * and the races with a slow original request that comes back after someone settled its attempt.
 */
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '@/server/app';
import type { DatabaseConnection } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { createMailer } from '@/server/platform/mail/mailer';
import { quotePayments, testOrderLifecycle } from '@/server/test/order-lifecycle';
import { testConfig, testDatabases } from '@/server/test/build-app';
import { openTestDatabase } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import type { PaymentGateway } from './gateway/gateway';
import { createSandboxGateway } from './gateway/sandbox-gateway';
import { createSandboxLedger } from './gateway/sandbox-ledger-repository';
import { createSandboxPayPalGateway } from './gateway/sandbox-paypal';
import { PAYMENT_RECONCILER_JOB, paymentReconcilerJob } from './reconcile-job';
import { buildPayableOrder, buildStore, paymentClient, type PayableOrder } from './test/payable-order';

type Hooks = { beforeAuthorize?: () => Promise<void>; beforeCapture?: () => Promise<void>; afterCapture?: () => Promise<void> };

class Crash extends Error {}
const crash = async () => {
  throw new Crash('the request died here');
};

/** A door the test opens, and a signal that the request reached it. */
function door() {
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  return { open, arrived, wait: async () => (reached(), opened) };
}

function wrap(gateway: PaymentGateway, hooks: () => Hooks): PaymentGateway {
  return {
    ...gateway,
    async authorize(request) {
      await hooks().beforeAuthorize?.();
      return gateway.authorize(request);
    },
    async capture(id, amount) {
      await hooks().beforeCapture?.();
      const captured = await gateway.capture(id, amount);
      await hooks().afterCapture?.();
      return captured;
    },
  };
}

describe.each(testDatabases())('payment reconciliation on %s', (kind) => {
  let database: DatabaseConnection;
  let app: App;
  let store: OrderableStore;
  let pay: ReturnType<typeof paymentClient>;
  let hooks: Hooks = {};
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const config = testConfig();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({
      config,
      database,
      logger: false,
      payments: { now, realNow: now, gateways: (sandbox) => ({ ...sandbox, gateway: wrap(sandbox.gateway, () => hooks) }) },
    });
    await buildReferenceData(database.db);
    store = await buildStore(database.db);
    pay = paymentClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    hooks = {};
    offset = 0;
  });

  /** The job as another API instance runs it: its own sandbox clients on the processor's books. */
  function reconcilerJob() {
    const ledger = createSandboxLedger(database.db);
    const secret = config.paymentSandboxSecret;
    return paymentReconcilerJob({
      gateway: createSandboxGateway({ secret, ledger }),
      paypal: createSandboxPayPalGateway({ secret, ledger, approvePageUrl: 'http://api.test/approve' }),
      mailer: createMailer({ db: database.db, from: config.mailFrom, transport: null, log: app.log }),
      lifecycle: testOrderLifecycle(database.db, app.log, { config }),
      quotes: quotePayments,
      storefrontUrl: config.storefrontUrl,
      linkSecret: config.jwtSecret,
    });
  }
  const runReconciler = () => reconcilerJob().run({ db: database.db, log: app.log, now: now() });
  const later = () => {
    offset += 31_000;
  };

  async function booksOf(order: PayableOrder) {
    const { db } = database;
    const attempts = await db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, order.id));
    const [row] = await db.select().from(t.orders).where(eq(t.orders.id, order.id));
    return {
      statusId: row?.statusId,
      attempts: attempts.map((attempt) => [attempt.status, attempt.failureCode]),
      payments: await db.select().from(t.payments).where(eq(t.payments.orderId, order.id)),
      emails: await db.select().from(t.outboxEmails).where(eq(t.outboxEmails.orderId, order.id)),
    };
  }

  async function ledgerOf(order: PayableOrder) {
    const attempts = await database.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.orderId, order.id));
    const keys = attempts.map((attempt) => attempt.gatewayKey);
    const all = await database.db.select().from(t.sandboxLedger);
    const authorizations = all.filter((entry) => entry.kind === 'authorization' && keys.includes(entry.idempotencyKey));
    const ids = authorizations.map((entry) => entry.subject);
    return all.filter((entry) => authorizations.includes(entry) || ids.includes(entry.subject)).map((entry) => entry.kind).sort();
  }

  it('defines the job: named, run at start and every 30 s', () => {
    expect(reconcilerJob()).toMatchObject({ name: PAYMENT_RECONCILER_JOB, everySeconds: 30, runAtStart: true });
  });

  it('records a capture whose request died: paid once, mailed once, and the retry answers the success', async () => {
    const order = await buildPayableOrder(app, store);
    const token = pay.token();
    hooks.afterCapture = crash;
    expect((await pay.card(order, { token }, { 'idempotency-key': 'died-after-capture' })).statusCode).toBe(503);
    hooks = {};
    expect(await runReconciler()).toMatchObject({ recorded: 0, waiting: 0 });

    later();
    expect(await runReconciler()).toMatchObject({ recorded: 1 });
    expect(await runReconciler()).toMatchObject({ recorded: 0 });
    const retry = await pay.card(order, { token }, { 'idempotency-key': 'died-after-capture' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ paid: true, payments: [{ method: 'card', amount: order.total }] });
    const books = await booksOf(order);
    expect(books).toMatchObject({ statusId: 2, attempts: [['succeeded', null]] });
    expect(books.payments).toHaveLength(1);
    expect(books.emails).toHaveLength(1);
    expect(await ledgerOf(order)).toEqual(['authorization', 'capture']);
  });

  it('lets a client retry reconcile its own attempt, with no reconciler run', async () => {
    const order = await buildPayableOrder(app, store);
    const token = pay.token();
    hooks.afterCapture = crash;
    await pay.card(order, { token }, { 'idempotency-key': 'retry-reconciles' });
    hooks = {};
    const early = await pay.card(order, { token }, { 'idempotency-key': 'retry-reconciles' });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ paid: true });
    expect((await booksOf(order)).payments).toHaveLength(1);
    expect(await ledgerOf(order)).toEqual(['authorization', 'capture']);
  });

  it('releases a hold whose capture never happened, then a new payment charges once', async () => {
    const order = await buildPayableOrder(app, store);
    const token = pay.token();
    hooks.beforeCapture = crash;
    await pay.card(order, { token }, { 'idempotency-key': 'died-before-capture' });
    hooks = {};
    const blocked = await pay.card(order, { token: pay.token() });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/already in progress/);

    later();
    expect(await runReconciler()).toMatchObject({ voided: 1 });
    const retry = await pay.card(order, { token }, { 'idempotency-key': 'died-before-capture' });
    expect(retry.statusCode).toBe(200);
    const books = await booksOf(order);
    expect(books.attempts).toEqual(expect.arrayContaining([['failed', 'voided'], ['succeeded', null]]));
    expect(books.payments).toHaveLength(1);
    expect(await ledgerOf(order)).toEqual(['authorization', 'authorization', 'capture', 'void']);
  });

  it('abandons an attempt that never reached the gateway when the next payment comes', async () => {
    const order = await buildPayableOrder(app, store);
    hooks.beforeAuthorize = crash;
    await pay.card(order, { token: pay.token() });
    hooks = {};
    later();
    const next = await pay.card(order, { token: pay.token() });
    expect(next.statusCode).toBe(200);
    expect((await booksOf(order)).attempts).toEqual(expect.arrayContaining([['failed', 'abandoned'], ['succeeded', null]]));
  });

  it('answers a retry whose request died after its commit, before its answer was kept, with the success (not 409 paid)', async () => {
    const order = await buildPayableOrder(app, store);
    const token = pay.token();
    const first = await pay.card(order, { token }, { 'idempotency-key': 'died-after-commit' });
    expect(first.statusCode).toBe(200);
    // What a kill leaves behind at that moment: the key still pending, its answer never stored.
    await database.db
      .update(t.idempotencyKeys)
      .set({ statusCode: null, response: null, createdAt: new Date(now().getTime() - 31_000) })
      .where(eq(t.idempotencyKeys.key, 'died-after-commit'));
    const retry = await pay.card(order, { token }, { 'idempotency-key': 'died-after-commit' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await booksOf(order)).payments).toHaveLength(1);
  });

  it('a slow request whose capture the reconciler recorded first answers the success without a second row', async () => {
    const order = await buildPayableOrder(app, store);
    const slow = door();
    hooks.afterCapture = slow.wait;
    const original = pay.card(order, { token: pay.token() });
    await slow.arrived;
    later();
    expect(await runReconciler()).toMatchObject({ recorded: 1 });
    slow.open();
    const answer = await original;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ paid: true });
    const books = await booksOf(order);
    expect(books.payments).toHaveLength(1);
    expect(books.emails).toHaveLength(1);
  });

  it('a slow request whose hold was released meanwhile charges nothing', async () => {
    const order = await buildPayableOrder(app, store);
    const slow = door();
    hooks.beforeCapture = slow.wait;
    const original = pay.card(order, { token: pay.token() });
    await slow.arrived;
    later();
    expect(await runReconciler()).toMatchObject({ voided: 1 });
    slow.open();
    expect((await original).statusCode).toBe(502);
    const books = await booksOf(order);
    expect(books).toMatchObject({ statusId: 1, payments: [] });
    expect(await ledgerOf(order)).toEqual(['authorization', 'void']);
  });

  it('a slow request that captures after its attempt was abandoned gets its charge refunded', async () => {
    const order = await buildPayableOrder(app, store);
    const slow = door();
    hooks.beforeAuthorize = slow.wait;
    const original = pay.card(order, { token: pay.token() });
    await slow.arrived;
    later();
    expect(await runReconciler()).toMatchObject({ abandoned: 1 });
    slow.open();
    const answer = await original;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/refunded/);
    expect(await booksOf(order)).toMatchObject({ statusId: 1, payments: [], attempts: [['failed', 'abandoned']] });
    const all = await database.db.select().from(t.sandboxLedger).where(eq(t.sandboxLedger.kind, 'refund'));
    expect(all.some((entry) => entry.amount === order.total)).toBe(true);
  });
});
