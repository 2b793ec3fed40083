/** The quiet-time bonus as the checkout's time picker says it: "12:15 PM · +50 points" on a quiet time, and the points a note explains. */
import type { Translate } from '@/lib/i18n';
import type { TimeslotsView } from '@/lib/api/checkout-view';

/** The bonus a quiet time earns on any offered day (the brand's one number), or undefined when no time is quiet. */
export function quietBonusOffered(timeslots: TimeslotsView): number | undefined {
  for (const day of timeslots.days) {
    const quiet = day.slots.find((slot) => slot.quietBonus !== undefined);
    if (quiet) return quiet.quietBonus;
  }
  return undefined;
}

/** A time's option text, with its bonus when it has one. */
export function withBonus(time: string, bonus: number | undefined, t: Translate): string {
  if (!bonus) return time;
  return `${time} · ${t.count('quietSlots.picker.bonus', bonus)}`;
}
