/**
 * The Stores screen's contract (under /online-ordering): the stores a manager may see, one store
 * as the form edits it, adding a store (brand admins), changing its details (brand admins) and
 * how it takes orders (its store managers too), and where a postal code places a store.
 */
import type { StoreDetails, StoreOrdering } from '@/domain/stores/store-fields';

export const STAFF_STORES_PATHS = {
  stores: '/admin/stores',
  store: '/admin/stores/:storeId',
  ordering: '/admin/stores/:storeId/ordering',
  geocode: '/admin/geocode',
} as const;

export const staffStorePath = (path: string, storeId: number) => path.replace(':storeId', String(storeId));

export type WireStoreSummary = {
  id: number;
  title: string;
  slug: string;
  city: string;
  state: string;
  countryCode: string;
  onlineOrdering: boolean;
};

/** A state a store may be in, with the time zone its stores mostly keep (a suggestion for a new one). */
export type WireStoreState = { id: number; label: string; name: string; countryCode: string; timeZone: string | null };
export type WireStoreMenu = { id: number; title: string };

/** What the form offers: states, the brand's menus, stores whose hours a new store may copy. */
export type WireStoreChoices = { states: WireStoreState[]; menus: WireStoreMenu[]; canAdd: boolean };

export type WireStoreList = { stores: WireStoreSummary[]; choices: WireStoreChoices };

export type WireStore = StoreDetails &
  StoreOrdering & {
    id: number;
    countryCode: string;
    makeCapacityMinutes: number;
    /** The caller may change the details (a brand admin); otherwise only the ordering. */
    canChangeDetails: boolean;
  };

export type WireStoreDetailsRequest = StoreDetails;
export type WireStoreOrderingRequest = StoreOrdering;

/** A new store: its details and ordering, and where its weekly hours start (a store's to copy, or every day 11:00–21:00). */
export type WireStoreCreateRequest = StoreDetails & StoreOrdering & { hoursFromStoreId: number | null };

export type WireStorePage = { store: WireStore; choices: WireStoreChoices };

/** Where a postal code places a store: its centre, and its city (US codes) and state when known. */
export type WireStorePlace = { postalCode: string; latitude: number; longitude: number; city: string | null; stateId: number | null };
