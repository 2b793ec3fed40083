/**
 * What an order's life does to its coupons, inside the transaction that changes the order:
 * paid (as a cart): one redemption per coupon on it, valid at the real time the payment gives;
 * a coupon no longer usable refuses the payment (422), which rolls back. A quote's order is
 * paid as its estimate, never with cart coupons.
 */
import { type InTransactionListener, priceStoredOrder, couponsOfOrder } from '@/server/modules/orders';
import { storeOf } from '@/server/modules/locations';
import { redeemCoupons } from './usable';

export const couponUsesListener: InTransactionListener = {
  name: 'coupon-uses',
  events: ['paid'],
  async run(tx, { order, store, now, validAt = now, asQuote }) {
    if (asQuote) return;
    const coupons = await couponsOfOrder(tx, order.id);
    if (coupons.length === 0) return;
    const priced = await priceStoredOrder(tx, order, store ?? (await storeOf(tx, order.locationId)), { coupons });
    await redeemCoupons(tx, priced, validAt);
  },
};
