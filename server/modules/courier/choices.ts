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
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { lockOrder, moveOrderStatus, orderNotFound, type OrderCaller, type OrderLifecycle } from '@/server/modules/orders';
import { giveBackRefunds, writeDinerRefund, type GiveBackDeps } from '@/server/modules/staff';
import type { WireCourierDelivery } from '@/domain/wire/courier';
import { presentDelivery } from './present';
import { callersOrder, courierError } from './quote';
import { deliveryOfOrder, switchToCarryout, updateDelivery } from './repository';

export type ChoiceDeps = GiveBackDeps & { lifecycle: OrderLifecycle };

/** Where the request came from, for the audit row. */
export type ChoiceRequest = { requestId: string; ip: string };

const OPEN_STATUSES = new Set<number>([ORDER_STATUS.paid, ORDER_STATUS.preparing, ORDER_STATUS.ready]);

const REFUND_REASON: Record<DeliveryChoice, string> = {
  refund: 'The courier network cancelled the delivery: the diner chose a refund of the order',
  carryout: 'The courier network cancelled the delivery: the diner collects the order, the delivery fee refunded',
};

export async function chooseInstead(deps: ChoiceDeps, orderId: string, caller: OrderCaller, choice: DeliveryChoice, request: ChoiceRequest): Promise<WireCourierDelivery> {
  const order = await callersOrder(deps.db, orderId, caller);
  const now = deps.now();
  const { row, refunds } = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw orderNotFound(order.id);
    const number = String(locked.number);
    const delivery = await deliveryOfOrder(tx, locked.id);
    if (!delivery) throw courierError('notOffered', 404, { number });
    const refusal = choiceRefusal(delivery, OPEN_STATUSES.has(locked.statusId));
    if (refusal) throw courierError(refusal, 409, { number });
    const audit = { reason: REFUND_REASON[choice], requestId: request.requestId, clientAddress: request.ip, now };
    let refunds: Awaited<ReturnType<typeof writeDinerRefund>>['rows'] = [];
    if (choice === 'refund') {
      refunds = (await writeDinerRefund(tx, locked, audit)).rows;
      await moveOrderStatus(deps.lifecycle, tx, locked, 'cancelled', now);
    } else {
      if (new Decimal(locked.deliveryFee).greaterThan(0)) refunds = (await writeDinerRefund(tx, locked, { ...audit, amount: locked.deliveryFee })).rows;
      await switchToCarryout(tx, locked.id, now);
    }
    const row = await updateDelivery(tx, locked.id, { choice, chosenAt: now, updatedAt: now });
    return { row, refunds };
  });
  await giveBackRefunds(deps, refunds);
  await deps.lifecycle.nudge(order.id);
  return presentDelivery(row, order.timeslotStart);
}
