/**
 * The catering quote request's event details: the number of guests, the company, the notes and
 * the tax-exempt id, with the texts of their refusals. The storefront's quote form
 * (lib/validation/catering-schema.ts) and the API's quote routes are built from these.
 * The event's date and time use the standard date and time texts; the time is on the quarter hour.
 */
import { interpolate } from '../interpolate';
import type { FormRules } from './fields';

/** Fewer guests is an everyday order; more is a call to the catering team. */
export const CATERING_HEADCOUNT = { min: 10, max: 2000 } as const;

/** The event is at most this many days ahead. */
export const CATERING_MAX_DAYS_AHEAD = 365;

/** Our texts: no standard text exists for these fields. */
export const CATERING_FORM_MESSAGES = {
  headcountOutOfRange: 'Enter a number of guests from [min] to [max]',
  taxExemptIdInvalid: 'A tax-exempt id is 4 to 20 letters, digits or dashes',
  companyTooLong: 'A company name takes at most [max] characters',
  notesTooLong: 'Notes take at most [max] characters',
  eventTooSoon: 'A catering event needs [hours] hours of notice: choose a later date or time',
  eventTooFar: 'A catering event can be requested at most [days] days ahead',
  reasonTooLong: 'A reason takes at most [max] characters',
} as const;

export type CateringFormMessageName = keyof typeof CATERING_FORM_MESSAGES;

export const CATERING_FIELDS = {
  company: { max: 120, invalid: 'companyTooLong' },
  notes: { max: 1000, invalid: 'notesTooLong' },
  taxExemptId: { max: 20, format: 'taxExemptId', invalid: 'taxExemptIdInvalid' },
  /** Why the buyer rejects an estimate: optional. */
  rejectionReason: { max: 500, invalid: 'reasonTooLong' },
} as const satisfies FormRules;

/** 'YYYY-MM-DD' and 'HH:MM' (24-hour, on the quarter hour) as the form sends them. */
const EVENT_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const EVENT_TIME_PATTERN = /^([01]\d|2[0-3]):(00|15|30|45)$/;

/** Whether `date` is a real calendar day written 'YYYY-MM-DD'. */
export function isEventDate(date: string): boolean {
  if (!EVENT_DATE_PATTERN.test(date)) return false;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

export function isEventTime(time: string): boolean {
  return EVENT_TIME_PATTERN.test(time);
}

/** The refusal of a headcount, or null when it is a whole number in range. */
export function headcountProblem(headcount: number): string | null {
  if (Number.isSafeInteger(headcount) && headcount >= CATERING_HEADCOUNT.min && headcount <= CATERING_HEADCOUNT.max) return null;
  return interpolate(CATERING_FORM_MESSAGES.headcountOutOfRange, CATERING_HEADCOUNT);
}

/**
 * What staff type into a catering estimate: line and fee titles, quantities, money and rates,
 * and the reason given with a step. The API's estimate schema and the console's editor share these.
 */
export const ESTIMATE_LIMITS = {
  lineTitle: { max: 120 },
  feeTitle: { max: 80 },
  quantity: { min: 1, max: 999 },
  lines: { max: 100 },
  fees: { max: 20 },
  /** A reason given with a step or a cancellation: the history column's size. */
  reason: { max: 500 },
  /** The most an estimate may come to, far above any event and within what the amount columns hold. */
  total: { max: '999999.99' },
  /** The leads list's search: a number, or part of a name, email or company. */
  search: { max: 100 },
} as const;

/** A non-negative amount with at most 2 decimals and at most 7 digits before the point. */
export const ESTIMATE_MONEY_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
/** A fraction from 0 to 1 with at most 6 decimals: '0.0825', '1'. */
export const ESTIMATE_RATE_PATTERN = /^(0(\.\d{1,6})?|1(\.0{1,6})?)$/;

export const ESTIMATE_MESSAGES = {
  titleRequired: 'Give each line and fee a title',
  titleTooLong: 'A title takes at most [max] characters',
  quantityOutOfRange: 'Enter a quantity from [min] to [max]',
  moneyInvalid: 'Enter an amount of at least 0 with at most 2 decimals, like 25 or 12.50',
  rateInvalid: 'Enter a rate from 0 to 1, like 0.25 for 25 %',
  reasonRequired: 'Say why',
  totalTooLarge: 'An estimate may come to at most [max]',
} as const;
