/**
 * What a diner does once the courier network refused or cancelled their delivery, from the order
 * page (the order's owner or its guest token; anyone else's order answers 404):
 * - `refund`: the whole order is refunded through the console's refund service (audited, with its
 *   refund email) and the order cancelled, so the kitchen stops;
 * - `carryout`: the order becomes a carryout at its store, to collect at its promised time (or now
 *   when that has passed), and the delivery fee it paid is refunded.
 * One choice per delivery, written under the order's lock with the refund rows: a second request,
 * whatever it asks, answers 409 (domain/dispatch/choices.ts). The money goes back after the commit.
 */
import { choiceRefusal, type DeliveryChoice } from '@/domain/dispatch/choices';
import { Decimal } from '@/domain/money';
import type { Database } from '@/server/db/client';
import { lockOrder, moveOrderStatus, orderNotFound, type OrderCaller, type OrderLifecycle, type OrderRow } from '@/server/modules/orders';
import type { WireCourierDelivery } from '@/domain/wire/courier';
import { presentDelivery } from './present';
import { callersOrder, courierError } from './quote';
import { deliveryOfOrder, switchToCarryout, updateDelivery } from './repository';
import { BEFORE_HANDOFF } from './stages';

/**
 * The console's refund service, handed in (staff's dinerRefunds): `write` refunds `amount`, or
 * everything refundable, in the caller's transaction under the order's lock, audited, and answers
 * what gives the money back (with the refund email) once that transaction committed.
 */
export type DinerRefunds = {
  write(tx: Database, order: OrderRow, request: { amount?: string; reason: string; requestId: string | null; clientAddress: string | null; now: Date }): Promise<() => Promise<void>>;
};

export type ChoiceDeps = { db: Database; lifecycle: Pick<OrderLifecycle, 'publish' | 'nudge'>; refunds: DinerRefunds; now: () => Date };

/** Where the request came from, for the audit row. */
export type ChoiceRequest = { requestId: string; ip: string };

const REFUND_REASON: Record<DeliveryChoice, string> = {
  refund: 'The courier network cancelled the delivery: the diner chose a refund of the order',
  carryout: 'The courier network cancelled the delivery: the diner collects the order, the delivery fee refunded',
};

export async function chooseInstead(deps: ChoiceDeps, orderId: string, caller: OrderCaller, choice: DeliveryChoice, request: ChoiceRequest): Promise<WireCourierDelivery> {
  const order = await callersOrder(deps.db, orderId, caller);
  const now = deps.now();
  const { row, giveBack } = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw orderNotFound(order.id);
    const number = String(locked.number);
    const delivery = await deliveryOfOrder(tx, locked.id);
    if (!delivery) throw courierError('notOffered', 404, { number });
    const refusal = choiceRefusal(delivery, BEFORE_HANDOFF.has(locked.statusId));
    if (refusal) throw courierError(refusal, 409, { number });
    const audit = { reason: REFUND_REASON[choice], requestId: request.requestId, clientAddress: request.ip, now };
    let giveBack: (() => Promise<void>) | null = null;
    if (choice === 'refund') {
      giveBack = await deps.refunds.write(tx, locked, audit);
      await moveOrderStatus(deps.lifecycle, tx, locked, 'cancelled', now);
    } else {
      if (new Decimal(locked.deliveryFee).greaterThan(0)) giveBack = await deps.refunds.write(tx, locked, { ...audit, amount: locked.deliveryFee });
      await switchToCarryout(tx, locked.id, now);
    }
    const row = await updateDelivery(tx, locked.id, { choice, chosenAt: now, updatedAt: now });
    return { row, giveBack };
  });
  if (giveBack) await giveBack();
  await deps.lifecycle.nudge(order.id);
  return presentDelivery(row, order.timeslotStart);
}
