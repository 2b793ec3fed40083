/**
 * An order's life as events: what happens when an order is placed, paid, refunded, cancelled,
 * ready, picked up or delivered is said once, by the modules that care, as listeners of those
 * events. Orders publish; they import no listener (server/order-lifecycle.ts composes them).
 *
 *   await db.transaction(async (tx) => {
 *     ... change the order (its row locked) ...
 *     await lifecycle.publish(tx, 'paid', order, now, { store, locale });
 *   });
 *   await lifecycle.nudge(order.id);   // after commit: the after-commit listeners run now
 *
 * - In-transaction listeners run inside the publisher's transaction, in the order given: what
 *   must hold with the money (points, coupon uses, the quote's status, the kitchen's slot). One
 *   that throws rolls the whole change back (a full slot refuses the payment).
 * - After-commit listeners (an email, a notice) get one outbox row each, written in the same
 *   transaction (one per order, event and listener): the row exists exactly when the change
 *   committed. `nudge` delivers an order's rows right after the commit; the `order-outbox` job
 *   delivers, at start and on its schedule, whatever a crash or a failure left. Delivery is at
 *   least once: each listener is idempotent (keyed by the order and event).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LocaleTag } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import type { JobDefinition } from '@/server/jobs/job';
import type { StoreRow } from '@/server/modules/locations';
import type { PayableCheck } from './mark-paid';
import { claimOutboxRows, deleteDeliveredBefore, insertOutboxRows, markOutboxDelivered, markOutboxFailed, type OutboxRow } from './outbox-repository';
import type { OrderRow } from './repository';

export const ORDER_EVENTS = ['placed', 'paid', 'refunded', 'cancelled', 'ready', 'out-for-delivery', 'picked-up', 'delivered'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** What the publisher knows of the change besides the order. */
export type OrderEventDetail = {
  /** The order's store (paid: its coupons are priced and its slot held there). */
  store?: StoreRow;
  /** paid: the real time the coupons' validity is judged at (the demo clock never moves it); `now` unless given. */
  validAt?: Date;
  /** paid: the diner paid (online), or staff recorded money the buyer gave the store (already credited to the quote). */
  paidBy?: 'diner' | 'staff';
  /** paid: the order is a catering quote's, paid as its estimate: no cart coupons, no timeslot of its own. */
  asQuote?: boolean;
  /** paid: everything paid on the order so far (a decimal string). */
  amountPaid?: string;
  /** refunded: what was given back this time (a decimal string). */
  amountRefunded?: string;
  /** refunded: the staff refund (order_refunds row) this event reports, when staff gave one on the order. */
  refundId?: number;
  /**
   * Names this occurrence of an event an order may see more than once (each refund): its
   * after-commit rows are then its own. Without it, publishing the same event again writes nothing.
   */
  occurrence?: string;
  /** The language the diner was using, for what they are told after the commit. */
  locale?: LocaleTag;
  /** paid: the brand's cap of one guest's orders per slot (null: none), when the publisher read it already (store facts). */
  guestCap?: number | null;
};

export type OrderEventContext = OrderEventDetail & { event: OrderEvent; order: OrderRow; now: Date };

export type InTransactionListener = {
  name: string;
  events: readonly OrderEvent[];
  run(tx: Database, context: OrderEventContext): Promise<void>;
};

/** One outbox row handed to its listener: the order, the event, and what the listener asked to keep. */
export type OutboxDelivery = { id: number; orderId: string; event: OrderEvent; payload: Record<string, unknown>; publishedAt: Date };

export type AfterCommitListener = {
  name: string;
  events: readonly OrderEvent[];
  /** What to keep for after the commit; undefined when this change needs nothing (no row is written). */
  payload(context: OrderEventContext): Record<string, unknown> | undefined;
  /** Idempotent: a row may be delivered more than once (a crash between the work and its mark). */
  deliver(delivery: OutboxDelivery): Promise<void>;
};

export type OutboxSummary = { delivered: number; failed: number };

export type OrderLifecycle = {
  publish(tx: Database, event: OrderEvent, order: OrderRow, now: Date, detail?: OrderEventDetail): Promise<void>;
  /** Delivers undelivered outbox rows (of one order when given); never two deliverers on one row at once. */
  deliver(orderId?: string): Promise<OutboxSummary>;
  /**
   * After the commit of a change that published: its after-commit listeners run now. The caller
   * waits for them at most `nudgeWaitMs` (a slow mail server never holds a payment's answer);
   * past that they go on behind the answer. Never throws.
   */
  nudge(orderId: string): Promise<void>;
  /** Waits for the deliveries nudges left running (the app's close). */
  drain(): Promise<void>;
  /** The job that delivers what no nudge did: at start (rows a crash left) and every 30 s; it forgets rows delivered 30 days ago. */
  job: JobDefinition;
  /** The refusals modules above orders add before money is taken (payableOf's checks), in the order given. */
  payableChecks: readonly PayableCheck[];
  /** What a card payment reserves before the processor is asked, and gives back when its attempt fails. */
  chargeHolds: ChargeHolds;
};

/**
 * A reservation a module above orders takes for a card payment in the transaction that records
 * its attempt, before the processor is asked (today's smoke: a race loser is refused without
 * their card being touched), and releases in the transaction that closes the attempt as failed;
 * a paid order's own listeners turn it into what the order took.
 */
export type ChargeHolds = {
  hold(tx: Database, payable: { order: OrderRow; store: StoreRow }, attemptId: string, now: Date, locale?: LocaleTag): Promise<void>;
  release(tx: Database, attemptId: string, now: Date): Promise<void>;
};

