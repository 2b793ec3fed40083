/** The brand's quiet-time bonus, read and changed by brand admins; each change is audited with what it was before. */
import { interpolate } from '@/domain/interpolate';
import { QUIET_SLOT_MESSAGES, quietSlotSettingsProblem, type QuietSlotSettings } from '@/domain/kitchen/quiet-slots';
import { BadRequestError, ForbiddenError } from '@/server/errors';
import { quietSlotSettingsOf, saveQuietSlotSettings } from '@/server/modules/timeslots';
import { brandSetting, type BrandSettingsDeps } from '../brand-settings';

export type QuietSlotSettingsDeps = BrandSettingsDeps;

export const { read: quietSlotSettings, change: changeQuietSlotSettings } = brandSetting<QuietSlotSettings>({
  adminsOnly: () => new ForbiddenError(QUIET_SLOT_MESSAGES.adminsOnly, { code: 'quiet_slot_admins_only' }),
  problem: quietSlotSettingsProblem,
  invalid: (field) => new BadRequestError(interpolate(QUIET_SLOT_MESSAGES.settingInvalid, { field }), undefined, { code: 'quiet_slot_setting_invalid', params: { field } }),
  accepted: (body) => ({ thresholdPercent: body.thresholdPercent, bonusPoints: body.bonusPoints }),
  read: quietSlotSettingsOf,
  save: saveQuietSlotSettings,
  auditAction: 'quiet-slot-change',
});
