/**
 * The JSON of the signed-in customer's own data: the contract between
 * server/modules/profile and the account storefront (lib/api/profile.ts). Types, plus the
 * address-kind table.
 *
 * Every path is under /online-ordering and needs `Authorization: Bearer <jwt_token>`:
 * no token, an expired one or a revoked one (after logout) → 401. A resource of another
 * customer answers 404 exactly like an unknown id. Ids, points and roles are never taken from
 * a body: unknown fields are ignored, the customer is always the bearer's.
 *
 * Profile
 * - GET  /my-profile                         → WireProfile
 * - PUT  /my-profile  WireProfileUpdate      → WireProfile (email cannot be changed here: 400)
 *
 * Delivery addresses (kinds: home 1, work 2, other 3; exactly one primary while any exist;
 * the first address becomes primary; deleting the primary promotes the oldest remaining one)
 * - GET    /delivery-addresses                        → WireItems<WireSavedAddress> (primary first)
 * - POST   /delivery-addresses      WireAddressInput  → 201 WireSavedAddress
 * - PUT    /delivery-addresses/:addressId  WireAddressInput → WireSavedAddress
 * - DELETE /delivery-addresses/:addressId             → 204
 * - PUT    /primary-addresses/:id                     → WireItems<WireSavedAddress>
 *
 * Vehicles (curbside)
 * - GET    /my-vehicles                      → WireItems<WireVehicle>
 * - POST   /my-vehicles  WireVehicleInput    → 201 WireVehicle
 * - PUT    /my-vehicles/:vehicleId  WireVehicleInput → WireVehicle
 * - DELETE /my-vehicles/:vehicleId           → 204
 *
 * Saved cards (`:customerId` must be the bearer's own id, else 404)
 * - GET    /payment-management/customer/:customerId/payment-methods      → WireItems<WireSavedCard>
 * - POST   /payment-management/customer/:customerId/payment-methods  WireSaveCard → 201 WireSavedCard
 *     The token comes from the payment processor's hosted card fields; the card is kept at the
 *     processor (its customer and payment method), and brand, last 4 and expiry are the
 *     processor's, never the body's. A token that is not valid → 400.
 *     Saving the same token again answers the card already saved (200).
 * - DELETE /payment-management/customer/:customerId/payment-methods/:id  → 204 (detached at the processor)
 *   Pay with a saved card: POST /payment-management/orders/:orderId/payment/card with its `token`,
 *   the processor's payment method, which pays for this account only.
 *
 * Favourite locations (the store finder lists favourites first when a bearer is sent, each
 * with `favorite: true`)
 * - GET  /favorite-locations                          → WireItems<WireLocation> (request's market)
 * - POST /locations/:locationId/set-favorite          → WireFavorite
 * - POST /locations/:locationId/remove-favorite       → WireFavorite
 *
 * Notifications (one per paid order, newest first; text in the request's locale)
 * - GET  /notifications                               → WireNotifications
 * - PUT  /notifications/:notificationId  { read: boolean } → WireNotification
 *
 * Referrals
 * - GET  /referrals                                   → WireReferrals
 *
 * Orders of the customer
 * - GET  /my-orders?page=&pageSize=                   → WireList<WireOrderSummary> (newest first)
 * - GET  /orders/:orderId  (bearer of the owner, no X-Order-Token needed) → WireOrder
 * - POST /orders/:orderId/reorder                     → 201 WireReorder: a new open order at the
 *     same store and handoff (delivery: same address) with the items still sold and available
 *     and their still-valid options, priced at today's store prices; the rest is listed in
 *     `unavailable`. Nothing available → 422 naming the items. Store closed to orders → 422.
 *     Its `order.accessToken` works like POST /orders' (cookie `orderToken`).
 * - POST /orders/:orderId/login   { token }           → WireOrder: a signed-in customer claims a
 *     guest order by presenting its access token (the X-Order-Token value, in the body or the
 *     header). Wrong token → 404; an order already claimed by another customer → 404; by the
 *     caller → the order again (idempotent).
 *
 * Refusals are WireError (domain/wire/catalog.ts): 400 bad body, 401 not signed in, 404 unknown
 * or someone else's, 409 limits (too many addresses/vehicles/cards), 422 business rules.
 */
