/** The brand's quiet-time bonus, read and changed by brand admins; each change is audited with what it was before. */
import { interpolate } from '@/domain/interpolate';
import { QUIET_SLOT_MESSAGES, quietSlotSettingsProblem, type QuietSlotSettings } from '@/domain/kitchen/quiet-slots';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { BadRequestError, ForbiddenError } from '@/server/errors';
import { quietSlotSettingsOf, saveQuietSlotSettings } from '@/server/modules/timeslots';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';

export type QuietSlotSettingsDeps = { db: Database; now: () => Date };

function brandAdmin(caller: StaffIdentity): void {
  if (caller.role !== 'brand_admin') throw new ForbiddenError(QUIET_SLOT_MESSAGES.adminsOnly, { code: 'quiet_slot_admins_only' });
}

export async function quietSlotSettings(deps: QuietSlotSettingsDeps, caller: StaffIdentity): Promise<QuietSlotSettings> {
  brandAdmin(caller);
  return quietSlotSettingsOf(deps.db, caller.brandId);
}

export async function changeQuietSlotSettings(deps: QuietSlotSettingsDeps, request: StaffCaller, caller: StaffIdentity, body: QuietSlotSettings): Promise<QuietSlotSettings> {
  brandAdmin(caller);
  const field = quietSlotSettingsProblem(body);
  if (field) throw new BadRequestError(interpolate(QUIET_SLOT_MESSAGES.settingInvalid, { field }), undefined, { code: 'quiet_slot_setting_invalid', params: { field } });
  const settings = { thresholdPercent: body.thresholdPercent, bonusPoints: body.bonusPoints };
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await quietSlotSettingsOf(tx, caller.brandId);
    await saveQuietSlotSettings(tx, caller.brandId, settings);
    await recordAudit(tx, { staffId: caller.id, action: 'quiet-slot-change', subjectType: 'loyalty', subjectId: String(caller.brandId), before, after: settings, requestId: request.requestId, clientAddress: request.ip, at });
  });
  return quietSlotSettingsOf(deps.db, caller.brandId);
}
