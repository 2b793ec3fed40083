/** The brand's quiet-time bonus calls (brand admins; contract: domain/wire/staff-quiet-slots.ts). Each takes a staff context (lib/staff/session.ts). */
import { QUIET_SLOT_SETTINGS_PATH, type WireQuietSlotSettings } from '@/domain/wire/staff-quiet-slots';
import { apiGet, apiPut, type ApiContext } from './client';

export type QuietSlotSettings = WireQuietSlotSettings;

const path = `/online-ordering${QUIET_SLOT_SETTINGS_PATH}`;

export function fetchQuietSlotSettings(ctx: ApiContext): Promise<QuietSlotSettings> {
  return apiGet(ctx, path);
}

export function changeQuietSlotSettings(ctx: ApiContext, settings: QuietSlotSettings): Promise<QuietSlotSettings> {
  return apiPut(ctx, path, settings);
}
