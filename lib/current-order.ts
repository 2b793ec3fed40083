/**
 * The guest's current order, read on the server from the `orderId` / `orderToken` cookies.
 * Every page uses it to seed the header's cart summary; a page that shows the cart itself
 * loads the whole order.
 */
import { isApiError } from './api/api-error';
import type { ApiContext } from './api/client';
import { orderSummaryOf, toCheckoutOrder } from './api/checkout-view';
import { fetchOrder } from './api/ordering';
import { orderCookiesFromHeader } from './order-cookies';
import type { OrderSummary } from './order-context';
import type { WireOrder } from '@/domain/wire/orders';

export function hasOrderCookie(cookieHeader: string | undefined): boolean {
  return orderCookiesFromHeader(cookieHeader).orderId !== null;
}

/** The guest's open order, or null when there is none (no cookie, unknown, or no longer a cart). */
export async function currentOrder(api: ApiContext): Promise<WireOrder | null> {
  const { orderId, orderToken } = orderCookiesFromHeader(api.cookie);
  if (!orderId) return null;
  try {
    const order = await fetchOrder(api, { orderId, orderToken });
    return order.status === 'open' ? order : null;
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

/** The header's cart summary for the current order; a failure only costs the summary. */
export async function currentOrderSummary(api: ApiContext): Promise<OrderSummary | null> {
  try {
    const order = await currentOrder(api);
    return order ? orderSummaryOf(toCheckoutOrder(order)) : null;
  } catch (error) {
    console.error('Could not load the current order for the header:', error);
    return null;
  }
}
