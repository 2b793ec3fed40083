/**
 * The checkout's calls to the orders and payments APIs (domain/wire/orders.ts and payments.ts):
 * the order and its items (cart), guest and handoff details, tip, timeslots, payments and gift
 * card balance. Card numbers never pass here: the processor's hosted fields answer a token. Every order call carries the guest's order token
 * (X-Order-Token, lib/order-cookies.ts); every payment POST carries an Idempotency-Key that the
 * caller chooses per attempt (see components/payment/use-payment-attempt.ts). The thank-you
 * page's GraphQL read is in ./order-confirmation.ts, so the browser's checkout code ships no
 * GraphQL client.
 */
import type { WireOrder, WireTimeslots, WireUpdateOrder } from '@/domain/wire/orders';
import type {
  WireCardPaymentRequest,
  WireGiftCardBalance,
  WireGiftCardBalanceRequest,
  WireGiftCardPaymentRequest,
  WirePaymentState,
  WirePayPalCaptureRequest,
  WirePayPalStart,
  WirePayPalStartRequest,
  WireWalletPaymentRequest,
} from '@/domain/wire/payments';
import { orderCookiesFromHeader } from '@/lib/order-cookies';
import { orderTokenHeaders } from '@/lib/order-token';
import { isApiError } from './api-error';
import { fetchOrder, type OrderAccess } from './ordering';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

// The cart's own calls (read the order, change or remove a line) live with the other order calls.
export { changeOrderItem, fetchOrder, removeOrderItem, type OrderAccess } from './ordering';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const ORDERS = '/online-ordering/orders';
const PAYMENTS = '/online-ordering/payment-management';

const id = (value: string | number) => encodeURIComponent(String(value));
const orderPath = (access: OrderAccess) => `${ORDERS}/${id(access.orderId)}`;
const QUOTE_TOKEN_HEADER = 'X-Quote-Token';

/**
 * Who may pay an order: its token (or the signed-in owner), or for a catering quote's order, the
 * quote's link token instead, so paying a quote never touches the everyday order cookie.
 */
export type PaymentAccess = OrderAccess & { quoteToken?: string | null };

const headersOf = (access: PaymentAccess, idempotencyKey?: string) => ({
  ...orderTokenHeaders(access.orderToken),
  ...(access.quoteToken ? { [QUOTE_TOKEN_HEADER]: access.quoteToken } : {}),
  ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
});

/* ---------- the order's checkout details ---------- */

/** Guest, timeslot and delivery details, tip: any subset in one call. */
export function updateOrder(ctx: ApiContext, access: OrderAccess, update: WireUpdateOrder): Promise<WireOrder> {
  return apiPut<WireOrder>(ctx, orderPath(access), update, { headers: headersOf(access) });
}

export function fetchTimeslots(ctx: ApiContext, access: OrderAccess): Promise<WireTimeslots> {
  return apiGet<WireTimeslots>(ctx, `/online-ordering/timeslots/${id(access.orderId)}`, { headers: headersOf(access) });
}

/* ---------- payments ---------- */

const paymentPath = (access: PaymentAccess, method = '') =>
  `${PAYMENTS}/orders/${id(access.orderId)}/payment${method ? `/${method}` : ''}`;

export function fetchPaymentState(ctx: ApiContext, access: PaymentAccess): Promise<WirePaymentState> {
  return apiGet<WirePaymentState>(ctx, paymentPath(access), { headers: headersOf(access) });
}

export function payByCard(ctx: ApiContext, access: PaymentAccess, body: WireCardPaymentRequest, idempotencyKey: string): Promise<WirePaymentState> {
  return apiPost<WirePaymentState>(ctx, paymentPath(access, 'card'), body, { headers: headersOf(access, idempotencyKey) });
}

/** Apple Pay or Google Pay: the wallet's payment data, tokenized and charged by the API. */
export function payByWallet(ctx: ApiContext, access: PaymentAccess, body: WireWalletPaymentRequest, idempotencyKey: string): Promise<WirePaymentState> {
  return apiPost<WirePaymentState>(ctx, paymentPath(access, 'wallet'), body, { headers: headersOf(access, idempotencyKey) });
}

export function fetchGiftCardBalance(ctx: ApiContext, card: WireGiftCardBalanceRequest, idempotencyKey: string): Promise<WireGiftCardBalance> {
  return apiPost<WireGiftCardBalance>(ctx, `${PAYMENTS}/giftcard/balance`, card, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function payByGiftCard(ctx: ApiContext, access: PaymentAccess, body: WireGiftCardPaymentRequest, idempotencyKey: string): Promise<WirePaymentState> {
  return apiPost<WirePaymentState>(ctx, paymentPath(access, 'giftcard'), body, { headers: headersOf(access, idempotencyKey) });
}

export function startPayPal(ctx: ApiContext, access: PaymentAccess, body: WirePayPalStartRequest, idempotencyKey: string): Promise<WirePayPalStart> {
  return apiPost<WirePayPalStart>(ctx, paymentPath(access, 'paypal'), body, { headers: headersOf(access, idempotencyKey) });
}

export function capturePayPal(ctx: ApiContext, access: PaymentAccess, body: WirePayPalCaptureRequest, idempotencyKey: string): Promise<WirePaymentState> {
  return apiPost<WirePaymentState>(ctx, paymentPath(access, 'paypal/capture'), body, { headers: headersOf(access, idempotencyKey) });
}

export function payFree(ctx: ApiContext, access: PaymentAccess, idempotencyKey: string): Promise<WirePaymentState> {
  return apiPost<WirePaymentState>(ctx, paymentPath(access, 'free'), {}, { headers: headersOf(access, idempotencyKey) });
}

/* ---------- the current order of a page request ---------- */

/**
 * The order the request's cookies name (orderId + orderToken), or null when there is none or
 * the API no longer knows it (an expired or foreign order reads as an empty cart, not a 404 page).
 */
export async function loadCurrentOrder(ctx: ApiContext): Promise<{ access: OrderAccess; order: WireOrder } | null> {
  const { orderId, orderToken } = orderCookiesFromHeader(ctx.cookie);
  if (!orderId) return null;
  const access = { orderId, orderToken };
  try {
    return { access, order: await fetchOrder(ctx, access) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
