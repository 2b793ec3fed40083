/**
 * The console's running-late panel (brand admins, on the loyalty page): how long past the promised
 * time an order counts as late, when its apology credit is given, and how much (points for an
 * account, a percentage off for a guest). Checked by the rules the API applies
 * (domain/text-alerts lateSettingsProblem) before it is sent; a problem is said and its field focused.
 */
import { LATE_LIMITS, lateSettingsProblem, type LateSettingName } from '@/domain/text-alerts/running-late';
import { changeLateSettings, fetchLateSettings, type LateSettings } from '@/lib/api/staff-running-late';
import { useMarket } from '@/lib/use-market';
import { SettingsPanel, wholeNumber } from '../loyalty/settings-panel';

const FIELDS: readonly LateSettingName[] = ['graceMinutes', 'creditAfterMinutes', 'creditPoints', 'couponPercent'];

export function RunningLateForm({ initial }: { initial: LateSettings }) {
  const { t } = useMarket();
  return (
    <SettingsPanel
      id="running-late"
      initial={initial}
      names={FIELDS}
      texts={{
        title: t('textAlerts.settings.title'),
        intro: t('textAlerts.settings.intro'),
        save: t('textAlerts.settings.save'),
        done: t('textAlerts.settings.done'),
        label: (name) => t.dynamic(`textAlerts.settings.${name}`, name),
        problem: (name) => t.dynamic(`textAlerts.settings.problem.${name}`, name, { min: String(LATE_LIMITS[name].min), max: String(LATE_LIMITS[name].max) }),
      }}
      shown={(settings, name) => String(settings[name])}
      read={(typed) => ({
        graceMinutes: wholeNumber(typed.graceMinutes),
        creditAfterMinutes: wholeNumber(typed.creditAfterMinutes),
        creditPoints: wholeNumber(typed.creditPoints),
        couponPercent: typed.couponPercent.trim(),
      })}
      problemOf={lateSettingsProblem}
      inputMode={(name) => (name === 'couponPercent' ? 'decimal' : 'numeric')}
      fetch={fetchLateSettings}
      change={changeLateSettings}
    />
  );
}
