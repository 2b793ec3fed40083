/**
 * A store card's hours line and a closed store's scheduled handoffs as a diner reads them: "Open now",
 * "Closed · Opens 10:45 AM", "Closed · Opens tomorrow 10:45 AM", "Closed · Opens Friday 10:45 AM";
 * "Carryout: schedule for tomorrow 11:00 AM or later". Times are the store's, written the
 * locale's way (domain/clock-format.ts); the weekday's name comes from Intl.
 */
import { clockText } from '@/domain/clock-text';
import { htmlLang, type LocaleTag } from '@/domain/markets';
import type { OpeningMoment, OpeningStatus } from '@/domain/ordering/store-opening';
import type { Translate } from '@/lib/i18n-core';

function momentValues(moment: OpeningMoment, timeZone: string, locale: LocaleTag) {
  return {
    time: clockText(moment.hour, moment.minute, locale),
    weekday: new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', timeZone }).format(moment.at),
  };
}

export function openingText(t: Translate, locale: LocaleTag, status: OpeningStatus, timeZone: string): string {
  if (status.kind === 'open') return t('ordering.finder.openNow');
  if (status.kind === 'closed') return t('locations.opens.none');
  return t(`locations.opens.${status.day}`, momentValues(status, timeZone, locale));
}

/** `handoff`: the handoff's name as the finder shows it ("Carryout"). */
export function scheduledText(t: Translate, locale: LocaleTag, handoff: string, moment: OpeningMoment, timeZone: string): string {
  return t(`handoffs.finder.scheduled.${moment.day}`, { handoff, ...momentValues(moment, timeZone, locale) });
}
