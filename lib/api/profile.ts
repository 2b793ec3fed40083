/**
 * The signed-in customer's own data (domain/wire/profile.ts): profile, delivery
 * addresses, vehicles, saved cards, favourite stores, notifications, referrals, My Orders,
 * reorder and the claim of a guest order. The only place that calls these endpoints. Every
 * call travels with the bearer token the client adds from the jwt_token cookie (server: the
 * page request's cookie), so no function here takes a customer id from anyone but the profile.
 */
import type { WireLocation } from '@/domain/wire/catalog';
import type { WireOrder } from '@/domain/wire/orders';
import type {
  WireAddressInput,
  WireFavorite,
  WireItems,
  WireMyOrders,
  WireNotification,
  WireNotifications,
  WireProfile,
  WireProfileUpdate,
  WireReferrals,
  WireReorder,
  WireSavedAddress,
  WireSavedCard,
  WireVehicle,
  WireVehicleInput,
} from '@/domain/wire/profile';
import { orderTokenHeaders } from '@/lib/order-token';
import { isApiError } from './api-error';
import { apiDelete, apiGet, apiPost, apiPut, type ApiContext } from './client';

const BASE = '/online-ordering';
const id = (value: string | number) => encodeURIComponent(String(value));
const cardsPath = (customerId: number) => `${BASE}/payment-management/customer/${id(customerId)}/payment-methods`;

/* ---------- profile ---------- */

export function fetchProfile(ctx: ApiContext): Promise<WireProfile> {
  return apiGet<WireProfile>(ctx, `${BASE}/my-profile`);
}

export function updateProfile(ctx: ApiContext, update: WireProfileUpdate): Promise<WireProfile> {
  return apiPut<WireProfile>(ctx, `${BASE}/my-profile`, update);
}

/* ---------- delivery addresses ---------- */

export async function fetchAddresses(ctx: ApiContext): Promise<WireSavedAddress[]> {
  return (await apiGet<WireItems<WireSavedAddress>>(ctx, `${BASE}/delivery-addresses`)).data;
}

export function addAddress(ctx: ApiContext, input: WireAddressInput): Promise<WireSavedAddress> {
  return apiPost<WireSavedAddress>(ctx, `${BASE}/delivery-addresses`, input);
}

export function changeAddress(ctx: ApiContext, addressId: number, input: WireAddressInput): Promise<WireSavedAddress> {
  return apiPut<WireSavedAddress>(ctx, `${BASE}/delivery-addresses/${id(addressId)}`, input);
}

export function removeAddress(ctx: ApiContext, addressId: number): Promise<void> {
  return apiDelete<void>(ctx, `${BASE}/delivery-addresses/${id(addressId)}`);
}

/** Makes `addressId` the primary address; answers the whole list, primary first. */
export async function makePrimaryAddress(ctx: ApiContext, addressId: number): Promise<WireSavedAddress[]> {
  return (await apiPut<WireItems<WireSavedAddress>>(ctx, `${BASE}/primary-addresses/${id(addressId)}`, {})).data;
}

/* ---------- vehicles ---------- */

export async function fetchVehicles(ctx: ApiContext): Promise<WireVehicle[]> {
  return (await apiGet<WireItems<WireVehicle>>(ctx, `${BASE}/my-vehicles`)).data;
}

export function addVehicle(ctx: ApiContext, input: WireVehicleInput): Promise<WireVehicle> {
  return apiPost<WireVehicle>(ctx, `${BASE}/my-vehicles`, input);
}

export function changeVehicle(ctx: ApiContext, vehicleId: number, input: WireVehicleInput): Promise<WireVehicle> {
  return apiPut<WireVehicle>(ctx, `${BASE}/my-vehicles/${id(vehicleId)}`, input);
}

export function removeVehicle(ctx: ApiContext, vehicleId: number): Promise<void> {
  return apiDelete<void>(ctx, `${BASE}/my-vehicles/${id(vehicleId)}`);
}

/* ---------- saved cards ---------- */

