/**
 * Coupons on an order: apply by code, remove one, remove all. Each runs in one transaction that
 * locks the order row first (as every order change does), refuses an order already being paid,
 * changes the order's coupons, reprices and saves the totals.
 *
 * - Applying checks the coupon can be used here and now and that, with it, the cart meets the
 *   conditions of every coupon that met them before; otherwise 422 "Coupon conditions are not
 *   met" and nothing changes. Applying a code already on the order answers the order again
 *   (a replay); another code of the same coupon is a 409.
 * - Removing a coupon that is not on the order answers the order as it is, so a retried removal
 *   is harmless.
 * - A catering quote request takes no coupon: the store's estimate sets what it costs.
 * - Uses are counted when the order is paid (usable.ts), not here: an abandoned cart holds none.
 * - A coupon from the diner's wallet goes on the order with it and back when removed (wallet-coupons.ts).
 */
import { interpolate } from '@/domain/interpolate';
import type { LocaleTag } from '@/domain/markets';
import { ORDER_CATEGORY } from '@/domain/ordering';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN, COUPON_MESSAGES } from '@/domain/validation/coupons';
import type { WireOrder } from '@/domain/wire/orders';
import type { Database } from '@/server/db/client';
import { BadRequestError, ConflictError, UnprocessableError } from '@/server/errors';
import { type OrderCaller, callerAdmission, lockMutableOrder, presentOrder, type OrderRow, priceStoredOrder, saveTotals, couponsOfOrder } from '@/server/modules/orders';
import { storeOf, type StoreRow } from '@/server/modules/locations';
import { MAX_COUPONS_PER_ORDER, normalizeCode } from './coupon-model';
import { addOrderCoupon, findCode, removeOrderCoupons } from './repository';
import { assertCouponsUsable, couponRefusal } from './usable';
import { returnWalletCoupons, takeWalletCoupon } from './wallet-coupons';

export type CouponServiceDeps = { db: Database; clock?: () => Date };

const CODE = new RegExp(COUPON_CODE_PATTERN);

/** The code as stored, or 400 coupon_code_invalid. */
export function checkedCode(input: string): string {
  const code = normalizeCode(input);
  if (!CODE.test(code) || code.length > COUPON_CODE_MAX_LENGTH) {
    const params = { max: COUPON_CODE_MAX_LENGTH };
    throw new BadRequestError(interpolate(COUPON_MESSAGES.codeInvalid, params), undefined, { code: 'coupon_code_invalid', params });
  }
  return code;
}

export function createCouponService({ db, clock = () => new Date() }: CouponServiceDeps) {
  async function change(orderId: string, caller: OrderCaller, locale: LocaleTag, apply: (tx: Database, order: OrderRow, store: StoreRow, now: Date) => Promise<void>): Promise<WireOrder> {
    const now = clock();
    const priced = await db.transaction(async (tx) => {
      const order = await lockMutableOrder(tx, orderId, callerAdmission(caller));
      const store = await storeOf(tx, order.locationId);
      await apply(tx, order, store, now);
      return saveTotals(tx, order, store, now);
    });
    return presentOrder(priced, locale);
  }

  async function applyCode(tx: Database, order: OrderRow, store: StoreRow, code: string, now: Date): Promise<void> {
    const found = await findCode(tx, order.brandId, code);
    if (!found) throw new UnprocessableError(interpolate(COUPON_MESSAGES.codeNotFound, { code }), undefined, { code: 'coupon_not_found', params: { code } });
    if (order.categoryId === ORDER_CATEGORY.getAQuote) throw couponRefusal(code, 'quote');
    const before = await priceStoredOrder(tx, order, store);
    const same = before.coupons.find((row) => row.coupon.id === found.coupon.id);
    if (same?.code === code) return;
    if (same) throw new ConflictError(interpolate(COUPON_MESSAGES.alreadyApplied, { code: found.coupon.code }), { code: 'coupon_already_applied', params: { code: found.coupon.code } });
    if (before.coupons.length >= MAX_COUPONS_PER_ORDER) {
      const params = { max: MAX_COUPONS_PER_ORDER };
      throw new UnprocessableError(interpolate(COUPON_MESSAGES.orderLimit, params), undefined, { code: 'coupon_order_limit', params });
    }
    await addOrderCoupon(tx, { orderId: order.id, couponId: found.coupon.id, couponCodeId: found.couponCodeId, code, appliedAt: now });
    await takeWalletCoupon(tx, order, found.coupon.id, code, now);
    const after = await priceStoredOrder(tx, order, store);
    const metBefore = new Set(before.pricing.coupons.filter((outcome) => outcome.ok).map((outcome) => outcome.couponId));
    const added = after.coupons.findIndex((row) => row.coupon.id === found.coupon.id);
    const broken = after.pricing.coupons.some((outcome, index) => !outcome.ok && (index === added || metBefore.has(outcome.couponId)));
    // The new coupon alone is judged on its availability; a conflict with another coupon is its refusal too.
    await assertCouponsUsable(tx, { ...after, coupons: [after.coupons[added]!], pricing: { ...after.pricing, coupons: [after.pricing.coupons[added]!] } }, now);
    if (broken) throw couponRefusal(code, 'cart');
  }

  return {
    async apply(orderId: string, caller: OrderCaller, input: string, locale: LocaleTag): Promise<WireOrder> {
      const code = checkedCode(input);
      return change(orderId, caller, locale, (tx, order, store, now) => applyCode(tx, order, store, code, now));
    },

    async remove(orderId: string, caller: OrderCaller, couponId: number, locale: LocaleTag): Promise<WireOrder> {
      return change(orderId, caller, locale, async (tx, order, _store, now) => {
        await removeOrderCoupons(tx, order.id, couponId);
        await returnWalletCoupons(tx, order.id, [couponId], now);
      });
    },

    async removeAll(orderId: string, caller: OrderCaller, locale: LocaleTag): Promise<WireOrder> {
      return change(orderId, caller, locale, async (tx, order, _store, now) => {
        await removeOrderCoupons(tx, order.id);
        await returnWalletCoupons(tx, order.id, undefined, now);
      });
    },

    /** The codes on an order (for the wallet suggestion). */
    couponsOfOrder: (orderId: string) => couponsOfOrder(db, orderId),
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
