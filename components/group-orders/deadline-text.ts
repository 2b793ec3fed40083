/** The group's deadline as a time of day at the store, in the diner's language (2:30 PM, 14 h 30). */
import { formatClock } from '@/domain/clock-text';
import type { LocaleTag } from '@/domain/markets';

export function deadlineText(deadline: string, timeZone: string, locale: LocaleTag): string {
  const parts = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(new Date(deadline));
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return formatClock(`${hour}:${minute}`, locale);
}
