/**
 * The quote request form: the buyer's contact (the checkout's guest rules) and the event's details
 * (the catering rules, shared with the API), the request it sends, and which field an API refusal
 * belongs to, so the buyer sees it where it can be fixed.
 */
import type { QuoteRequest } from '@/lib/api/quote-requests';
import type { Rules } from '@/lib/form/checks';
import type { Translate } from '@/lib/i18n';
import type { CountryCode } from '@/domain/markets';
import { cateringFormMessages, quoteEventSchema, type QuoteEventValues } from '@/lib/validation/catering-schema';
import { EMPTY_GUEST, guestSchema, type GuestValues } from '@/lib/validation/guest-schema';
import { formMessages } from '@/lib/validation/messages';

export type QuoteRequestValues = GuestValues & QuoteEventValues;

/** The fields in the order the form shows them (focus goes to the first in error). */
export const QUOTE_REQUEST_FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'date', 'time', 'headcount', 'company', 'taxExemptId', 'notes'] as const;

type QuoteRequestField = (typeof QUOTE_REQUEST_FIELD_ORDER)[number];

/** `prefill`: a signed-in buyer's details, or those already on the cart. */
export function quoteRequestValues(prefill: GuestValues | null): QuoteRequestValues {
  return { ...(prefill ?? EMPTY_GUEST), date: '', time: '', headcount: '', company: '', notes: '', taxExemptId: '' };
}

/** `country`: the market's, whose phone numbers the buyer's must be. */
export function quoteRequestSchema(t: Translate, country: CountryCode): Rules<QuoteRequestValues> {
  const messages = formMessages(t);
  return { ...guestSchema(messages, country), ...quoteEventSchema(messages, cateringFormMessages(t)) };
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** The body of POST /orders/:orderId/get-a-quote; call it with values the schema accepted. */
export function toQuoteRequest(values: QuoteRequestValues): QuoteRequest {
  const event: QuoteRequest['event'] = { date: values.date.trim(), time: values.time.trim(), headcount: Number(values.headcount) };
  const company = optional(values.company);
  const notes = optional(values.notes);
  const taxExemptId = optional(values.taxExemptId);
  if (company) event.company = company;
  if (notes) event.notes = notes;
  if (taxExemptId) event.taxExemptId = taxExemptId;
  return {
    contact: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), phone: values.phone.trim() },
    event,
  };
}

/** The field an API refusal is about, by its code; the rest are about the whole request. */
const FIELD_OF_CODE: Record<string, QuoteRequestField> = {
  catering_event_too_soon: 'date',
  catering_event_too_far: 'date',
  catering_store_closed_on_date: 'date',
  catering_headcount_out_of_range: 'headcount',
  catering_tax_exempt_id_invalid: 'taxExemptId',
  first_name_required: 'firstName',
  last_name_required: 'lastName',
  email_required: 'email',
  invalid_email: 'email',
  phone_required: 'phone',
  invalid_phone: 'phone',
  date_required: 'date',
  time_required: 'time',
  invalid_time: 'time',
};

export function fieldOfCode(code: string | undefined): QuoteRequestField | null {
  return (code && FIELD_OF_CODE[code]) || null;
}
