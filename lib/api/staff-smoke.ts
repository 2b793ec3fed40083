/**
 * The Today's smoke screen's calls (contract: domain/wire/smoke.ts): a store's board of meats,
 * a meat's smoke entered for today or tomorrow, and the store's threshold. Each takes a staff
 * context (lib/staff/session.ts).
 */
import { STAFF_SMOKE_PATHS as PATHS, staffSmokePath, type WireSmokeBoard, type WireSmokeEntryRequest, type WireSmokeMeat } from '@/domain/wire/smoke';
import { apiGet, apiPut, type ApiContext } from './client';

export type SmokeBoard = WireSmokeBoard;
export type SmokeMeat = WireSmokeMeat;

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchSmokeBoard(ctx: ApiContext, storeId: number): Promise<SmokeBoard> {
  return apiGet(ctx, path(staffSmokePath(PATHS.board, storeId)));
}

export function enterSmoke(ctx: ApiContext, storeId: number, itemId: number, day: string, entry: WireSmokeEntryRequest): Promise<SmokeMeat> {
  return apiPut(ctx, path(staffSmokePath(PATHS.entry, storeId, itemId, day)), entry);
}

export function setSmokeThreshold(ctx: ApiContext, storeId: number, percent: number): Promise<SmokeBoard> {
  return apiPut(ctx, path(staffSmokePath(PATHS.threshold, storeId)), { percent });
}
