/**
 * A publishing time as the console's date-and-time field gives it ("2026-12-01T14:00"), read on
 * the brand's clocks (BRAND.timeZone, whatever zone the browser is in; the field says which) to the
 * instant the API takes; null when empty or not a date and time. Posts, list entries and documents
 * are scheduled by this one rule (domain/content/publishing-time.ts).
 */
import { BRAND } from '@/content/brand';
import { publishingInstant } from '@/domain/content/publishing-time';

/** The zone the console's publishing times are read in. */
export const PUBLISHING_TIME_ZONE: string = BRAND.timeZone;

export function scheduledInstant(fieldValue: string): string | null {
  return publishingInstant(fieldValue, PUBLISHING_TIME_ZONE);
}
