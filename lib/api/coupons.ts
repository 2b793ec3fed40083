/**
 * The coupon calls of the storefront: apply a code to the order, remove one coupon or all,
 * and the signed-in diner's wallet suggestion for the order. Each coupon call answers the whole
 * order (its totals are the API's). Order calls carry the guest's token (X-Order-Token).
 */
import type { WireOrder } from '@/domain/wire/orders';
import { COOKIE_NAMES } from '@/domain/constants';
import { cookieFromHeader } from '@/lib/cookies';
import { orderTokenHeaders } from '@/lib/order-token';
import { apiDelete, apiGet, apiPost, type ApiContext } from './client';
import type { OrderAccess } from './ordering';

const enc = encodeURIComponent;
const couponsPath = ({ orderId }: OrderAccess) => `/online-ordering/discount-management/order/${enc(orderId)}/coupons`;

export type WalletSuggestion = {
  rewardId: string;
  rewardKindId: number;
  title: string;
  saving: string;
  currency: string;
  /** The code that applies a coupon reward; null for a free item. */
  code: string | null;
  /** The item of a free-item reward; null for a coupon. */
  itemId: number | null;
  /** A free-item reward makes the item's line in the cart free, or adds the item free; null for a coupon. */
  placement: 'cart-line' | 'added-item' | null;
};

export function applyCoupon(ctx: ApiContext, access: OrderAccess, code: string): Promise<WireOrder> {
  return apiPost<WireOrder>(ctx, couponsPath(access), { code }, { headers: orderTokenHeaders(access.orderToken) });
}

export function removeCoupon(ctx: ApiContext, access: OrderAccess, couponId: number): Promise<WireOrder> {
  return apiDelete<WireOrder>(ctx, `${couponsPath(access)}/${couponId}`, undefined, { headers: orderTokenHeaders(access.orderToken) });
}

export function removeAllCoupons(ctx: ApiContext, access: OrderAccess): Promise<WireOrder> {
  return apiDelete<WireOrder>(ctx, couponsPath(access), undefined, { headers: orderTokenHeaders(access.orderToken) });
}

/** The reward in the signed-in diner's wallet that saves the most on the order, or null. */
export async function fetchWalletSuggestion(ctx: ApiContext, orderId: string): Promise<WalletSuggestion | null> {
  const answer = await apiGet<{ suggestion: WalletSuggestion | null }>(ctx, `/online-ordering/loyalty/orders/${enc(orderId)}/wallet-suggestion`);
  return answer.suggestion;
}

/**
 * What the cart's coupon panel starts from: the code the stored key carries, and for a signed-in
 * diner the wallet suggestion (null when it cannot be read: the cart works without it).
 */
export async function loadCartCoupons(
  ctx: ApiContext,
  order: { id: string } | null,
): Promise<{ rememberedCode: string; suggestion: WalletSuggestion | null; signedIn: boolean }> {
  const rememberedCode = cookieFromHeader(ctx.cookie, COOKIE_NAMES.loyaltyCouponCode) ?? '';
  const signedIn = Boolean(ctx.token);
  if (!order || !signedIn) return { rememberedCode, suggestion: null, signedIn };
  try {
    return { rememberedCode, suggestion: await fetchWalletSuggestion(ctx, order.id), signedIn };
  } catch {
    return { rememberedCode, suggestion: null, signedIn };
  }
}
