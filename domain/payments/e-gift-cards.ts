/**
 * E-gift cards: a card of the chain's gift-card ledger bought online and emailed to someone on a
 * day the buyer picks. The rules here are shared by the buying form and the API:
 * - they are sold where the market sells them (US in dollars, Canada in Canadian dollars), each
 *   with its amount presets and its lowest and highest amount; a custom amount has whole cents;
 * - the delivery day is the market's today or later, at most E_GIFT_DELIVERY_DAYS_AHEAD days ahead,
 *   and the card is sent when that day starts in the market's time zone;
 * - only a card pays for an e-gift card (never a gift card);
 * - staff may resend a card that was paid, and void one nobody has spent from, which refunds the
 *   buyer in full; a card spent from is never voided nor partly refunded (its holder keeps the balance).
 */
import { compareAmounts } from '@/domain/amounts';
import type { CountryCode, Currency } from '@/domain/markets';
import { addDays, formatLocalDate, toLocal, zonedToUtc } from '@/domain/ordering/zoned-time';
import { parseLocalDate } from '@/domain/ordering/order-day';
import type { FormRules } from '@/domain/validation/fields';

export type EGiftOffer = {
  currency: Currency;
  /** Whose calendar the delivery day is: the market's. */
  timeZone: string;
  presets: readonly string[];
  min: string;
  max: string;
};

/** The markets that sell e-gift cards; the footer's E-Gift Cards link shows in these only. */
export const E_GIFT_OFFERS: Partial<Record<CountryCode, EGiftOffer>> = {
  US: { currency: 'USD', timeZone: 'America/Chicago', presets: ['25.00', '50.00', '75.00', '100.00'], min: '10.00', max: '500.00' },
  CA: { currency: 'CAD', timeZone: 'America/Toronto', presets: ['25.00', '50.00', '75.00', '100.00'], min: '10.00', max: '500.00' },
};

export const E_GIFT_DELIVERY_DAYS_AHEAD = 90;

export const E_GIFT_PAGE = '/e-gift-cards';

export function eGiftOfferOf(country: CountryCode): EGiftOffer | null {
  return E_GIFT_OFFERS[country] ?? null;
}

/** The buying form's text fields; names and emails follow the guest form's shapes. */
export const E_GIFT_FIELDS = {
  recipientName: { max: 80, required: 'fieldRequired', refusesCardNumber: true },
  recipientEmail: { max: 254, required: 'emailRequired', format: 'email', invalid: 'invalidEmail' },
  senderName: { max: 80, required: 'fieldRequired', refusesCardNumber: true },
  senderEmail: { max: 254, required: 'emailRequired', format: 'email', invalid: 'invalidEmail' },
  message: { max: 250, refusesCardNumber: true },
} as const satisfies FormRules;

export const E_GIFT_MESSAGES = {
  notSold: 'E-gift cards are not sold in this market',
  amountInvalid: 'Enter the amount in [currency] with at most 2 decimals, like 40 or 40.50',
  amountOutOfRange: 'Choose an amount from [min] to [max] [currency]',
  dateInvalid: 'Choose the delivery date as a calendar day (YYYY-MM-DD)',
  datePast: 'The delivery date cannot be before today ([date])',
  dateTooFar: 'The delivery date can be at most [days] days ahead, [date] at the latest',
  giftCardTender: 'Gift cards cannot pay for gift cards: pay by card',
  notFound: 'E-gift card [id] was not found',
  notPaid: 'This e-gift card was never paid, so there is nothing to send or void',
  voided: 'This e-gift card was voided',
  spent: 'This e-gift card has been spent from, so it cannot be voided or refunded: its holder keeps the balance',
} as const;

export type EGiftMessageName = keyof typeof E_GIFT_MESSAGES;

export const E_GIFT_ERROR_CODES = [
  'egift_not_sold',
  'egift_amount_invalid',
  'egift_amount_out_of_range',
  'egift_date_invalid',
  'egift_date_past',
  'egift_date_too_far',
  'egift_gift_card_tender',
  'egift_not_paid',
  'egift_voided',
  'egift_spent',
] as const;
export type EGiftErrorCode = (typeof E_GIFT_ERROR_CODES)[number];

