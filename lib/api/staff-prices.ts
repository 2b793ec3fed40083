/**
 * The prices back office's calls (contract: domain/wire/staff-prices.ts): the price list (with a
 * store's own prices of items and options), a base or store price change, a store's option price, a bulk change's preview, applying or planning
 * it, the planned changes, and cancelling one. Each takes a staff context (lib/staff/session.ts).
 */
import {
  basePricePath,
  cancelChangePath,
  STAFF_PRICES_PATHS as PATHS,
  storeOptionPricePath,
  storePricePath,
  type WireBulkPriceRequest,
  type WireBulkPriceResult,
  type WirePriceChangeRequest,
  type WirePriceList,
  type WirePricePreview,
  type WireScheduledPriceChange,
  type WireScheduledPriceChanges,
  type WireStoreOptionPriceResult,
  type WireStorePrice,
} from '@/domain/wire/staff-prices';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

export type PriceList = WirePriceList;
export type PriceChangeRequest = WirePriceChangeRequest;
export type PricePreview = WirePricePreview;
export type PlannedPriceChange = WireScheduledPriceChange;
export type BulkPriceResult = WireBulkPriceResult;
export type StorePrice = WireStorePrice;

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchPriceList(ctx: ApiContext, storeId?: number): Promise<PriceList> {
  return apiGet(ctx, path(storeId === undefined ? PATHS.prices : `${PATHS.prices}?storeId=${storeId}`));
}

export function changeBasePrice(ctx: ApiContext, itemId: number, basePrice: string): Promise<unknown> {
  return apiPut(ctx, path(basePricePath(itemId)), { basePrice });
}

/** `price` null: the store sells at the base price again. */
export function changeStorePrice(ctx: ApiContext, storeId: number, itemId: number, price: string | null): Promise<StorePrice> {
  return apiPut(ctx, path(storePricePath(storeId, itemId)), { price });
}

/** `price` null: the store charges the brand's price change for the option again. */
export function changeStoreOptionPrice(ctx: ApiContext, storeId: number, optionId: number, price: string | null): Promise<WireStoreOptionPriceResult> {
  return apiPut(ctx, path(storeOptionPricePath(storeId, optionId)), { price });
}

export function previewPriceChange(ctx: ApiContext, body: PriceChangeRequest): Promise<PricePreview> {
  return apiPost(ctx, path(PATHS.preview), body);
}

export function applyPriceChange(ctx: ApiContext, body: WireBulkPriceRequest): Promise<BulkPriceResult> {
  return apiPost(ctx, path(PATHS.bulk), body);
}

export async function fetchPlannedChanges(ctx: ApiContext): Promise<PlannedPriceChange[]> {
  return ((await apiGet(ctx, path(PATHS.scheduled))) as WireScheduledPriceChanges).changes;
}

export function cancelPlannedChange(ctx: ApiContext, changeId: number): Promise<PlannedPriceChange> {
  return apiPost(ctx, path(cancelChangePath(changeId)), undefined);
}
