/**
 * A delivery order's courier quote at checkout: the network is asked before any transaction,
 * then, under the order's row lock, the quote is kept and the order priced again with the fee the
 * diner pays (the quote, capped by the brand's setting for the currency; the brand absorbs the
 * rest). A new quote replaces an older one; a quote past its validity is never paid on
 * (assertQuoteFresh refuses the payment, and the checkout asks again).
 */
import { courierBookAt, dinerDeliveryFee } from '@/domain/dispatch/courier-fee';
import { courierErrorCode, courierText, type CourierMessageName } from '@/domain/dispatch/messages';
import { HANDOFF } from '@/domain/ordering';
import { Decimal, toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError, NotFoundError, UnprocessableError } from '@/server/errors';
import {
  assertOpen,
  findOrder,
  lockOrder,
  mayAccess,
  orderNotFound,
  saveTotals,
  storeOfOrder,
  type InTransactionListener,
  type OrderCaller,
  type OrderRow,
  type PayableCheck,
} from '@/server/modules/orders';
import { DispatchError, type Dispatcher, type DispatchQuote } from '@/server/platform/dispatch';
import { deliveryOfOrder, feeCapOf, saveQuote, updateDelivery, type DeliveryRow } from './repository';
import { deliveryRequestOf } from './request';

export function courierError(name: CourierMessageName, status: 400 | 404 | 409 | 422, params: Record<string, string | number> = {}) {
  const message = courierText(name, params);
  const detail = { code: courierErrorCode(name), ...(Object.keys(params).length > 0 && { params }) };
  if (status === 400) return new BadRequestError(message, undefined, detail);
  if (status === 404) return new NotFoundError(message, detail);
  if (status === 409) return new ConflictError(message, detail);
  return new UnprocessableError(message, [message], detail);
}

/** The caller's order (404 for anyone else's or an unknown one). */
export async function callersOrder(db: Database, orderId: string, caller: OrderCaller): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || !mayAccess(order, caller)) throw orderNotFound(orderId);
  return order;
}

export async function askQuote(dispatcher: Dispatcher, request: Parameters<Dispatcher['quote']>[0]): Promise<DispatchQuote> {
  try {
    return await dispatcher.quote(request);
  } catch (error) {
    if (error instanceof DispatchError && error.reason === 'refused') throw courierError('unreachable', 422);
    if (error instanceof DispatchError) throw courierError('unavailable', 409);
    throw error;
  }
}

export type QuoteDeps = { db: Database; dispatcher: Dispatcher | null; realNow: () => Date; requestNow: () => Date };

export async function quoteOrder(deps: QuoteDeps, orderId: string, caller: OrderCaller): Promise<DeliveryRow> {
  const { db, dispatcher } = deps;
  const order = await callersOrder(db, orderId, caller);
  const number = String(order.number);
  if (!dispatcher) throw courierError('off', 409, { number });
  if (order.handoffId !== HANDOFF.delivery) throw courierError('deliveryOnly', 409, { number });
  assertOpen(order);
  const store = await storeOfOrder(db, order);
  const request = deliveryRequestOf(order, store);
  if (!request) throw courierError('addressNeeded', 422);
  const quote = await askQuote(dispatcher, request);
  const cap = await feeCapOf(db, order.brandId, order.currency);
  const dinerFee = dinerDeliveryFee(quote.fee, cap === null ? null : new Decimal(cap));
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw orderNotFound(order.id);
    assertOpen(locked);
    const row = await saveQuote(tx, {
      orderId: order.id,
      provider: dispatcher.name,
      externalId: request.externalId,
      quoteFee: toMoneyString(quote.fee),
      dinerFee: toMoneyString(dinerFee),
      currency: order.currency,
      pickupAt: quote.pickupAt,
      dropoffAt: quote.dropoffAt,
      quoteExpiresAt: quote.expiresAt,
      bookAt: null,
      stage: 'quoted',
      // When it was quoted, on the clock the network's times are counted on (the booking's lead).
      updatedAt: dispatcher.name === 'sandbox' ? deps.requestNow() : deps.realNow(),
    });
    await saveTotals(tx, locked, store, deps.requestNow());
    return row;
  });
}

/**
 * Before money is taken: a delivery order's courier quote must still hold at the real time of
 * payment (409 courier_quote_expired: the checkout fetches a fresh one and shows it).
 */
export const assertQuoteFresh: PayableCheck = async (tx, priced, validAt) => {
  if (priced.order.handoffId !== HANDOFF.delivery) return;
  const row = await deliveryOfOrder(tx, priced.order.id);
  if (row && row.stage === 'quoted' && row.quoteExpiresAt.getTime() <= validAt.getTime()) throw courierError('quoteExpired', 409);
};

/**
 * Once paid, a quoted delivery is due to be booked as the ticket's make-time ends (its promised
 * time) minus the courier's pickup lead, or at once when that has passed; the dispatch job books it.
 */
export const courierBookingListener: InTransactionListener = {
  name: 'courier-booking',
  events: ['paid'],
  async run(tx, { order, now }) {
    if (order.handoffId !== HANDOFF.delivery) return;
    const row = await deliveryOfOrder(tx, order.id);
    if (!row || row.stage !== 'quoted') return;
    const readyAt = order.timeslotStart ?? now;
    // The quote was written at updatedAt: its pickup lead is pickupAt minus that.
    const bookAt = courierBookAt({ readyAt, quotedAt: row.updatedAt, pickupAt: row.pickupAt, now });
    await updateDelivery(tx, order.id, { bookAt });
  },
};