/** A refusal: its code and the values its message is written from. */
export type EGiftProblem = { code: EGiftErrorCode; name: EGiftMessageName; params: Record<string, string | number> };

const CENTS = /^\d{1,7}(\.\d{1,2})?$/;

/** The amount as the API keeps it ('40' → '40.00'), or its problem. */
export function checkAmount(offer: EGiftOffer, amount: string): { ok: true; amount: string } | { ok: false; problem: EGiftProblem } {
  const typed = amount.trim();
  if (!CENTS.test(typed)) return { ok: false, problem: { code: 'egift_amount_invalid', name: 'amountInvalid', params: { currency: offer.currency } } };
  if (compareAmounts(typed, offer.min) < 0 || compareAmounts(typed, offer.max) > 0) {
    return { ok: false, problem: { code: 'egift_amount_out_of_range', name: 'amountOutOfRange', params: { min: offer.min, max: offer.max, currency: offer.currency } } };
  }
  const [whole, fraction = ''] = typed.split('.');
  return { ok: true, amount: `${whole!.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}` };
}

/** The market's today, 'YYYY-MM-DD'. */
export function todayIn(offer: EGiftOffer, now: Date): string {
  return formatLocalDate(toLocal(now.getTime(), offer.timeZone));
}

/** The last delivery day a buyer may pick at `now`. */
export function lastDeliveryDay(offer: EGiftOffer, now: Date): string {
  return formatLocalDate(addDays(parseLocalDate(todayIn(offer, now))!, E_GIFT_DELIVERY_DAYS_AHEAD));
}

/** The problem of a delivery day picked at `now`, or null: today or later, within the limit. */
export function deliveryDateProblem(offer: EGiftOffer, day: string, now: Date): EGiftProblem | null {
  if (!parseLocalDate(day)) return { code: 'egift_date_invalid', name: 'dateInvalid', params: {} };
  const today = todayIn(offer, now);
  if (day < today) return { code: 'egift_date_past', name: 'datePast', params: { date: today } };
  const last = lastDeliveryDay(offer, now);
  if (day > last) return { code: 'egift_date_too_far', name: 'dateTooFar', params: { days: E_GIFT_DELIVERY_DAYS_AHEAD, date: last } };
  return null;
}

/** When a card for `day` is sent: the start of that day in the market's time zone. */
export function deliveryInstant(offer: EGiftOffer, day: string): Date {
  const date = parseLocalDate(day);
  if (!date) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(zonedToUtc(date, 0, offer.timeZone));
}

/**
 * An e-gift card's life: `pending` while its card payment runs, then `scheduled` (paid, waiting for
 * its day), `held` (paid, waiting for staff review: the card's postal code check failed),
 * `delivered`, or `voided`; `declined` when the payment did not go through.
 */
export type EGiftStatus = 'pending' | 'declined' | 'scheduled' | 'held' | 'delivered' | 'voided';
/** Where a voided card's refund of its payment stands (see server/db/schema/e-gift-cards.ts). */
export type EGiftRefundStatus = 'pending' | 'succeeded' | 'failed';

/** Whether the delivery job sends it at `now`. */
export function isDue(card: { status: EGiftStatus; deliverAt: Date }, now: Date): boolean {
  return card.status === 'scheduled' && card.deliverAt.getTime() <= now.getTime();
}

/** What staff may do with a card: resend (or release a held one) once paid; void while nobody spent from it. */
export function staffActionProblem(action: 'resend' | 'void', status: EGiftStatus, spent: boolean): EGiftProblem | null {
  if (status === 'pending' || status === 'declined') return { code: 'egift_not_paid', name: 'notPaid', params: {} };
  if (status === 'voided') return { code: 'egift_voided', name: 'voided', params: {} };
  if (action === 'void' && spent) return { code: 'egift_spent', name: 'spent', params: {} };
  return null;
}
