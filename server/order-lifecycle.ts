/**
 * The app's order lifecycle, composed: orders publish their events (modules/orders/lifecycle.ts)
 * and each module that cares listens, without orders importing any of them. Built once by
 * app.ts and handed to the modules that publish (payments, catering, staff), as the mailer is.
 *
 * Before money is taken, the coupons are checked still usable.
 * In the publisher's transaction, in this order: the coupons' uses, the kitchen's slot, the
 * catering quote's status, the loyalty ledger, the review hold of a risky order. After the commit, from the order outbox: the
 * confirmation email once paid, the diner's notice once ready, the refund email per refund, and
 * once cancelled, the order's payment still pending settled at once (its hold released).
 */
import type { FastifyBaseLogger } from 'fastify';
import { realClock, requestClock } from './clock';
import type { Database } from './db/client';
import type { Mailer } from './platform/mail/mailer';
import { quotePayments, quoteStatusListener } from './modules/catering';
import { assertCouponsUsable, couponUsesListener } from './modules/discounts';
import { loyaltyLedgerListener } from './modules/loyalty';
import { createOrderLifecycle, type InTransactionListener, type OrderLifecycle, type PayableCheck } from './modules/orders';
import { releaseOnCancelListener, type Gateways } from './modules/payments';
import { confirmationEmailListener, refundEmailListener } from './modules/receipts';
import { readyNoticeListener, reviewHoldListener } from './modules/staff';
import { timeslotListener } from './modules/timeslots';

/** What must hold with the order's change: they run inside its transaction, and one refusal rolls it back. */
export const IN_TRANSACTION_ORDER_LISTENERS: readonly InTransactionListener[] = [couponUsesListener, timeslotListener, quoteStatusListener, loyaltyLedgerListener, reviewHoldListener];

/** What refuses an order before money is taken, after its cart's blockers: a coupon no longer usable. */
export const PAYABLE_CHECKS: readonly PayableCheck[] = [assertCouponsUsable];

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
};

export function buildOrderLifecycle(deps: OrderLifecycleDeps): OrderLifecycle {
  const { db, mailer, storefrontUrl, linkSecret, log, gateways, now = requestClock, realNow = realClock } = deps;
  const releaseOnCancel = releaseOnCancelListener({ db, gateways, mailer, quotes: quotePayments, storefrontUrl, linkSecret, now, realNow, log, lifecycle: () => lifecycle });
  const lifecycle: OrderLifecycle = createOrderLifecycle({
    db,
    log,
    inTransaction: IN_TRANSACTION_ORDER_LISTENERS,
    payableChecks: PAYABLE_CHECKS,
    afterCommit: [confirmationEmailListener(deps), readyNoticeListener(deps), refundEmailListener(deps), releaseOnCancel],
  });
  return lifecycle;
}
