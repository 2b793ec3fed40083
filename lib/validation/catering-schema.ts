/**
 * The catering quote form's event details: the rules are domain/validation's catering fields, the
 * API's own. The date and time use the checkout's date and time texts; the notice and horizon
 * depend on the store's clock, so the API checks those and the form shows its answer.
 */
import { interpolate } from '@/domain/interpolate';
import { HANDOFF, ORDER_CATEGORY } from '@/domain/ordering/handoffs';
import { leadTimeMinutes } from '@/domain/ordering/timeslots';
import {
  CATERING_FIELDS,
  CATERING_FORM_MESSAGES,
  CATERING_HEADCOUNT,
  CATERING_MAX_DAYS_AHEAD,
  isEventDate,
  isEventTime,
  type CateringFormMessageName,
} from '@/domain/validation/catering';
import { firstOf, holds, required, type Rules } from '@/lib/form/checks';
import type { Translate } from '@/lib/i18n';
import { textField } from './fields';
import { headcountField } from './headcount-field';
import type { FormMessages } from './messages';

export type QuoteEventValues = { date: string; time: string; headcount: number | ''; company: string; notes: string; taxExemptId: string };

type CateringFormMessages = Record<CateringFormMessageName, string>;

/** The catalogue key of each text: the API's error key where the API sends the same refusal. */
const KEYS: Record<CateringFormMessageName, string> = {
  headcountOutOfRange: 'catering.error.catering_headcount_out_of_range',
  taxExemptIdInvalid: 'catering.error.catering_tax_exempt_id_invalid',
  companyTooLong: 'catering.validation.companyTooLong',
  notesTooLong: 'catering.validation.notesTooLong',
  eventTooSoon: 'catering.error.catering_event_too_soon',
  eventTooFar: 'catering.error.catering_event_too_far',
  reasonTooLong: 'catering.validation.reasonTooLong',
};

/** The numbers each text is written with. */
const LIMITS: Record<CateringFormMessageName, Record<string, number>> = {
  headcountOutOfRange: { ...CATERING_HEADCOUNT },
  taxExemptIdInvalid: {},
  companyTooLong: { max: CATERING_FIELDS.company.max },
  notesTooLong: { max: CATERING_FIELDS.notes.max },
  eventTooSoon: { hours: leadTimeMinutes(HANDOFF.pickup, ORDER_CATEGORY.getAQuote) / 60 },
  eventTooFar: { days: CATERING_MAX_DAYS_AHEAD },
  reasonTooLong: { max: CATERING_FIELDS.rejectionReason.max },
};

/** Every catering form text in the translator's language, its numbers filled in. */
export function cateringFormMessages(t: Translate): CateringFormMessages {
  const names = Object.keys(CATERING_FORM_MESSAGES) as CateringFormMessageName[];
  return Object.fromEntries(names.map((name) => [name, interpolate(t.dynamic(KEYS[name], CATERING_FORM_MESSAGES[name]), LIMITS[name])])) as CateringFormMessages;
}

export function quoteEventSchema(
  checkout: Pick<FormMessages, 'dateRequired' | 'timeRequired' | 'invalidTime'>,
  messages: CateringFormMessages,
): Rules<QuoteEventValues> {
  return {
    date: firstOf(required(checkout.dateRequired), holds(checkout.invalidTime, (date) => isEventDate(date))),
    time: firstOf(required(checkout.timeRequired), holds(checkout.invalidTime, (time) => isEventTime(time))),
    headcount: headcountField(messages.headcountOutOfRange),
    company: textField(CATERING_FIELDS.company, messages),
    notes: textField(CATERING_FIELDS.notes, messages),
    taxExemptId: textField(CATERING_FIELDS.taxExemptId, messages),
  };
}

export type QuoteRejectionValues = { reason: string };

/** The buyer's rejection of an estimate: an optional reason, as long as the API takes. */
export function quoteRejectionSchema(messages: CateringFormMessages): Rules<QuoteRejectionValues> {
  return { reason: textField(CATERING_FIELDS.rejectionReason, messages) };
}
