/**
 * The console's quiet-time bonus panel (brand admins, on the loyalty page, beside running late):
 * under what share of the make capacity booked a time is quiet, and the points it earns a
 * signed-in diner (0 in either turns it off). Checked by the rule the API applies
 * (domain/kitchen/quiet-slots quietSlotSettingsProblem) before it is sent.
 */
import { QUIET_SLOT_LIMITS, QUIET_SLOT_SETTING_NAMES, quietSlotSettingsProblem } from '@/domain/kitchen/quiet-slots';
import { changeQuietSlotSettings, fetchQuietSlotSettings, type QuietSlotSettings } from '@/lib/api/staff-quiet-slots';
import { useMarket } from '@/lib/use-market';
import { SettingsPanel, wholeNumber } from '../loyalty/settings-panel';

export function QuietSlotsForm({ initial }: { initial: QuietSlotSettings }) {
  const { t } = useMarket();
  return (
    <SettingsPanel
      id="quiet-slots"
      initial={initial}
      names={QUIET_SLOT_SETTING_NAMES}
      texts={{
        title: t('quietSlots.settings.title'),
        intro: t('quietSlots.settings.intro'),
        save: t('quietSlots.settings.save'),
        done: t('quietSlots.settings.done'),
        label: (name) => t.dynamic(`quietSlots.settings.${name}`, name),
        problem: (name) => t.dynamic(`quietSlots.settings.problem.${name}`, name, { min: String(QUIET_SLOT_LIMITS[name].min), max: String(QUIET_SLOT_LIMITS[name].max) }),
      }}
      shown={(settings, name) => String(settings[name])}
      read={(typed) => ({ thresholdPercent: wholeNumber(typed.thresholdPercent), bonusPoints: wholeNumber(typed.bonusPoints) })}
      problemOf={quietSlotSettingsProblem}
      fetch={fetchQuietSlotSettings}
      change={changeQuietSlotSettings}
    />
  );
}
