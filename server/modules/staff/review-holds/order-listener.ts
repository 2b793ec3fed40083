/**
 * Holds a risky order for staff review as it is paid, in the payment's transaction: above its
 * brand's threshold for the order's currency (domain/staff/review-thresholds.ts) and paid by a guest or an account younger than 7 days, or paid by a card
 * that failed the issuer's postal code check, whatever its total
 * (domain/staff/review-holds.ts). A held order stays out of the kitchen queue until a store
 * manager or brand admin releases it. A catering quote's order (its estimate made by staff) and
 * money staff recorded themselves are never held. The diner is not told: the order simply waits.
 */
import { reviewHoldReason } from '@/domain/staff/review-holds';
import { reviewThresholdIn } from '@/domain/staff/review-thresholds';
import type { InTransactionListener } from '@/server/modules/orders';
import { paymentsOf } from '@/server/modules/payments';
import { accountCreatedAtOf, insertReviewHold, reviewThresholdOf } from './repository';

export const reviewHoldListener: InTransactionListener = {
  name: 'review-hold',
  events: ['paid'],
  async run(tx, { order, now, asQuote, paidBy }) {
    if (asQuote || paidBy === 'staff') return;
    const postalCodeCheckFailed = (await paymentsOf(tx, order.id)).some((payment) => payment.postalCodeCheck === 'fail');
    const threshold = reviewThresholdIn(await reviewThresholdOf(tx, order.brandId), order.currency);
    if (threshold === null && !postalCodeCheckFailed) return;
    const accountCreatedAt = order.customerId === null ? null : await accountCreatedAtOf(tx, order.customerId);
    const reason = reviewHoldReason({ total: order.total, threshold, accountCreatedAt, paidAt: now, postalCodeCheckFailed });
    if (reason) await insertReviewHold(tx, { orderId: order.id, reason, threshold, accountCreatedAt, heldAt: now });
  },
};