export async function fetchSavedCards(ctx: ApiContext, customerId: number): Promise<WireSavedCard[]> {
  return (await apiGet<WireItems<WireSavedCard>>(ctx, cardsPath(customerId))).data;
}


export function removeSavedCard(ctx: ApiContext, customerId: number, cardId: number): Promise<void> {
  return apiDelete<void>(ctx, `${cardsPath(customerId)}/${id(cardId)}`);
}

/* ---------- favourite stores ---------- */

export async function fetchFavoriteLocations(ctx: ApiContext): Promise<WireLocation[]> {
  return (await apiGet<WireItems<WireLocation>>(ctx, `${BASE}/favorite-locations`)).data;
}

export function setFavorite(ctx: ApiContext, locationId: number, favorite: boolean): Promise<WireFavorite> {
  const action = favorite ? 'set-favorite' : 'remove-favorite';
  return apiPost<WireFavorite>(ctx, `${BASE}/locations/${id(locationId)}/${action}`, {});
}

/* ---------- notifications and referrals ---------- */

export function fetchNotifications(ctx: ApiContext): Promise<WireNotifications> {
  return apiGet<WireNotifications>(ctx, `${BASE}/notifications`);
}

export function markNotification(ctx: ApiContext, notificationId: number, read: boolean): Promise<WireNotification> {
  return apiPut<WireNotification>(ctx, `${BASE}/notifications/${id(notificationId)}`, { read });
}

export function fetchReferrals(ctx: ApiContext): Promise<WireReferrals> {
  return apiGet<WireReferrals>(ctx, `${BASE}/referrals`);
}

/* ---------- my orders ---------- */

export function fetchMyOrders(ctx: ApiContext, page = 1, pageSize?: number): Promise<WireMyOrders> {
  return apiGet<WireMyOrders>(ctx, `${BASE}/my-orders`, { query: { page, pageSize } });
}

/** One of the customer's orders: the bearer opens it, no order token needed. */
export function fetchMyOrder(ctx: ApiContext, orderId: string): Promise<WireOrder> {
  return apiGet<WireOrder>(ctx, `${BASE}/orders/${id(orderId)}`);
}

/** A new open order with what can still be ordered; `unavailable` lists the rest. */
export function reorder(ctx: ApiContext, orderId: string): Promise<WireReorder> {
  return apiPost<WireReorder>(ctx, `${BASE}/orders/${id(orderId)}/reorder`, {});
}

/** Files a guest order under the signed-in customer, who proves it with the order's token. */
export function claimOrder(ctx: ApiContext, orderId: string, orderToken: string): Promise<WireOrder> {
  return apiPost<WireOrder>(ctx, `${BASE}/orders/${id(orderId)}/login`, { token: orderToken }, { headers: orderTokenHeaders(orderToken) });
}

/* ---------- checkout when signed in ---------- */

/**
 * The signed-in customer at checkout, or null for a guest (no token, or one the API refused).
 * A guest order in progress is filed under the customer first (the claim is idempotent; an order
 * another customer claimed stays as it is and keeps working with its token).
 */
export async function checkoutCustomer(ctx: ApiContext, access: { orderId: string; orderToken: string | null }): Promise<WireProfile | null> {
  if (!ctx.token) return null;
  let profile: WireProfile;
  try {
    profile = await fetchProfile(ctx);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  if (access.orderToken) {
    await claimOrder(ctx, access.orderId, access.orderToken).catch((error: unknown) => {
      if (!isApiError(error) || error.status >= 500) throw error;
    });
  }
  return profile;
}

/** The saved cards a signed-in customer may pay with (not expired); none when the list cannot be read. */
export async function payableSavedCards(ctx: ApiContext, customerId: number): Promise<WireSavedCard[]> {
  try {
    return (await fetchSavedCards(ctx, customerId)).filter((card) => !card.expired);
  } catch (error) {
    // A new card still pays: the list failing must not block payment.
    if (!isApiError(error) || error.status >= 500) console.warn('Saved cards could not be read:', error);
    return [];
  }
}
