/** The brand's running-late settings, read and changed by brand admins; each change is audited with what it was before. */
import { interpolate } from '@/domain/interpolate';
import { lateSettingsProblem, TEXT_ALERT_MESSAGES, textAlertErrorCode, type LateSettings } from '@/domain/text-alerts';
import { BadRequestError, ForbiddenError } from '@/server/errors';
import { lateSettingsOf, saveLateSettings } from '@/server/modules/text-alerts';
import { brandSetting, type BrandSettingsDeps } from '../brand-settings';

export type LateSettingsDeps = BrandSettingsDeps;

export const { read: lateSettings, change: changeLateSettings } = brandSetting<LateSettings>({
  adminsOnly: () => new ForbiddenError(TEXT_ALERT_MESSAGES.adminsOnly, { code: textAlertErrorCode('adminsOnly') }),
  problem: (body) => lateSettingsProblem({ ...body, couponPercent: body.couponPercent.trim() }),
  invalid: (field) => new BadRequestError(interpolate(TEXT_ALERT_MESSAGES.lateSettingInvalid, { field }), undefined, { code: textAlertErrorCode('lateSettingInvalid'), params: { field } }),
  accepted: (body) => ({ ...body, couponPercent: Number(body.couponPercent.trim()).toFixed(2) }),
  read: lateSettingsOf,
  save: saveLateSettings,
  auditAction: 'running-late-change',
});
