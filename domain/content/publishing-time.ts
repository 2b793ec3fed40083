/**
 * A publishing time as the console's date-and-time field gives it ("2026-12-01T14:00"), read on
 * the clocks of the brand's time zone, to the instant the API stores; and back. Posts, list
 * entries and documents are scheduled by this one rule, whatever zone the browser is in. Across a
 * daylight-saving change (domain/ordering/zoned-time.ts): a time the clocks show twice is its
 * first occurrence, a time they skip moves on by the gap (02:30 on the spring-forward night is 03:30).
 */
import { formatLocalDate, formatLocalTime, toLocal, zonedToUtc } from '@/domain/ordering/zoned-time';

const FIELD_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant (ISO) `fieldValue` names on `timeZone`'s clocks; null when empty or not a real day and time. */
export function publishingInstant(fieldValue: string, timeZone: string): string | null {
  const match = FIELD_PATTERN.exec(fieldValue.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(zonedToUtc({ year, month, day }, hour * 60 + minute, timeZone)).toISOString();
}

/** The field's value ("2026-12-01T14:00") of `iso` on `timeZone`'s clocks. */
export function publishingFieldValue(iso: string, timeZone: string): string {
  const local = toLocal(new Date(iso).getTime(), timeZone);
  return `${formatLocalDate(local)}T${formatLocalTime(local)}`;
}
