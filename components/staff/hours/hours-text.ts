/**
 * How the Hours screens write what the hours rules say: a problem of domain/staff/staff-hours.ts
 * in the console's language (a weekday param as the day's name, a date as the locale writes it),
 * a local date, and an interval on the locale's clock.
 */
import { formatClock } from '@/domain/hours';
import { htmlLang, type LocaleTag } from '@/domain/markets';
import type { HoursProblem } from '@/domain/staff/staff-hours';
import { hoursErrorCode } from '@/domain/staff/staff-hours-messages';
import type { HoursInterval } from '@/lib/api/staff-hours';
import type { Translate } from '@/lib/i18n';

const WEEKDAY_NAMES = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** 'YYYY-MM-DD' as the locale writes a day: 'Thursday, November 26, 2026'. */
export function dateText(date: string, locale: LocaleTag): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day, 12));
}

export function intervalText(interval: HoursInterval, locale: LocaleTag, t: Translate): string {
  return t('store.timeRange', { opens: formatClock(interval.opened, locale), closes: formatClock(interval.closed, locale) });
}

export function problemText(t: Translate, problem: HoursProblem, locale: LocaleTag): string {
  const params = Object.fromEntries(
    Object.entries(problem.params ?? {}).map(([key, value]) => {
      const text = String(value);
      if (WEEKDAY_NAMES.has(text)) return [key, t.dynamic(`day.${text}`, text)];
      if (key === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return [key, dateText(text, locale)];
      return [key, text];
    }),
  );
  return t.dynamic(`staffHours.error.${hoursErrorCode(problem.name)}`, problem.name, params);
}
