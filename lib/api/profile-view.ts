/**
 * What the account pages show of the signed-in customer's data (lib/api/profile.ts fetches it).
 * These views have the same shape as the API's answers, so they are named here rather than
 * reshaped: components import them from lib/api, never the wire format.
 */
import type { WireLocation } from '@/domain/wire/catalog';
import type {
  WireAddressInput,
  WireAddressKind,
  WireMyOrders,
  WireNotification,
  WireNotifications,
  WireOrderSummary,
  WireProfile,
  WireReferrals,
  WireSavedAddress,
  WireSavedCard,
  WireUnavailableItem,
  WireVehicle,
  WireVehicleInput,
} from '@/domain/wire/profile';

export { ADDRESS_KINDS } from '@/domain/wire/profile';

export type Profile = WireProfile;
export type AddressKind = WireAddressKind;
export type SavedAddress = WireSavedAddress;
export type AddressInput = WireAddressInput;
export type Vehicle = WireVehicle;
export type VehicleInput = WireVehicleInput;
export type SavedCard = WireSavedCard;
/** A favourite store of the customer. */
export type FavoriteStore = WireLocation;
export type AccountNotification = WireNotification;
export type AccountNotifications = WireNotifications;
export type Referrals = WireReferrals;
export type MyOrders = WireMyOrders;
/** One of the customer's past orders, as My Orders lists it. */
export type PastOrder = WireOrderSummary;
/** An item of a reordered order that the store no longer sells. */
export type UnavailableItem = WireUnavailableItem;
