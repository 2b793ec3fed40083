/**
 * Booking couriers and following them.
 * - `bookDelivery`: asks the network to carry a paid order's delivery (accepting its quote while
 *   it holds, else a fresh booking), outside any transaction, then records the booking. A network
 *   that refuses or does not answer leaves the delivery cancelled with its reason.
 * - `followDelivery`: where a booked delivery stands at `now`, applied through stages.ts.
 * - The `courier-dispatch` job books every delivery due (book_at passed) and follows the
 *   sandbox's bookings (it sends no webhooks), every 30 s, once across the instances.
 */
import { isFinalStage } from '@/domain/dispatch/stages';
import { Decimal } from '@/domain/money';
import type { Database } from '@/server/db/client';
import type { JobDefinition } from '@/server/jobs/job';
import { findOrder, storeOfOrder, type OrderLifecycle } from '@/server/modules/orders';
import { DispatchError, type Dispatcher } from '@/server/platform/dispatch';
import { dueBookings, movingDeliveries, type DeliveryRow } from './repository';
import { deliveryRequestOf } from './request';
import { applyStage, type StageReport } from './stages';

export const COURIER_DISPATCH_JOB = 'courier-dispatch';
const BATCH = 25;

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
  const applied = await deps.db.transaction((tx) => applyStage(tx, deps.lifecycle, row.orderId, { stage: at.stage, trackingUrl: at.trackingUrl }, now));
  if (applied.moved) await deps.lifecycle.nudge(row.orderId);
  return applied.row;
}

export function courierDispatchJob(deps: CourierDeps): JobDefinition {
  return {
    name: COURIER_DISPATCH_JOB,
    everySeconds: 30,
    async run({ now }) {
      let booked = 0;
      let followed = 0;
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
      return { booked, followed };
    },
  };
}
