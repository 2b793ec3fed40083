/**
 * Ordering pages and the guest's current order (issue 3): the server reads the `orderId` /
 * `orderToken` cookies, loads the order, and seeds the header's cart summary (page prop
 * `orderSummary`, read by S2's _app). A page the same for every visitor is shared-cached only
 * for visitors without an order, so no one's cart ends up in a shared cache.
 */
import type { GetServerSideProps } from 'next';
import { isApiError } from './api/api-error';
import type { ApiContext } from './api/client';
import { fetchOrder, orderSummaryOf } from './api/ordering';
import { orderCookiesFromHeader } from './order-cookies';
import type { OrderStep, OrderSummary } from './order-context';
import { withPage, type BasePageProps, type LoaderArgs, type LoaderResult } from './page-props';
import type { WireOrder } from '@/domain/wire/orders';

export type OrderPageSeed = { orderSummary: OrderSummary | null; orderStep: OrderStep };

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

export function hasOrderCookie(cookieHeader: string | undefined): boolean {
  return orderCookiesFromHeader(cookieHeader).orderId !== null;
}

/** The props that seed the header: the order's own totals (never computed here) and the step. */
export function orderSeed(order: WireOrder | null, orderStep: OrderStep): OrderPageSeed {
  return { orderSummary: order ? orderSummaryOf(order) : null, orderStep };
}

/**
 * withPage for an ordering page: shared-cached (when `publicCache`) only for requests without
 * an order cookie; a diner with an order gets a private answer with their cart summary.
 */
export function withOrderPage<P extends object>(
  load: (args: LoaderArgs) => Promise<LoaderResult<P>>,
  options: { publicCache?: boolean } = {},
): GetServerSideProps<P & BasePageProps> {
  const shared = withPage(load, { publicCache: options.publicCache });
  const personal = withPage(load);
  return (context) => (hasOrderCookie(context.req.headers.cookie) ? personal(context) : shared(context));
}
