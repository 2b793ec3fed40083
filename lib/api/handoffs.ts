/** The handoff calls of the storefront: a curbside diner's "I'm here". */
import type { WireOrderHandoffDetails } from '@/domain/wire/handoffs';
import { orderTokenHeaders } from '@/lib/order-token';
import { apiPost, type ApiContext } from './client';
import type { OrderAccess } from './ordering';

/** How an order is handed over: the vehicle, the table, the arrival. */
export type OrderHandoffDetails = WireOrderHandoffDetails;

export function announceArrival(ctx: ApiContext, access: OrderAccess): Promise<WireOrderHandoffDetails> {
  return apiPost<WireOrderHandoffDetails>(ctx, `/online-ordering/orders/${encodeURIComponent(access.orderId)}/arrival`, {}, { headers: orderTokenHeaders(access.orderToken) });
}
