/**
 * The prices back office's contract (under /online-ordering, brand admins only): the base price
 * list with one store's own prices (of its items and their options), changing one base price or
 * one store's price of an item or an option, and bulk changes across a state or a market (items,
 * and their options when asked), previewed, applied at once or planned for a time.
 */
import type { ItemSelection, PriceChangeRule, PriceChangeStatus, PriceScope } from '../pricing/bulk-change';

export const STAFF_PRICES_PATHS = {
  prices: '/admin/prices',
  basePrice: '/admin/prices/items/:itemId',
  storePrice: '/admin/prices/stores/:storeId/items/:itemId',
  storeOptionPrice: '/admin/prices/stores/:storeId/options/:optionId',
  preview: '/admin/prices/bulk/preview',
  bulk: '/admin/prices/bulk',
  scheduled: '/admin/prices/scheduled',
  cancel: '/admin/prices/scheduled/:changeId/cancel',
} as const;

export const basePricePath = (itemId: number) => STAFF_PRICES_PATHS.basePrice.replace(':itemId', String(itemId));
export const storePricePath = (storeId: number, itemId: number) =>
  STAFF_PRICES_PATHS.storePrice.replace(':storeId', String(storeId)).replace(':itemId', String(itemId));
export const storeOptionPricePath = (storeId: number, optionId: number) =>
  STAFF_PRICES_PATHS.storeOptionPrice.replace(':storeId', String(storeId)).replace(':optionId', String(optionId));
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

/**
 * One option of an item a store sells: the brand's price change for it, the store's own (null: it
 * charges the brand's) and the price change it charges, in the store's currency.
 */
export type WireStoreOptionPrice = { optionId: number; itemId: number; title: string; groupTitle: string; brandPrice: string; override: string | null; price: string };

/** A store's option price change saved: its own (null: the brand's) and the one it charges now. */
export type WireStoreOptionPriceResult = { optionId: number; override: string | null; price: string };

export type WirePriceList = {
  items: WirePriceItem[];
  sections: WirePriceSection[];
  stores: WirePriceStore[];
  states: WirePriceState[];
  markets: WirePriceMarket[];
  /** The store asked for (?storeId=), with the items it sells and their options. */
  store: { id: number; currency: string; prices: WireStorePrice[]; options: WireStoreOptionPrice[] } | null;
};

export type WireBasePriceChange = { basePrice: string };
/** `price` null: the store sells at the base price again. */
export type WireStorePriceChange = { price: string | null };

/** `withOptions`: the chosen items' options move by the same rule too. */
export type WirePriceChangeRequest = { items: ItemSelection; change: PriceChangeRule; scope: PriceScope; withOptions?: boolean };
/** A price that moves: an item's, or (optionId set) the price change of one of its options. */
export type WirePriceMove = { storeId: number; storeTitle: string; itemId: number; itemTitle: string; optionId: number | null; optionTitle: string | null; from: string; to: string };
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
