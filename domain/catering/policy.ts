/**
 * The numbers of the catering rules, each defined once. None are given for catering, so these
 * are ours. Days are whole days on the store's calendar; hours are real elapsed hours.
 */

/**
 * Upcoming-sale buckets by days to the event. The labels overlap at 7, so a week away counts
 * as "7+": 7 or more days → 9, 4 to 6 → 8, 3 or fewer → 7 (an event booked the day
 * before stays in 7 until it is held).
 */
export const UPCOMING_7_PLUS_MIN_DAYS = 7;
export const UPCOMING_4_TO_7_MIN_DAYS = 4;

/** A submitted lead is hot from this many guests, from this total, or this close to the event. */
export const HOT_LEAD_MIN_HEADCOUNT = 100;
export const HOT_LEAD_MIN_TOTAL = '1500.00';
export const HOT_LEAD_WITHIN_DAYS = 3;

/** An estimate is valid this many days after it is sent, and never past the event's start. */
export const ESTIMATE_VALID_DAYS = 7;

/**
 * Refund of the deposit when the buyer cancels: all of it from this many hours before the
 * event's start, none within NO_REFUND_WITHIN_HOURS, and PARTIAL_REFUND_RATE of it between.
 * Whatever was paid beyond the deposit is refunded in full, and a cancellation on the store's
 * side (the store cancels, declines or is closed) refunds everything paid.
 */
export const FULL_REFUND_FROM_HOURS = 7 * 24;
export const NO_REFUND_WITHIN_HOURS = 48;
export const PARTIAL_REFUND_RATE = '0.5';

/** Reminders to the buyer, in days before the event, latest last. */
export const REMINDER_DAYS_BEFORE = [3, 1] as const;
export type ReminderDaysBefore = (typeof REMINDER_DAYS_BEFORE)[number];

/** The feedback request is due the day after the event, and stops being sent this many days after. */
export const FEEDBACK_REQUEST_AFTER_DAYS = 1;
export const FEEDBACK_REQUEST_WINDOW_DAYS = 7;

/** The share of an estimate's total paid to book, unless staff set another on the estimate. */
export const DEFAULT_DEPOSIT_RATE = '0.25';
