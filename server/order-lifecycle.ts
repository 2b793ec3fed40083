/**
 * The app's order lifecycle, composed: orders publish their events (modules/orders/lifecycle.ts)
 * and each module that cares listens, without orders importing any of them. Built once by
 * app.ts and handed to the modules that publish (payments, catering, staff), as the mailer is.
 *
 * Before money is taken, the coupons are checked still usable.
 * In the publisher's transaction, in this order: the coupons' uses, the kitchen's slot, the
 * catering quote's status, the loyalty ledger, the review hold of a risky order. After the commit, from the order outbox: the
 * confirmation email once paid, the diner's notice once ready, the refund email per staff refund.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Mailer } from './platform/mail/mailer';
import { quoteStatusListener } from './modules/catering';
import { assertCouponsUsable, couponUsesListener } from './modules/discounts';
import { loyaltyLedgerListener } from './modules/loyalty';
import { createOrderLifecycle, type InTransactionListener, type OrderLifecycle, type PayableCheck } from './modules/orders';
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
};

export function buildOrderLifecycle(deps: OrderLifecycleDeps): OrderLifecycle {
  return createOrderLifecycle({
    db: deps.db,
    log: deps.log,
    inTransaction: IN_TRANSACTION_ORDER_LISTENERS,
    payableChecks: PAYABLE_CHECKS,
    afterCommit: [confirmationEmailListener(deps), readyNoticeListener(deps), refundEmailListener(deps)],
  });
}
