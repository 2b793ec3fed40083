/**
 * The ordering calls of the storefront: store search, the delivery-radius check,
 * creating the guest's order and adding, changing and removing its items. The only place that
 * calls these endpoints; wire shapes in domain/wire/orders.ts. Order calls carry the guest's
 * token (X-Order-Token); creating an order carries an Idempotency-Key, so a retried click
 * never makes two orders.
 */
import type { HandoffTypeParam } from '@/domain/ordering/handoffs';
import { apiDelete, apiGet, apiPost, apiPut, type ApiContext } from './client';
import type {
  WireAddItem,
  WireChangeItem,
  WireCreateOrder,
  WireDeliveryAddressInput,
  WireDeliveryRadius,
  WireLocationSearch,
  WireOrder,
} from '@/domain/wire/orders';
import type { WireStoreHandoff, WireStoreHandoffs } from '@/domain/wire/handoffs';
import type { DeliveryAddress } from '@/lib/order-cookies';
import { orderTokenHeaders } from '@/lib/order-token';

const BASE = '/online-ordering';
const enc = encodeURIComponent;

export type StoreQuery = { q: string } | { lat: number; lng: number };

/** Stores nearest first, each with its distance (km) from what the diner searched. */
export function searchStores(ctx: ApiContext, query: StoreQuery, signal?: AbortSignal, handoff?: HandoffTypeParam): Promise<WireLocationSearch> {
  const where = 'q' in query ? { q: query.q.trim() } : { lat: query.lat, lng: query.lng };
  // Carryout and delivery are every store's; the others list only the stores offering them.
  const values = handoff && handoff !== 'carryout' && handoff !== 'delivery' ? { ...where, handoff } : where;
  return apiGet<WireLocationSearch>(ctx, `${BASE}/locations/search`, { query: values, signal });
}

/** The handoffs a store offers, with their lead times, in the store's order. */
export async function fetchStoreHandoffs(ctx: ApiContext, locationId: number): Promise<WireStoreHandoff[]> {
  const answer = await apiGet<WireStoreHandoffs>(ctx, `${BASE}/locations/${locationId}/handoffs`);
  return answer.handoffs;
}

/** The finder's address as the order and radius check take it (the apartment travels later, with the handoff details). */
export function toDeliveryAddressInput(address: DeliveryAddress): WireDeliveryAddressInput {
  const input: WireDeliveryAddressInput = { address: address.street.trim(), city: address.city.trim(), zip: address.zip.trim() };
  const state = address.state.trim();
  return state ? { ...input, state } : input;
}

/** Whether the store delivers `category`'s menu to the address; if not, the stores that do. */
export function checkDeliveryRadius(
  ctx: ApiContext,
  locationId: number,
  categoryId: number,
  address: DeliveryAddress,
): Promise<WireDeliveryRadius> {
  const input = toDeliveryAddressInput(address);
  return apiGet<WireDeliveryRadius>(ctx, `${BASE}/locations/${locationId}/menu-type/${categoryId}/delivery-radius`, {
    query: { ...input },
  });
}

/** POST /orders: the answer carries `accessToken`, which the caller keeps (lib/order-cookies). */
export function createOrder(ctx: ApiContext, body: WireCreateOrder, idempotencyKey: string): Promise<WireOrder> {
  return apiPost<WireOrder>(ctx, `${BASE}/orders`, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export type OrderAccess = { orderId: string; orderToken: string | null };

const orderPath = ({ orderId }: OrderAccess) => `${BASE}/orders/${enc(orderId)}`;

export function fetchOrder(ctx: ApiContext, access: OrderAccess): Promise<WireOrder> {
  return apiGet<WireOrder>(ctx, orderPath(access), { headers: orderTokenHeaders(access.orderToken) });
}

export function addOrderItem(ctx: ApiContext, access: OrderAccess, body: WireAddItem): Promise<WireOrder> {
  return apiPost<WireOrder>(ctx, `${orderPath(access)}/order-items`, body, { headers: orderTokenHeaders(access.orderToken) });
}

export function changeOrderItem(
  ctx: ApiContext,
  access: OrderAccess,
  orderItemId: number,
  body: WireChangeItem,
): Promise<WireOrder> {
  return apiPut<WireOrder>(ctx, `${orderPath(access)}/order-items/${orderItemId}`, body, {
    headers: orderTokenHeaders(access.orderToken),
  });
}

export function removeOrderItem(ctx: ApiContext, access: OrderAccess, orderItemId: number): Promise<WireOrder> {
  return apiDelete<WireOrder>(ctx, `${orderPath(access)}/order-items/${orderItemId}`, undefined, {
    headers: orderTokenHeaders(access.orderToken),
  });
}
