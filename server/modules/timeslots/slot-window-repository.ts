/**
 * What a slot listing or a reservation counts in a window of slots, in one statement (a UNION ALL
 * of the reads make-load-repository.ts and repository.ts make one by one, so every part is read at
 * the same instant): the order's lines as the kitchen weighs them, the make-minutes other orders
 * booked per slot, the places other orders and catering events take per slot, and, when asked,
 * the store's open tickets and its pauses. Called with the slot locked, it is read after the lock.
 * A booking's load is read from its order's lines (quantity × the item's make-minutes) when asked,
 * so a cart changed after its time was chosen weighs what it holds now; payment checks it again
 * under the slot's lock (service.ts).
 */
import { and, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { items, kitchenCapacityHolds, orderItems, orders, storePauses, timeslotReservations } from '@/server/db/schema';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { LoadLine, OpenTicket } from '@/domain/kitchen/make-load';
import type { StorePause } from '@/domain/kitchen/store-pause';

/** How far back an unbumped ticket still counts: older ones were handed over without a bump. */
const TICKET_LOOKBACK_MINUTES = 120;
/** The longest make-time (the items' CHECK), so every ticket that may have started is read. */
const LONGEST_MAKE_MINUTES = 240;

export type SlotWindowQuery = {
  locationId: number;
  /** The order being placed: its lines are weighed, its own reservation is not counted. */
  orderId: string;
  from: Date;
  to: Date;
  now: Date;
  /** The store's make-minutes per slot: one order is charged at most that much in a slot. */
  capacity: number;
  /** Also the places taken per slot, the open tickets and the pauses (a listing's needs). */
  full?: boolean;
};

export type SlotWindow = {
  lines: LoadLine[];
  /** Make-minutes booked per slot start (UTC ISO) by other orders. */
  booked: Record<string, number>;
  /** Places taken per slot start (UTC ISO) by other orders and catering events. */
  taken: Record<string, number>;
  tickets: OpenTicket[];
  pauses: StorePause[];
};

type Part = 'line' | 'load' | 'reserved' | 'held' | 'ticket' | 'pause';
type Row = { kind: Part; at: number | null; n: number | null; m: number | null };

/** An instant as epoch milliseconds (a float both drivers answer as a number). */
const epochMs = (column: SQL | Parameters<typeof eq>[0]) => sql`(extract(epoch from ${column}) * 1000)::float8`.as('at');
const kindOf = (kind: Part) => sql.raw(`'${kind}'::text`).as('kind');
const NO_NUMBER = sql`null::int`.as('m');

function unexpired(expiresAt: typeof timeslotReservations.expiresAt | typeof kitchenCapacityHolds.expiresAt, now: Date) {
  return or(isNull(expiresAt), gt(expiresAt, now));
}

function parts(db: Database, query: SlotWindowQuery) {
  const { locationId, orderId, from, to, now, capacity } = query;
  const lines = db
    .select({ kind: kindOf('line'), at: sql`null::float8`.as('at'), n: sql`${orderItems.quantity}::int`.as('n'), m: sql`${items.makeMinutes}::int`.as('m') })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(eq(orderItems.orderId, orderId));
  const perOrder = db
    .select({ start: timeslotReservations.slotStart, load: sql<number>`least(sum(${orderItems.quantity} * ${items.makeMinutes})::int, ${capacity})`.as('load') })
    .from(timeslotReservations)
    .innerJoin(orders, eq(orders.id, timeslotReservations.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, timeslotReservations.orderId))
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(
      and(
        eq(timeslotReservations.locationId, locationId),
        gte(timeslotReservations.slotStart, from),
        lt(timeslotReservations.slotStart, to),
        ne(timeslotReservations.orderId, orderId),
        ne(orders.statusId, ORDER_STATUS.cancelled),
        unexpired(timeslotReservations.expiresAt, now),
      ),
    )
    .groupBy(timeslotReservations.slotStart, timeslotReservations.orderId)
    .as('per_order');
  const booked = db
    .select({ kind: kindOf('load'), at: epochMs(perOrder.start), n: sql`sum(${perOrder.load})::int`.as('n'), m: NO_NUMBER })
    .from(perOrder)
    .groupBy(perOrder.start);
  const always = [lines, booked];
  if (!query.full) return always;
  const reserved = db
    .select({ kind: kindOf('reserved'), at: epochMs(timeslotReservations.slotStart), n: sql`count(*)::int`.as('n'), m: NO_NUMBER })
    .from(timeslotReservations)
    .where(
      and(
        eq(timeslotReservations.locationId, locationId),
        gte(timeslotReservations.slotStart, from),
        lt(timeslotReservations.slotStart, to),
        ne(timeslotReservations.orderId, orderId),
        unexpired(timeslotReservations.expiresAt, now),
      ),
    )
    .groupBy(timeslotReservations.slotStart);
  const held = db
    .select({ kind: kindOf('held'), at: epochMs(kitchenCapacityHolds.slotStart), n: sql`sum(${kitchenCapacityHolds.places})::int`.as('n'), m: NO_NUMBER })
    .from(kitchenCapacityHolds)
    .where(
      and(
        eq(kitchenCapacityHolds.locationId, locationId),
        gte(kitchenCapacityHolds.slotStart, from),
        lt(kitchenCapacityHolds.slotStart, to),
        unexpired(kitchenCapacityHolds.expiresAt, now),
      ),
    )
    .groupBy(kitchenCapacityHolds.slotStart);
  const tickets = db
    .select({
      kind: kindOf('ticket'),
      at: epochMs(orders.timeslotStart),
      n: sql`sum(${orderItems.quantity} * ${items.makeMinutes})::int`.as('n'),
      m: sql`max(${items.makeMinutes})::int`.as('m'),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(
      and(
        eq(orders.locationId, locationId),
        inArray(orders.statusId, [ORDER_STATUS.paid, ORDER_STATUS.preparing]),
        gte(orders.timeslotStart, new Date(now.getTime() - TICKET_LOOKBACK_MINUTES * 60_000)),
        lte(orders.timeslotStart, new Date(now.getTime() + LONGEST_MAKE_MINUTES * 60_000)),
      ),
    )
    .groupBy(orders.id);
  const pauses = db
    .select({ kind: kindOf('pause'), at: epochMs(storePauses.until), n: sql`${storePauses.handoffId}::int`.as('n'), m: NO_NUMBER })
    .from(storePauses)
    .where(eq(storePauses.locationId, locationId));
  return [...always, reserved, held, tickets, pauses];
}

const isoOf = (ms: number) => new Date(ms).toISOString();

function add(into: Record<string, number>, at: number, n: number): void {
  const key = isoOf(at);
  into[key] = (into[key] ?? 0) + n;
}

/** Reads the window's parts (SlotWindow) in one statement; without `full`, only the lines and the booked load. */
export async function slotWindowOf(db: Database, query: SlotWindowQuery): Promise<SlotWindow> {
  const result = (await db.execute(sql.join(parts(db, query), sql` union all `))) as unknown as { rows: Row[] };
  const window: SlotWindow = { lines: [], booked: {}, taken: {}, tickets: [], pauses: [] };
  for (const { kind, at, n, m } of result.rows) {
    if (kind === 'line') window.lines.push({ quantity: n!, makeMinutes: m! });
    else if (kind === 'load') add(window.booked, at!, n!);
    else if (kind === 'reserved' || kind === 'held') add(window.taken, at!, n!);
    else if (kind === 'ticket' && at !== null) window.tickets.push({ promisedAt: new Date(at), load: n!, largestMakeMinutes: m! });
    else if (kind === 'pause') window.pauses.push({ handoffId: n!, until: at === null ? null : new Date(at) });
  }
  return window;
}
