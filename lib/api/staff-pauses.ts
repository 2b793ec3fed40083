/** A store's pauses of online orders as its managers set them (contract: domain/wire/staff-pauses.ts). */
import { STAFF_PAUSE_PATHS as PATHS, staffPausePath, type WirePauseRequest, type WireStorePauses } from '@/domain/wire/staff-pauses';
import { apiDelete, apiGet, apiPut, type ApiContext } from './client';

export type StorePauses = WireStorePauses;
export type PauseMinutes = WirePauseRequest['minutes'];

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchStorePauses(ctx: ApiContext, storeId: number): Promise<StorePauses> {
  return apiGet(ctx, path(staffPausePath(PATHS.pauses, storeId)));
}

export function pauseStoreHandoff(ctx: ApiContext, storeId: number, handoffId: number, minutes: PauseMinutes): Promise<StorePauses> {
  return apiPut(ctx, path(staffPausePath(PATHS.pause, storeId, handoffId)), { minutes });
}

export function resumeStoreHandoff(ctx: ApiContext, storeId: number, handoffId: number): Promise<StorePauses> {
  return apiDelete(ctx, path(staffPausePath(PATHS.pause, storeId, handoffId)));
}
