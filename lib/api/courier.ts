/**
 * Courier delivery's calls (domain/wire/courier.ts): the payment page quotes a delivery order's
 * courier (the fee and expected time it shows, priced into the order), and the order page reads
 * the courier's stage and tracking link, and once the courier failed, the diner's refund or carryout. Each carries the guest's order token like every order call.
 */
import type { DeliveryChoice } from '@/domain/dispatch/choices';
import type { WireCourierDelivery } from '@/domain/wire/courier';
import { orderTokenHeaders } from '@/lib/order-token';
import { isApiError } from './api-error';
import { apiGet, apiPost, type ApiContext } from './client';
import type { OrderAccess } from './ordering';

export type CourierDelivery = WireCourierDelivery;

const orderPath = (access: OrderAccess) => `/online-ordering/orders/${encodeURIComponent(access.orderId)}`;
const headersOf = (access: OrderAccess) => ({ headers: orderTokenHeaders(access.orderToken) });

export function quoteCourier(ctx: ApiContext, access: OrderAccess): Promise<WireCourierDelivery> {
  return apiPost<WireCourierDelivery>(ctx, `${orderPath(access)}/delivery-quote`, undefined, headersOf(access));
}

/** The order's courier, or null when it has none (a pickup, or a delivery by the store's own drivers). */
export async function fetchCourierOrNull(ctx: ApiContext, access: OrderAccess): Promise<WireCourierDelivery | null> {
  try {
    return await apiGet<WireCourierDelivery>(ctx, `${orderPath(access)}/delivery`, headersOf(access));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Once the courier failed: the diner's refund of the order, or carryout at the store instead (once; a second choice answers 409). */
export function chooseInsteadOfCourier(ctx: ApiContext, access: OrderAccess, choice: DeliveryChoice): Promise<WireCourierDelivery> {
  return apiPost<WireCourierDelivery>(ctx, `${orderPath(access)}/delivery/${choice}`, undefined, headersOf(access));
}
