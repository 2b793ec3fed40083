/**
 * A store's hours as its managers edit them (contract: domain/wire/staff-hours.ts): the weekly
 * hours and the dated exceptions. Each call takes a staff context (lib/staff/session.ts).
 */
import {
  STAFF_HOURS_PATHS as PATHS,
  staffHoursPath,
  type WireHoursDay,
  type WireHoursExceptionEntry,
  type WireHoursExceptionRequest,
  type WireHoursInterval,
  type WireStoreHours,
} from '@/domain/wire/staff-hours';
import { apiDelete, apiGet, apiPost, apiPut, type ApiContext } from './client';

export type StoreHours = WireStoreHours;
export type HoursDay = WireHoursDay;
export type HoursInterval = WireHoursInterval;
export type HoursExceptionEntry = WireHoursExceptionEntry;
export type HoursExceptionChange = WireHoursExceptionRequest;

const path = (relative: string) => `/online-ordering${relative}`;

export function fetchStoreHours(ctx: ApiContext, storeId: number): Promise<StoreHours> {
  return apiGet(ctx, path(staffHoursPath(PATHS.hours, storeId)));
}

export function saveWeeklyHours(ctx: ApiContext, storeId: number, week: HoursDay[]): Promise<StoreHours> {
  return apiPut(ctx, path(staffHoursPath(PATHS.hours, storeId)), { week });
}

export function addHoursException(ctx: ApiContext, storeId: number, body: HoursExceptionChange): Promise<HoursExceptionEntry> {
  return apiPost(ctx, path(staffHoursPath(PATHS.exceptions, storeId)), body);
}

export function changeHoursException(ctx: ApiContext, storeId: number, exceptionId: number, body: HoursExceptionChange): Promise<HoursExceptionEntry> {
  return apiPut(ctx, path(staffHoursPath(PATHS.exception, storeId, exceptionId)), body);
}

export function deleteHoursException(ctx: ApiContext, storeId: number, exceptionId: number): Promise<void> {
  return apiDelete(ctx, path(staffHoursPath(PATHS.exception, storeId, exceptionId)));
}
