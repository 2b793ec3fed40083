/**
 * Booking couriers and following them.
 * - `bookDelivery`: asks the network to carry a paid order's delivery (accepting its quote while
 *   it holds, else a fresh booking), outside any transaction, then records the booking. A network
 *   that refuses or does not answer leaves the delivery cancelled with its reason.
 * - `followDelivery`: where a booked delivery stands at `now`, applied through stages.ts.
 * - `quotePaidOrder`: a delivery order paid without a quote (the checkout never asked, or asked
 *   when no network was on) is quoted now, never on an old quote, and due to be booked as a quoted
 *   one is; the diner keeps the fee they paid. A network that will not carry it leaves the delivery
 *   cancelled, for the store to see and the diner to choose a refund or carryout.
 * - The `courier-dispatch` job quotes the paid orders without a quote, books every delivery due
 *   (book_at passed) and follows the sandbox's bookings (it sends no webhooks), every 30 s, once
 *   across the instances.
 */
import { courierBookAt } from '@/domain/dispatch/courier-fee';
import { isFinalStage } from '@/domain/dispatch/stages';
import { Decimal, toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import type { JobDefinition } from '@/server/jobs/job';
import { findOrder, lockOrder, storeOfOrder, type OrderLifecycle } from '@/server/modules/orders';
import { DispatchError, type Dispatcher } from '@/server/platform/dispatch';
import { deliveryOfOrder, dueBookings, movingDeliveries, saveQuote, unquotedPaidDeliveries, type DeliveryRow } from './repository';
import { deliveryRequestOf, externalIdOf } from './request';
import { applyStage, BEFORE_HANDOFF, type StageReport } from './stages';

export const COURIER_DISPATCH_JOB = 'courier-dispatch';
const BATCH = 25;
/** How far back the job looks for paid orders without a quote. */
const UNQUOTED_LOOKBACK_MS = 24 * 60 * 60_000;

export type CourierDeps = { db: Database; dispatcher: Dispatcher; lifecycle: Pick<OrderLifecycle, 'publish' | 'nudge'> };

async function askBooking(deps: CourierDeps, row: DeliveryRow): Promise<StageReport> {
  const order = await findOrder(deps.db, row.orderId);
  const request = order ? deliveryRequestOf(order, await storeOfOrder(deps.db, order)) : null;
  if (!request) return { stage: 'cancelled', failure: 'The order has no delivery address' };
  const quote = { externalId: row.externalId, fee: new Decimal(row.quoteFee), currency: row.currency, pickupAt: row.pickupAt, dropoffAt: row.dropoffAt, expiresAt: row.quoteExpiresAt };
  try {
    const booked = await deps.dispatcher.create(request, quote);
    return { stage: booked.stage === 'quoted' ? 'requested' : booked.stage, trackingUrl: booked.trackingUrl, providerRef: booked.providerRef };
  } catch (error) {
    if (error instanceof DispatchError) return { stage: 'cancelled', failure: error.message };
    throw error;
  }
}

export async function bookDelivery(deps: CourierDeps, row: DeliveryRow, now: Date): Promise<DeliveryRow> {
  const report = await askBooking(deps, row);
  const applied = await deps.db.transaction((tx) => applyStage(tx, deps.lifecycle, row.orderId, { ...report, bookedAt: now }, now));
  await deps.lifecycle.nudge(row.orderId);
  return applied.row;
}

/** Where a booked delivery stands at `now`, per its network, applied to the order. */
export async function followDelivery(deps: CourierDeps, row: DeliveryRow, now: Date): Promise<DeliveryRow> {
  if (!row.bookedAt || isFinalStage(row.stage)) return row;
  const at = await deps.dispatcher.status({ externalId: row.externalId, providerRef: row.providerRef, bookedAt: row.bookedAt }, now);
  const applied = await deps.db.transaction((tx) => applyStage(tx, deps.lifecycle, row.orderId, { stage: at.stage, trackingUrl: at.trackingUrl, failure: at.stage === 'cancelled' ? `The ${deps.dispatcher.name} courier network cancelled the delivery` : null }, now));
  if (applied.moved) await deps.lifecycle.nudge(row.orderId);
  return applied.row;
}

/** Quotes a delivery order paid without a quote and sets when to book it (or why no courier will come). */
export async function quotePaidOrder(deps: CourierDeps, orderId: string, now: Date): Promise<DeliveryRow | null> {
  const order = await findOrder(deps.db, orderId);
  if (!order) return null;
  const request = deliveryRequestOf(order, await storeOfOrder(deps.db, order));
  let quote: Awaited<ReturnType<Dispatcher['quote']>> | null = null;
  let failure: string | null = request ? null : 'The order has no delivery address';
  if (request) {
    try {
      quote = await deps.dispatcher.quote(request);
    } catch (error) {
      if (!(error instanceof DispatchError)) throw error;
      // A network not answering now is asked again at the job's next run; a refusal is final.
      if (error.reason === 'unavailable') return null;
      failure = error.message;
    }
  }
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || !BEFORE_HANDOFF.has(locked.statusId) || (await deliveryOfOrder(tx, orderId))) return null;
    const readyAt = locked.timeslotStart ?? now;
    return saveQuote(tx, {
      orderId,
      provider: deps.dispatcher.name,
      externalId: externalIdOf(locked),
      // Nothing was quoted for a delivery no courier will carry.
      quoteFee: quote ? toMoneyString(quote.fee) : '0.00',
      dinerFee: locked.deliveryFee,
      currency: locked.currency,
      pickupAt: quote?.pickupAt ?? readyAt,
      dropoffAt: quote?.dropoffAt ?? readyAt,
      quoteExpiresAt: quote?.expiresAt ?? now,
      bookAt: quote ? courierBookAt({ readyAt, quotedAt: now, pickupAt: quote.pickupAt, now }) : null,
      stage: quote ? 'quoted' : 'cancelled',
      failure: failure?.slice(0, 300) ?? null,
      updatedAt: now,
    });
  });
  if (row) await deps.lifecycle.nudge(orderId);
  return row;
}

/** A booked delivery the network cancelled outside its status reports (the sandbox's demo control), with `failure` for the store. */
export async function cancelDelivery(deps: CourierDeps, row: DeliveryRow, failure: string, now: Date): Promise<DeliveryRow> {
  const applied = await deps.db.transaction((tx) => applyStage(tx, deps.lifecycle, row.orderId, { stage: 'cancelled', failure }, now));
  if (applied.moved) await deps.lifecycle.nudge(row.orderId);
  return applied.row;
}

export function courierDispatchJob(deps: CourierDeps): JobDefinition {
  return {
    name: COURIER_DISPATCH_JOB,
    everySeconds: 30,
    async run({ now }) {
      let quoted = 0;
      let booked = 0;
      let followed = 0;
      for (const orderId of await unquotedPaidDeliveries(deps.db, [...BEFORE_HANDOFF], new Date(now.getTime() - UNQUOTED_LOOKBACK_MS), BATCH)) {
        if (await quotePaidOrder(deps, orderId, now)) quoted += 1;
      }
      for (const row of await dueBookings(deps.db, now, BATCH)) {
        await bookDelivery(deps, row, now);
        booked += 1;
      }
      if (deps.dispatcher.name === 'sandbox') {
        for (const row of await movingDeliveries(deps.db, 'sandbox', BATCH)) {
          await followDelivery(deps, row, now);
          followed += 1;
        }
      }
      return { quoted, booked, followed };
    },
  };
}
