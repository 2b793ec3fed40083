/**
 * The prices back office's contract (under /online-ordering, brand admins only): the base price
 * list with one store's own prices, changing one base price or one store's price, and bulk
 * changes across a state or a market, previewed, applied at once or planned for a time.
 */
import type { ItemSelection, PriceChangeRule, PriceChangeStatus, PriceScope } from '../pricing/bulk-change';

export const STAFF_PRICES_PATHS = {
  prices: '/admin/prices',
  basePrice: '/admin/prices/items/:itemId',
  storePrice: '/admin/prices/stores/:storeId/items/:itemId',
  preview: '/admin/prices/bulk/preview',
  bulk: '/admin/prices/bulk',
  scheduled: '/admin/prices/scheduled',
  cancel: '/admin/prices/scheduled/:changeId/cancel',
} as const;

export const basePricePath = (itemId: number) => STAFF_PRICES_PATHS.basePrice.replace(':itemId', String(itemId));
export const storePricePath = (storeId: number, itemId: number) =>
  STAFF_PRICES_PATHS.storePrice.replace(':storeId', String(storeId)).replace(':itemId', String(itemId));
export const cancelChangePath = (changeId: number) => STAFF_PRICES_PATHS.cancel.replace(':changeId', String(changeId));

/** Most moves a preview lists; `total` counts them all. */
export const PREVIEW_MOVES_MAX = 500;

export type WirePriceItem = { id: number; title: string; basePrice: string; sectionIds: number[] };
export type WirePriceSection = { id: number; title: string; menuTitle: string };
export type WirePriceStore = { id: number; title: string; stateId: number; stateName: string; countryCode: string; currency: string };
export type WirePriceState = { id: number; name: string; countryCode: string };
export type WirePriceMarket = { code: string; name: string; currency: string };
/** One item a store sells: its own price (null: it sells at the base price) and the price it sells at. */
export type WireStorePrice = { itemId: number; override: string | null; price: string };

export type WirePriceList = {
  items: WirePriceItem[];
  sections: WirePriceSection[];
  stores: WirePriceStore[];
  states: WirePriceState[];
  markets: WirePriceMarket[];
  /** The store asked for (?storeId=), with the items it sells. */
  store: { id: number; currency: string; prices: WireStorePrice[] } | null;
};

export type WireBasePriceChange = { basePrice: string };
/** `price` null: the store sells at the base price again. */
export type WireStorePriceChange = { price: string | null };

export type WirePriceChangeRequest = { items: ItemSelection; change: PriceChangeRule; scope: PriceScope };
export type WirePriceMove = { storeId: number; storeTitle: string; itemId: number; itemTitle: string; from: string; to: string };
export type WirePricePreview = { moves: WirePriceMove[]; total: number; currency: string };

/** `runAt` null or absent: now. */
export type WireBulkPriceRequest = WirePriceChangeRequest & { runAt?: string | null };
export type WireScheduledPriceChange = {
  id: number;
  status: PriceChangeStatus;
  runAt: string;
  request: WirePriceChangeRequest;
  /** What the scope and items read as: "Texas", "Canada"; a section's or the picked items' titles. */
  scopeName: string;
  previewCount: number;
  appliedCount: number | null;
  createdBy: string;
};
export type WireBulkPriceResult = { applied: number; scheduled: WireScheduledPriceChange | null };
export type WireScheduledPriceChanges = { changes: WireScheduledPriceChange[] };
