/**
 * For payments: what an order owes, and marking it paid, inside the payment's transaction.
 *
 *   await db.transaction(async (tx) => {
 *     const payable = await lockPayableOrder(tx, orderId, caller);   // 404 / 409 paid / 422 blockers
 *     ... record the payment rows for payable.total in payable.currency (tx only, no network) ...
 *     await markOrderPaid(lifecycle, tx, payable, new Date());        // `paid` published, status paid
 *   });
 *
 * - lockPayableOrder locks the order row (FOR UPDATE), so two payments of one order run one after
 *   the other and the second sees status paid: 409 "Order N is already paid and can no longer be changed".
 * - It refuses an order that cannot be paid yet with 422 and the first blocker's message
 *   (the cart rules' own messages, "Time is required", guest fields...), and an item that cannot
 *   be ordered for the chosen time (sold out, outside its serving times: server/modules/menus).
 * - markOrderPaid publishes `paid` (lifecycle.ts), whose listeners make the timeslot hold permanent:
 *   if the hold expired and the slot filled up meanwhile, 409 "This time slot is full" and the
 *   transaction (payment included) rolls back.
 * - Charge the gateway before or after the transaction, never inside it.
 */
import type { ErrorCode } from '@/domain/error-codes';
import { interpolate } from '@/domain/interpolate';
import { AVAILABILITY_MESSAGES, availabilityErrorCode } from '@/domain/menu/availability-messages';
import { INTERFACE_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { WireCheckoutBlocker } from '@/domain/wire/orders';
import type { Database } from '@/server/db/client';
import { UnprocessableError } from '@/server/errors';
import { storeOf, type StoreRow } from '@/server/modules/locations';
import { assertOrderable } from '@/server/modules/menus';
import { mayAccess, orderNotFound, type OrderCaller } from './access';
import { assertHandoffReady } from './handoff-details';
import type { OrderEventDetail, OrderLifecycle } from './lifecycle';
import { blockersOf, isOffMenu } from './presenter';
import { handoffTimeOf } from './lines';
import { lockOrder, updateOrder, type OrderRow } from './repository';
import { assertOpen, cartRuleDetail } from './rules';
import { settingsOfCategory, type StoreFactsCache } from './store-facts';
import { priceStoredOrder, type PricedOrder } from './totals';

export type PayableOrder = {
  order: OrderRow;
  store: StoreRow;
  id: string;
  number: string;
  /** What to charge: the repriced total, a 2-decimal string. */
  total: string;
  currency: string;
  email: string | null;
};

const BLOCKER_MESSAGES: Record<Exclude<WireCheckoutBlocker, 'cart-rules' | 'off-menu-items'>, string> = {
  'store-closed-to-orders': INTERFACE_MESSAGES.notAcceptingOnlineOrders,
  'empty-cart': 'Your cart is empty: add an item before paying',
  guest: 'Please enter your first name, last name, email and phone before paying',
  'delivery-address': INTERFACE_MESSAGES.fullDeliveryAddressNeeded,
  timeslot: VALIDATION_MESSAGES.timeRequired,
};

/** The code of each blocker's refusal: the shared text's own, else the generic one of a 422. */
const BLOCKER_CODES: Record<Exclude<WireCheckoutBlocker, 'cart-rules' | 'off-menu-items'>, ErrorCode> = {
  'store-closed-to-orders': 'not_accepting_online_orders',
  'empty-cart': 'unprocessable',
  guest: 'unprocessable',
  'delivery-address': 'full_delivery_address_needed',
  timeslot: 'time_required',
};

/** The locked, open, payable order with its total; 404 when the caller may not see it. */
export async function lockPayableOrder(tx: Database, orderId: string, caller: OrderCaller, now: Date = new Date()): Promise<PayableOrder> {
  const order = await lockOrder(tx, orderId);
  if (!order || !mayAccess(order, caller)) throw orderNotFound(orderId);
  return payableOf(tx, order, now);
}

/** The store an order is paid at (from `facts`, the store facts cache, when given). */
export async function storeOfOrder(db: Database, order: Pick<OrderRow, 'locationId'>, facts?: StoreFactsCache): Promise<StoreRow> {
  return facts ? (await facts.store(db, order.locationId)).store : storeOf(db, order.locationId);
}

/**
 * A refusal a module above orders adds before money is taken (a coupon no longer usable), run in
 * the payment's transaction on the repriced order; `validAt` is the real time, never the demo clock.
 */
export type PayableCheck = (tx: Database, priced: PricedOrder, validAt: Date) => Promise<void>;

/**
 * What the order, locked by the caller's transaction, owes when it is open and ready to pay (409 / 422 otherwise,
 * or the refusal of one of `checks`, run after the cart's blockers and before the handoff's).
 */
export async function payableOf(
  tx: Database,
  order: OrderRow,
  now: Date,
  validAt: Date = now,
  checks: readonly PayableCheck[] = [],
  facts?: StoreFactsCache,
): Promise<PayableOrder> {
  assertOpen(order);
  const known = facts ? await facts.store(tx, order.locationId) : undefined;
  const store = known?.store ?? (await storeOf(tx, order.locationId));
  const priced = await priceStoredOrder(tx, order, store, known ? { categorySettings: { row: settingsOfCategory(known, order.categoryId) } } : {});
  const blockers = blockersOf(priced);
  if (blockers.length > 0) {
    const offMenu = priced.lines.filter(isOffMenu).map((line) => ({ code: availabilityErrorCode('offMenu'), params: { item: line.title } }));
    const messages = blockers.flatMap((blocker) =>
      blocker === 'cart-rules'
        ? priced.pricing.violations.map((violation) => violation.message)
        : blocker === 'off-menu-items'
          ? offMenu.map((detail) => interpolate(AVAILABILITY_MESSAGES.offMenu, detail.params))
          : [BLOCKER_MESSAGES[blocker]],
    );
    const first = blockers[0]!;
    const detail = first === 'cart-rules' ? cartRuleDetail(priced.pricing.violations[0]!, order.currency) : first === 'off-menu-items' ? offMenu[0]! : { code: BLOCKER_CODES[first] };
    throw new UnprocessableError(messages[0]!, messages, detail);
  }
  for (const check of checks) await check(tx, priced, validAt);
  await assertOrderable(tx, store, priced.lines.map((line) => line.itemId), handoffTimeOf(order, validAt));
  await assertHandoffReady(tx, order);
  return {
    order,
    store,
    id: order.id,
    number: String(order.number),
    total: priced.pricing.total,
    currency: order.currency,
    email: order.guest?.email ?? null,
  };
}

/**
 * Marks the order paid (status 2, paidAt) after publishing `paid` in the caller's transaction:
 * its listeners redeem its coupons (valid at the real time `validAt`), hold its timeslot for
 * good (409 when the slot filled up meanwhile), move a quote on and credit its points, and its
 * after-commit listeners (the confirmation email) get their outbox rows.
 */
export async function markOrderPaid(
  lifecycle: Pick<OrderLifecycle, 'publish'>,
  tx: Database,
  payable: { order: OrderRow; store?: StoreRow },
  now: Date,
  detail: OrderEventDetail = {},
): Promise<OrderRow> {
  await lifecycle.publish(tx, 'paid', payable.order, now, { store: payable.store, ...detail });
  return updateOrder(tx, payable.order.id, { statusId: ORDER_STATUS.paid, paidAt: now, updatedAt: now });
}
