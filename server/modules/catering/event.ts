/**
 * The event details of a quote request, checked with the shared rules (domain/validation
 * catering fields) and placed on the store's calendar: the date and time as the buyer chose
 * them in the store's time zone, the instant they make, the guests and the optional texts.
 * Malformed input answers 400 with the field's message; an event too close, too far or on a
 * day the store is closed (its weekly hours or a dated exception) 422.
 */
import { CATERING_ERROR_CODES, CATERING_MESSAGES } from '@/domain/catering/messages';
import { interpolate } from '@/domain/interpolate';
import { VALIDATION_MESSAGES } from '@/domain/messages';
import { leadTimeMinutes, HANDOFF, ORDER_CATEGORY } from '@/domain/ordering';
import { parseLocalDate } from '@/domain/ordering/order-day';
import { intervalsOn, type StoreSchedule } from '@/domain/ordering/store-hours';
import { zonedToUtc } from '@/domain/ordering/zoned-time';
import {
  CATERING_FIELDS,
  CATERING_FORM_MESSAGES,
  CATERING_HEADCOUNT,
  CATERING_MAX_DAYS_AHEAD,
  headcountProblem,
  isEventDate,
  isEventTime,
  isTaxExemptId,
} from '@/domain/validation';
import type { WireQuoteEventInput } from '@/domain/wire/catering';
import { BadRequestError, UnprocessableError } from '@/server/errors';

export type EventDetails = {
  eventStartsAt: Date;
  eventDate: string;
  eventTime: string;
  headcount: number;
  company: string | null;
  notes: string | null;
  taxExemptId: string | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const clean = (text: string | undefined) => (text?.trim() ? text.trim() : null);

function eventInstant(date: string, time: string, timeZone: string): Date {
  if (!date.trim()) throw new BadRequestError(VALIDATION_MESSAGES.dateRequired, ['"event.date" is required'], { code: 'date_required' });
  if (!time.trim()) throw new BadRequestError(VALIDATION_MESSAGES.timeRequired, ['"event.time" is required'], { code: 'time_required' });
  if (!isEventDate(date.trim()) || !isEventTime(time.trim())) {
    throw new BadRequestError(VALIDATION_MESSAGES.invalidTime, ['"event.date" is YYYY-MM-DD and "event.time" HH:MM on the quarter hour'], { code: 'invalid_time' });
  }
  const [year, month, day] = date.trim().split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.trim().split(':').map(Number) as [number, number];
  return new Date(zonedToUtc({ year, month, day }, hours * 60 + minutes, timeZone));
}

/** 422 when the store opens no interval on the event's date. */
function assertStoreOpensOn(date: string, schedule: StoreSchedule): void {
  const day = parseLocalDate(date);
  if (day && intervalsOn(day, schedule.hours, schedule.exceptions).length > 0) return;
  const params = { eventDate: date };
  throw new UnprocessableError(interpolate(CATERING_MESSAGES.storeClosedOnDate, params), undefined, { code: CATERING_ERROR_CODES.storeClosedOnDate, params });
}

/** The event's details checked and trimmed, its start placed in the store's time zone on a day it opens. */
export function checkEvent(input: WireQuoteEventInput, schedule: StoreSchedule, now: Date): EventDetails {
  const { timeZone } = schedule;
  const headcount = headcountProblem(input.headcount);
  if (headcount) throw new BadRequestError(headcount, undefined, { code: 'catering_headcount_out_of_range', params: { ...CATERING_HEADCOUNT } });
  const taxExemptId = clean(input.taxExemptId);
  if (taxExemptId && (taxExemptId.length > CATERING_FIELDS.taxExemptId.max || !isTaxExemptId(taxExemptId))) {
    throw new BadRequestError(CATERING_FORM_MESSAGES.taxExemptIdInvalid, undefined, { code: 'catering_tax_exempt_id_invalid' });
  }
  const eventStartsAt = eventInstant(input.date, input.time, timeZone);
  const noticeMinutes = leadTimeMinutes(HANDOFF.pickup, ORDER_CATEGORY.getAQuote);
  if (eventStartsAt.getTime() < now.getTime() + noticeMinutes * 60_000) {
    const hours = noticeMinutes / 60;
    throw new UnprocessableError(interpolate(CATERING_FORM_MESSAGES.eventTooSoon, { hours }), undefined, { code: 'catering_event_too_soon', params: { hours } });
  }
  if (eventStartsAt.getTime() > now.getTime() + CATERING_MAX_DAYS_AHEAD * DAY_MS) {
    const days = CATERING_MAX_DAYS_AHEAD;
    throw new UnprocessableError(interpolate(CATERING_FORM_MESSAGES.eventTooFar, { days }), undefined, { code: 'catering_event_too_far', params: { days } });
  }
  assertStoreOpensOn(input.date.trim(), schedule);
  return {
    eventStartsAt,
    eventDate: input.date.trim(),
    eventTime: input.time.trim(),
    headcount: input.headcount,
    company: clean(input.company),
    notes: clean(input.notes),
    taxExemptId,
  };
}