const NO_HOLDS: ChargeHolds = { hold: async () => undefined, release: async () => undefined };

export const ORDER_OUTBOX_JOB = 'order-outbox';
const EVERY_SECONDS = 30;
/** A claimed row is left alone this long; a deliverer that died holding it frees it when it runs out. */
const LEASE_MS = 60_000;
const BATCH = 50;
const MAX_BATCHES = 20;
/** Delivered rows are kept this long (what was sent after which change), then forgotten. */
const DELIVERED_RETENTION_MS = 30 * 24 * 3600 * 1000;
/** After this many failed tries a row stays undelivered with its last error, for an operator. */
export const OUTBOX_MAX_ATTEMPTS = 10;

/** Waits 30 s after the first failure, doubling up to an hour. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

export type OrderLifecycleOptions = {
  inTransaction: readonly InTransactionListener[];
  afterCommit: readonly AfterCommitListener[];
  /** Refusals before money is taken (a coupon no longer usable), run by payableOf in the order given; none unless given. */
  payableChecks?: readonly PayableCheck[];
  /** Card payments' reservations; none unless given. */
  chargeHolds?: ChargeHolds;
  /** Where the outbox is read after commit. */
  db: Database;
  log?: FastifyBaseLogger;
  /** The outbox's own time (leases, retries): the real time unless given. */
  clock?: () => Date;
  /** How long a nudge holds its caller at most; 2 s unless given. */
  nudgeWaitMs?: number;
};

export function createOrderLifecycle(options: OrderLifecycleOptions): OrderLifecycle {
  const { inTransaction, afterCommit, payableChecks = [], chargeHolds = NO_HOLDS, db, log, clock = () => new Date(), nudgeWaitMs = 2000 } = options;
  const running = new Set<Promise<void>>();
  const names = new Set<string>();
  for (const listener of [...inTransaction, ...afterCommit]) {
    if (names.has(listener.name)) throw new Error(`Order listener ${listener.name} is given twice`);
    names.add(listener.name);
  }
  const listenerNamed = new Map(afterCommit.map((listener) => [listener.name, listener]));

  async function deliverRow(row: OutboxRow): Promise<boolean> {
    const listener = listenerNamed.get(row.listener);
    const at = clock();
    try {
      if (!listener) throw new Error(`No after-commit listener named ${row.listener}`);
      const payload = row.payload ?? {};
      await listener.deliver({ id: row.id, orderId: row.orderId, event: row.event as OrderEvent, payload, publishedAt: row.createdAt });
      await markOutboxDelivered(db, row.id, clock());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log?.error({ err: error, orderId: row.orderId, listener: row.listener, outboxId: row.id }, 'an after-commit order listener failed; it will be tried again');
      await markOutboxFailed(db, row.id, reason, new Date(at.getTime() + retryDelayMs(row.attempts))).catch(() => undefined);
      return false;
    }
  }

  async function deliver(orderId?: string): Promise<OutboxSummary> {
    const summary = { delivered: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const now = clock();
      const rows = await claimOutboxRows(db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: BATCH, orderId, maxAttempts: OUTBOX_MAX_ATTEMPTS });
      for (const row of rows) summary[(await deliverRow(row)) ? 'delivered' : 'failed'] += 1;
      if (rows.length < BATCH) break;
    }
    return summary;
  }

  return {
    async publish(tx, event, order, now, detail = {}) {
      const context: OrderEventContext = { ...detail, event, order, now };
      for (const listener of inTransaction) if (listener.events.includes(event)) await listener.run(tx, context);
      const rows = afterCommit.flatMap((listener) => {
        const payload = listener.events.includes(event) ? listener.payload(context) : undefined;
        return payload ? [{ orderId: order.id, event, listener: listener.name, occurrence: detail.occurrence ?? '', payload, createdAt: now }] : [];
      });
      await insertOutboxRows(tx, rows);
    },
    deliver,
    payableChecks,
    chargeHolds,
    async nudge(orderId) {
      const delivery = deliver(orderId).then(
        () => undefined,
        (error: unknown) => log?.error({ err: error, orderId }, 'could not deliver the order outbox after commit; the order-outbox job will'),
      );
      running.add(delivery);
      void delivery.finally(() => running.delete(delivery));
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, nudgeWaitMs);
      });
      await Promise.race([delivery, waited]);
      clearTimeout(timer);
    },
    async drain() {
      await Promise.all([...running]);
    },
    job: {
      name: ORDER_OUTBOX_JOB,
      everySeconds: EVERY_SECONDS,
      runAtStart: true,
      async run() {
        const summary = await deliver();
        return { ...summary, pruned: await deleteDeliveredBefore(db, new Date(clock().getTime() - DELIVERED_RETENTION_MS)) };
      },
    },
  };
}

/**
 * The lifecycle with its nudges held back until `flush`, which a route calls once its answer has
 * left: the caller never waits for the after-commit deliveries (a payment's confirmation email),
 * which then run behind the answer. Held rows are in the outbox already, so should the process
 * die before `flush`, the order-outbox job delivers them.
 */
export function deferNudges(lifecycle: OrderLifecycle): { lifecycle: OrderLifecycle; flush(): void } {
  const held = new Set<string>();
  return {
    lifecycle: {
      ...lifecycle,
      async nudge(orderId) {
        held.add(orderId);
      },
    },
    flush() {
      for (const orderId of held) void lifecycle.nudge(orderId);
      held.clear();
    },
  };
}