import type { MoneyString, WireList } from './catalog';
import type { WireHandoff, WireOrder, WireOrderStatus, WireOrderTimeslot } from './orders';

export type { WireList } from './catalog';

/** A list without pages (an account holds few of each). */
export type WireItems<T> = { data: T[] };

/* ---------- profile ---------- */

export type WireProfile = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  phone: string;
  /** The code friends enter at sign-up (see /referrals). */
  referralCode: string;
  /** The user summary; loyalty is a later issue, so 0 for now. */
  spendablePoints: number;
  createdAt: string;
};

/** Any subset, at least one field. Same limits and messages as sign-up. */
export type WireProfileUpdate = { firstName?: string; lastName?: string; phone?: string };

/* ---------- addresses ---------- */

export const ADDRESS_KINDS = { home: 1, work: 2, other: 3 } as const;
export type WireAddressKind = keyof typeof ADDRESS_KINDS;
type WireAddressKindId = (typeof ADDRESS_KINDS)[WireAddressKind];

export type WireAddressInput = {
  /** home 1, work 2, other 3. */
  kindId: WireAddressKindId;
  address: string;
  city: string;
  state?: string | null;
  zip: string;
  aptSuitBldg?: string | null;
  deliveryInstructions?: string | null;
  /** true makes it the primary address (false is ignored: choose another primary instead). */
  primary?: boolean;
};

export type WireSavedAddress = {
  id: number;
  kindId: WireAddressKindId;
  kind: WireAddressKind;
  address: string;
  city: string;
  state: string | null;
  zip: string;
  aptSuitBldg: string | null;
  deliveryInstructions: string | null;
  primary: boolean;
  createdAt: string;
};

/* ---------- vehicles ---------- */

export type WireVehicleInput = { make: string; model: string; colour: string };
export type WireVehicle = WireVehicleInput & { id: number; createdAt: string };

/* ---------- saved cards ---------- */

export type WireSavedCard = {
  id: number;
  /** Pay with it: the card payment's `token` (the processor's payment method, `pm_...`). */
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Past its expiry month: the gateway will decline it. */
  expired: boolean;
  createdAt: string;
};

/* ---------- favourites ---------- */

export type WireFavorite = { locationId: number; favorite: boolean };

/* ---------- notifications ---------- */

/** Notification types. */
type WireNotificationType = 'info' | 'success' | 'error';

export type WireNotification = {
  id: number;
  kind: 'order-paid' | 'order-ready';
  type: WireNotificationType;
  /** Translated for the request's locale. */
  text: string;
  orderId: string | null;
  orderNumber: string | null;
  read: boolean;
  createdAt: string;
};

export type WireNotifications = WireItems<WireNotification> & { unread: number };

/* ---------- referrals ---------- */

/** pending: signed up; completed: has a paid order. */
type WireReferralStatus = 'pending' | 'completed';

export type WireReferral = {
  id: number;
  /** First name and last initial only ("Ana R."): the referrer does not see the email. */
  name: string;
  status: WireReferralStatus;
  createdAt: string;
};

export type WireReferrals = { code: string; data: WireReferral[] };

/* ---------- my orders ---------- */

export type WireOrderSummary = {
  id: string;
  number: string;
  status: WireOrderStatus;
  statusId: number;
  handoff: WireHandoff;
  /** Dine-in 1, pickup 2, delivery 3, curbside 4, drive-through 6. */
  handoffId?: number;
  categoryId: number;
  location: { id: number; slug: string; title: string };
  itemCount: number;
  total: MoneyString;
  currency: string;
  timeslot: WireOrderTimeslot | null;
  createdAt: string;
  paidAt: string | null;
};

export type WireMyOrders = WireList<WireOrderSummary>;

export type WireUnavailableItem = {
  itemId: number;
  title: string;
  /** 'not-sold' (gone from the store or its menu), 'unavailable' (sold out now), 'options' (a chosen option is gone). */
  reason: 'not-sold' | 'unavailable' | 'options';
};

export type WireReorder = { order: WireOrder; unavailable: WireUnavailableItem[] };
