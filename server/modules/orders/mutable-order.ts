/**
 * The one door to changing an order's cart or details (lines, coupons, wallet rewards, guest,
 * timeslot, handoff, tip): the order locked until the transaction ends, then checked in this
 * order:
 * - the caller opens it (`admit` throws its refusal, the same 404 as an unknown order);
 * - it holds no catering quote's cart: once the buyer's request makes the lead, the cart is
 *   frozen (409 `catering_quote_order_frozen`) whoever asks; the estimate staff send, not the
 *   cart, is what the buyer pays and the kitchen makes;
 * - it is still open (409 paid or closed);
 * - no payment was taken or is in flight for it (409).
 */
import { CATERING_ERROR_CODES, CATERING_MESSAGES } from '@/domain/catering/messages';
import { interpolate } from '@/domain/interpolate';
import { ORDER_CATEGORY } from '@/domain/ordering';
import type { Database } from '@/server/db/client';
import { ConflictError } from '@/server/errors';
import { mayAccess, orderNotFound, type OrderCaller } from './access';
import { hasPaymentActivity, holdsQuote, lockOrder, type OrderRow } from './repository';
import { assertOpen } from './rules';

/** Throws when the caller may not act on the order. */
export type Admission = (order: OrderRow) => void;

/** The order's token or its signed-in owner opens it; anyone else gets the 404 of an unknown order. */
export function callerAdmission(caller: OrderCaller): Admission {
  return (order) => {
    if (!mayAccess(order, caller)) throw orderNotFound(order.id);
  };
}

export function quoteOrderFrozen(order: Pick<OrderRow, 'number'>): ConflictError {
  const params = { number: String(order.number) };
  return new ConflictError(interpolate(CATERING_MESSAGES.quoteOrderFrozen, params), { code: CATERING_ERROR_CODES.quoteOrderFrozen, params });
}

/** Inside `tx`: the locked order when it may change, after the checks of the module comment. */
export async function lockMutableOrder(tx: Database, orderId: string, admit: Admission): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw orderNotFound(orderId);
  admit(order);
  if (order.categoryId === ORDER_CATEGORY.getAQuote && (await holdsQuote(tx, orderId))) throw quoteOrderFrozen(order);
  assertOpen(order);
  if (await hasPaymentActivity(tx, orderId)) {
    throw new ConflictError(`Order ${order.number} has a payment: its cart and details can no longer change`);
  }
  return order;
}
