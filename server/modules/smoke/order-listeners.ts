/**
 * Today's smoke as a listener of an order's life, inside the transaction that changes the order
 * (ledger.ts): paid draws its counted meats (a shortage refuses the payment, which rolls back);
 * cancelled or refunded gives them back. A catering quote's order is not drawn: its event's
 * kitchen plans its own smoke. It has the shape of an in-transaction listener of the order
 * lifecycle (orders/lifecycle.ts) without importing orders, of a check before money is taken,
 * and of the holds a payment takes before money is taken (released if it fails).
 */
import type { LocaleTag } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import { storeOf, type StoreRow } from '@/server/modules/locations';
import type { JobDefinition } from '@/server/jobs/job';
import { assertSmokeLeft, drawForOrder, holdForCharge, holdForPayPal, releaseHold, releaseLapsedPayPalHolds, releasePayPalHold, returnForOrder, type SmokeOrder } from './ledger';

type Context = { event: string; order: SmokeOrder; store?: StoreRow; now: Date; asQuote?: boolean; locale?: LocaleTag };

export const smokeLedgerListener = {
  name: 'smoke-ledger',
  events: ['paid', 'cancelled', 'refunded'] as const,
  async run(tx: Database, { event, order, store, now, asQuote, locale }: Context): Promise<void> {
    if (event !== 'paid') return returnForOrder(tx, order.id, now);
    if (asQuote) return;
    await drawForOrder(tx, order, store ?? (await storeOf(tx, order.locationId)), now, locale ?? order.locale);
  },
};

/** Before money is taken: a meat short on the order's day refuses the payment (the draw itself decides under its lock). */
export async function assertSmokeLeftToPay(tx: Database, priced: { order: SmokeOrder; store: StoreRow }, validAt: Date): Promise<void> {
  await assertSmokeLeft(tx, priced.order, priced.store, validAt);
}

/** A payment attempt's hold on the order's meats (a card, wallet, gift card or PayPal capture), taken before money is taken, and its release when the attempt fails. */
export const smokeChargeHolds = {
  async hold(tx: Database, payable: { order: SmokeOrder; store: StoreRow }, attemptId: string, now: Date, locale?: LocaleTag): Promise<void> {
    await holdForCharge(tx, payable.order, payable.store, attemptId, now, locale ?? payable.order.locale);
  },
  release: releaseHold,
};

/**
 * A PayPal order's hold on the order's meats: taken when the PayPal order is created, before the
 * diner approves it (refused, 409, when a meat is short), given up to a newer PayPal order of the
 * same order, released when it is cancelled or refused, and lapsing after PAYPAL_HOLD_MINUTES
 * (smokeHoldLapseJob). The capture's attempt holds only when the PayPal order no longer does.
 */
export const smokePayPalHolds = {
  async hold(tx: Database, payable: { order: SmokeOrder; store: StoreRow }, paypalOrderId: string, now: Date, heldAt: Date, locale?: LocaleTag): Promise<void> {
    await holdForPayPal(tx, payable.order, payable.store, paypalOrderId, now, heldAt, locale ?? payable.order.locale);
  },
  release: releasePayPalHold,
};

export const SMOKE_HOLD_LAPSE_JOB = 'release-lapsed-smoke-holds';

/** Every minute: the PayPal orders left unapproved past PAYPAL_HOLD_MINUTES give their smoke back. */
export const smokeHoldLapseJob: JobDefinition = {
  name: SMOKE_HOLD_LAPSE_JOB,
  everySeconds: 60,
  run: async ({ db, now }) => ({ released: await releaseLapsedPayPalHolds(db, now) }),
};
