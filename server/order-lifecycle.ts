/**
 * The app's order lifecycle, composed: orders publish their events (modules/orders/lifecycle.ts)
 * and each module that cares listens, without orders importing any of them. Built once by
 * app.ts and handed to the modules that publish (payments, catering, staff), as the mailer is.
 *
 * Before money is taken, the coupons are checked still usable and today's smoke still left; a card
 * payment holds the smoke before the processor is asked, and a failed attempt releases it.
 * In the publisher's transaction, in this order: the coupons' uses, the kitchen's slot, today's smoke, the
 * catering quote's status, the loyalty ledger, the review hold of a risky order, the courier's booking time. After the commit, from the order outbox: the
 * confirmation email once paid, the diner's notice once ready, the refund email per refund,
 * once cancelled, the order's payment still pending settled at once (its hold released), and the
 * diner's texts (ready, driver on the way) when they opted in and texts are on.
 */
import type { FastifyBaseLogger } from 'fastify';
import { realClock, requestClock } from './clock';
import type { Database } from './db/client';
import type { Mailer } from './platform/mail/mailer';
import { quotePayments, quoteStatusListener } from './modules/catering';
import { assertCouponsUsable, couponUsesListener } from './modules/discounts';
import { assertGroupClosed } from './modules/group-orders';
import { loyaltyLedgerListener, quietSlotListener } from './modules/loyalty';
import { createOrderLifecycle, type InTransactionListener, type OrderLifecycle, type PayableCheck } from './modules/orders';
import { releaseOnCancelListener, type Gateways } from './modules/payments';
import { confirmationEmailListener, refundEmailListener } from './modules/receipts';
import { readyNoticeListener, reviewHoldListener } from './modules/staff';
import { textAlertListener } from './modules/text-alerts';
import { assertQuoteFresh, courierBookingListener } from './modules/courier';
import type { SmsSender } from './platform/sms';
import { timeslotListener } from './modules/timeslots';
import { assertSmokeLeftToPay, smokeChargeHolds, smokeLedgerListener } from './modules/smoke';

/** What must hold with the order's change: they run inside its transaction, and one refusal rolls it back. */
export const IN_TRANSACTION_ORDER_LISTENERS: readonly InTransactionListener[] = [couponUsesListener, timeslotListener, smokeLedgerListener, quoteStatusListener, loyaltyLedgerListener, quietSlotListener, reviewHoldListener, courierBookingListener];

/** What refuses an order before money is taken, after its cart's blockers: a coupon no longer usable, a meat short on its day, a courier quote past its validity, a group order still open to its guests. */
export const PAYABLE_CHECKS: readonly PayableCheck[] = [assertCouponsUsable, assertSmokeLeftToPay, assertQuoteFresh, assertGroupClosed];

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's order lifecycle: `drain()` waits for the after-commit deliveries running behind answers (a payment's confirmation email). */
    orderLifecycle: OrderLifecycle;
  }
}

export type OrderLifecycleDeps = {
  db: Database;
  mailer: Mailer;
  /** The storefront's public address (links in the emails). */
  storefrontUrl: string;
  /** Signs the feedback links the confirmation carries. */
  linkSecret: string;
  log: FastifyBaseLogger;
  /** The gateways a cancelled order's pending payment is settled through (the payments module's). */
  gateways: Gateways;
  /** The payments' calendar clock and real clock; the request's and the real time unless given. */
  now?: () => Date;
  realNow?: () => Date;
  /** The SMS sender of the order's texts; none: no texts (text alerts off). */
  sms?: SmsSender | null;
};

export function buildOrderLifecycle(deps: OrderLifecycleDeps): OrderLifecycle {
  const { db, mailer, storefrontUrl, linkSecret, log, gateways, now = requestClock, realNow = realClock } = deps;
  const releaseOnCancel = releaseOnCancelListener({ db, gateways, mailer, quotes: quotePayments, storefrontUrl, linkSecret, now, realNow, log, lifecycle: () => lifecycle });
  const lifecycle: OrderLifecycle = createOrderLifecycle({
    db,
    log,
    inTransaction: IN_TRANSACTION_ORDER_LISTENERS,
    payableChecks: PAYABLE_CHECKS,
    chargeHolds: smokeChargeHolds,
    afterCommit: [confirmationEmailListener(deps), readyNoticeListener(deps), refundEmailListener(deps), releaseOnCancel, ...(deps.sms ? [textAlertListener({ db, sms: deps.sms, log })] : [])],
  });
  return lifecycle;
}
