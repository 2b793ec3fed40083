/**
 * The contact forms' rules, built from domain/validation/contact.ts: the same limits,
 * shapes and texts the API enforces (the texts in the form's language, under the API's error keys
 * `contact.error.<code>`). Names, email, phone and the date use the checkout's texts. Values are
 * what the inputs hold (text); `toTalkToInput` and `toGeneralFeedbackInput` make the bodies.
 */
import type { CountryCode } from '@/domain/markets';
import { VALIDATION_MESSAGES } from '@/domain/validation/messages';
import {
  contactErrorCode,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  GENERAL_FEEDBACK_FIELDS,
  isRecentVisitDate,
  TALK_TO_FIELDS,
  type ContactMessageName,
} from '@/domain/validation/contact';
import type { GeneralFeedbackInput, TalkToInput } from '@/lib/api/contact';
import { firstOf, holds, required, type Rules } from '@/lib/form/checks';
import type { Translate } from '@/lib/i18n';
import { textField } from './fields';
import { phoneField } from './phone-field';
import { formMessages } from './messages';

type ContactFormMessages = Record<ContactMessageName, string> & { restaurantRequired: string };

function numbersOf(name: ContactMessageName): Record<string, string> {
  return Object.fromEntries(Object.entries(CONTACT_LIMITS[name] ?? {}).map(([key, value]) => [key, String(value)]));
}

/** Every contact text in the translator's language, its limits filled in; the API's English when a language lacks one. */
function contactFormMessages(t: Translate): ContactFormMessages {
  const names = Object.keys(CONTACT_MESSAGES) as ContactMessageName[];
  const texts = Object.fromEntries(names.map((name) => [name, t.dynamic(`contact.error.${contactErrorCode(name)}`, CONTACT_MESSAGES[name], numbersOf(name))]));
  return { ...(texts as Record<ContactMessageName, string>), restaurantRequired: t.dynamic('checkout.error.restaurantRequired', VALIDATION_MESSAGES.restaurantRequired) };
}

export type TalkToValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  storeId: string;
  visitDate: string;
  visitTypeId: string;
  message: string;
  website: string;
};

export type GeneralFeedbackValues = {
  firstName: string;
  lastName: string;
  email: string;
  feedbackTypeId: string;
  message: string;
  website: string;
};

/** `now` is when the form checks: a visit is of today or the past VISIT_DAYS_BACK days. */
/** `country`: the market's, whose phone numbers the phone must be (national or with its +). */
export function talkToSchema(t: Translate, country: CountryCode, now: () => Date = () => new Date()): Rules<TalkToValues> {
  const contact = contactFormMessages(t);
  const messages = { ...formMessages(t), ...contact };
  const F = TALK_TO_FIELDS;
  return {
    firstName: textField(F.firstName, messages),
    lastName: textField(F.lastName, messages),
    email: textField(F.email, messages),
    phone: phoneField(F.phone, messages, country),
    storeId: required(contact.restaurantRequired),
    visitDate: firstOf(required(messages.dateRequired), holds(contact.visitDateOutOfRange, (date) => isRecentVisitDate(date, now()))),
    visitTypeId: required(contact.visitTypeRequired),
    message: textField(F.message, messages),
  };
}

export function generalFeedbackSchema(t: Translate): Rules<GeneralFeedbackValues> {
  const contact = contactFormMessages(t);
  const messages = { ...formMessages(t), ...contact };
  const F = GENERAL_FEEDBACK_FIELDS;
  return {
    firstName: textField(F.firstName, messages),
    lastName: textField(F.lastName, messages),
    email: textField(F.email, messages),
    feedbackTypeId: required(contact.feedbackTypeRequired),
    message: textField(F.message, messages),
  };
}

export function toTalkToInput(values: TalkToValues): TalkToInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    storeId: Number(values.storeId),
    visitDate: values.visitDate.trim(),
    visitTypeId: Number(values.visitTypeId),
    message: values.message.trim(),
    website: values.website,
  };
}

export function toGeneralFeedbackInput(values: GeneralFeedbackValues): GeneralFeedbackInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    feedbackTypeId: Number(values.feedbackTypeId),
    message: values.message.trim(),
    website: values.website,
  };
}
