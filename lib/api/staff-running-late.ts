/** The brand's running-late settings' calls (brand admins; contract: domain/wire/text-alerts.ts). Each takes a staff context (lib/staff/session.ts). */
import { LATE_SETTINGS_PATH, type WireLateSettings } from '@/domain/wire/text-alerts';
import { apiGet, apiPut, type ApiContext } from './client';

export type LateSettings = WireLateSettings;

const path = `/online-ordering${LATE_SETTINGS_PATH}`;

export function fetchLateSettings(ctx: ApiContext): Promise<LateSettings> {
  return apiGet(ctx, path);
}

export function changeLateSettings(ctx: ApiContext, settings: LateSettings): Promise<LateSettings> {
  return apiPut(ctx, path, settings);
}
