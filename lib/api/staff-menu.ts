/**
 * The Menu availability screen's calls (contract: domain/wire/staff-menu.ts): a store's items
 * with their availability, sold out today or back on sale, and an item's serving times. Each
 * takes a staff context (lib/staff/session.ts).
 */
import {
  STAFF_MENU_PATHS as PATHS,
  staffMenuPath,
  type WireDaypart,
  type WireServingRequest,
  type WireStaffMenu,
  type WireStaffMenuItem,
  type WireStaffMenuSection,
} from '@/domain/wire/staff-menu';
import { apiGet, apiPut, type ApiContext } from './client';

export type StaffMenu = WireStaffMenu;
export type StaffMenuSection = WireStaffMenuSection;
export type StaffMenuItem = WireStaffMenuItem;
export type StaffDaypart = WireDaypart;
export type StaffServing = WireServingRequest;

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchStaffMenu(ctx: ApiContext, storeId: number): Promise<StaffMenu> {
  return apiGet(ctx, path(staffMenuPath(PATHS.store, storeId)));
}

export function setItemSoldOut(ctx: ApiContext, storeId: number, itemId: number, soldOut: boolean): Promise<StaffMenuItem> {
  return apiPut(ctx, path(staffMenuPath(PATHS.soldOut, storeId, itemId)), { soldOut });
}

export function setItemServing(ctx: ApiContext, storeId: number, itemId: number, serving: StaffServing): Promise<StaffMenuItem> {
  return apiPut(ctx, path(staffMenuPath(PATHS.serving, storeId, itemId)), serving);
}
