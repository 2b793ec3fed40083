/**
 * What the catering rules read of a lead, and how far it is to its event: in whole days on the
 * store's calendar (for buckets, reminders and the hot-lead rule) or in real hours (for refunds).
 */
import { SECONDS_PER_DAY } from '../constants';
import { formatLocalDate, toLocal, type LocalDate } from '../ordering/zoned-time';
import type { LeadStatusId } from './lead-status';

/** A decimal amount as it travels: "12.50". */
export type MoneyString = string;

type LeadEstimate = {
  total: MoneyString;
  deposit: MoneyString;
  /** The estimate may be accepted and paid until this instant, not at it. */
  validUntil: Date;
};

export type CateringLead = {
  /** Null until the request is submitted. */
  status: LeadStatusId | null;
  eventStartsAt: Date;
  /** The store's IANA time zone: days are counted on its calendar. */
  timeZone: string;
  headcount: number;
  /** The total of the quote request as the buyer built it, when known. */
  requestTotal?: MoneyString | null;
  /** The estimate last sent, if any. */
  estimate?: LeadEstimate | null;
  /** Everything the buyer has paid: the deposit, or the full amount. */
  amountPaid?: MoneyString | null;
};

export const DAY_MS = SECONDS_PER_DAY * 1000;
const HOUR_MS = DAY_MS / 24;

function dayNumber(date: LocalDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

/** The event's date on the store's calendar: 'YYYY-MM-DD'. */
export function eventDateOf(lead: Pick<CateringLead, 'eventStartsAt' | 'timeZone'>): string {
  return formatLocalDate(toLocal(lead.eventStartsAt.getTime(), lead.timeZone));
}

/**
 * Whole days from the store's today to the event's date: 0 on the event day, 1 the day before,
 * -1 the day after, whatever the time of day.
 */
export function daysToEvent(lead: Pick<CateringLead, 'eventStartsAt' | 'timeZone'>, now: Date): number {
  const today = toLocal(now.getTime(), lead.timeZone);
  const eventDay = toLocal(lead.eventStartsAt.getTime(), lead.timeZone);
  return Math.round(dayNumber(eventDay) - dayNumber(today));
}

/** Real hours from `now` to the event's start, with fractions; negative once it has started. */
export function hoursToEvent(lead: Pick<CateringLead, 'eventStartsAt'>, now: Date): number {
  return (lead.eventStartsAt.getTime() - now.getTime()) / HOUR_MS;
}
