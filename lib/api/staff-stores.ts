/**
 * The Stores screen's calls (contract: domain/wire/staff-stores.ts): the stores a manager runs,
 * one store, adding a store, changing its details and its ordering, the place of a postal code. Each takes a staff context
 * (lib/staff/session.ts).
 */
import {
  STAFF_STORES_PATHS as PATHS,
  staffStorePath,
  type WireStore,
  type WireStoreChoices,
  type WireStoreCreateRequest,
  type WireStoreDetailsRequest,
  type WireStoreList,
  type WireStoreOrderingRequest,
  type WireStorePage,
  type WireStorePlace,
  type WireStoreSummary,
} from '@/domain/wire/staff-stores';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

export type StaffStore = WireStore;
export type StaffStoreSummary = WireStoreSummary;
export type StaffStoreChoices = WireStoreChoices;
export type StaffStoreList = WireStoreList;
export type StaffStorePage = WireStorePage;
export type StaffStoreCreate = WireStoreCreateRequest;
export type StaffStoreDetails = WireStoreDetailsRequest;
export type StaffStoreOrdering = WireStoreOrderingRequest;
export type StaffStorePlace = WireStorePlace;

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchStaffStores(ctx: ApiContext): Promise<StaffStoreList> {
  return apiGet(ctx, path(PATHS.stores));
}

export function fetchStaffStore(ctx: ApiContext, storeId: number): Promise<StaffStorePage> {
  return apiGet(ctx, path(staffStorePath(PATHS.store, storeId)));
}

export function addStaffStore(ctx: ApiContext, body: StaffStoreCreate): Promise<StaffStore> {
  return apiPost(ctx, path(PATHS.stores), body);
}

export function changeStaffStoreDetails(ctx: ApiContext, storeId: number, body: StaffStoreDetails): Promise<StaffStore> {
  return apiPut(ctx, path(staffStorePath(PATHS.store, storeId)), body);
}

export function changeStaffStoreOrdering(ctx: ApiContext, storeId: number, body: StaffStoreOrdering): Promise<StaffStore> {
  return apiPut(ctx, path(staffStorePath(PATHS.ordering, storeId)), body);
}

export function fetchStaffStorePlace(ctx: ApiContext, country: string, postalCode: string): Promise<StaffStorePlace> {
  return apiGet(ctx, path(PATHS.geocode), { query: { country, postalCode } });
}
