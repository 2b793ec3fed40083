/** The brand's running-late settings, read and changed by brand admins; each change is audited with what it was before. */
import { interpolate } from '@/domain/interpolate';
import { lateSettingsProblem, TEXT_ALERT_MESSAGES, textAlertErrorCode, type LateSettings } from '@/domain/text-alerts';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { BadRequestError, ForbiddenError } from '@/server/errors';
import { lateSettingsOf, saveLateSettings } from '@/server/modules/text-alerts';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';

export type LateSettingsDeps = { db: Database; now: () => Date };

function brandAdmin(caller: StaffIdentity): void {
  if (caller.role !== 'brand_admin') throw new ForbiddenError(TEXT_ALERT_MESSAGES.adminsOnly, { code: textAlertErrorCode('adminsOnly') });
}

export async function lateSettings(deps: LateSettingsDeps, caller: StaffIdentity): Promise<LateSettings> {
  brandAdmin(caller);
  return lateSettingsOf(deps.db, caller.brandId);
}

export async function changeLateSettings(deps: LateSettingsDeps, request: StaffCaller, caller: StaffIdentity, body: LateSettings): Promise<LateSettings> {
  brandAdmin(caller);
  const settings = { ...body, couponPercent: Number(body.couponPercent.trim()).toFixed(2) };
  const field = lateSettingsProblem({ ...body, couponPercent: body.couponPercent.trim() });
  if (field) throw new BadRequestError(interpolate(TEXT_ALERT_MESSAGES.lateSettingInvalid, { field }), undefined, { code: textAlertErrorCode('lateSettingInvalid'), params: { field } });
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lateSettingsOf(tx, caller.brandId);
    await saveLateSettings(tx, caller.brandId, settings);
    await recordAudit(tx, { staffId: caller.id, action: 'running-late-change', subjectType: 'loyalty', subjectId: String(caller.brandId), before, after: settings, requestId: request.requestId, clientAddress: request.ip, at });
  });
  return lateSettingsOf(deps.db, caller.brandId);
}
