/**
 * The privacy forms' rules, built from domain/privacy's fields: the same limits, shapes and
 * texts the API enforces (the texts in the form's language, under the API's error keys
 * `privacy.error.<code>`). Values are what the inputs hold (text); `toRequestInput` and
 * `toDoNotSellInput` make the bodies, leaving empty optional fields out.
 */
import type { CountryCode } from '@/domain/markets';
import {
  DO_NOT_SELL_FIELDS,
  PRIVACY_CORRECTION_FIELDS,
  PRIVACY_LIMITS,
  PRIVACY_MESSAGES,
  PRIVACY_REQUEST_FIELDS,
  privacyErrorCode,
  type PrivacyMessageName,
} from '@/domain/privacy/messages';
import { firstOf, isBlank, required, type Rules } from '@/lib/form/checks';
import type { Translate } from '@/lib/i18n';
import type { DoNotSellInput, PrivacyRequestInput } from '@/lib/api/privacy';
import { textField } from './fields';
import { phoneField } from './phone-field';
import { formMessages } from './messages';

/** Every privacy text in the translator's language, its limits filled in; the API's English when a language lacks one. */
function privacyFormMessages(t: Translate): Record<PrivacyMessageName, string> {
  const names = Object.keys(PRIVACY_MESSAGES) as PrivacyMessageName[];
  return Object.fromEntries(
    names.map((name) => [name, t.dynamic(`privacy.error.${privacyErrorCode(name)}`, PRIVACY_MESSAGES[name], Object.fromEntries(Object.entries(PRIVACY_LIMITS[name] ?? {}).map(([key, value]) => [key, String(value)])))]),
  ) as Record<PrivacyMessageName, string>;
}

export type PrivacyRequestValues = {
  requestType: string;
  requestorType: string;
  agentName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  correctedFirstName: string;
  correctedLastName: string;
  correctedPhone: string;
  details: string;
  website: string;
};

export const EMPTY_PRIVACY_REQUEST: PrivacyRequestValues = {
  requestType: '', requestorType: '', agentName: '', firstName: '', lastName: '', email: '', phone: '', correctedFirstName: '', correctedLastName: '', correctedPhone: '', details: '', website: '',
};

/** `country`: the market's, whose phone numbers a phone must be (national or with its +). */
export function privacyRequestSchema(t: Translate, country: CountryCode): Rules<PrivacyRequestValues> {
  const privacy = privacyFormMessages(t);
  const messages = { ...formMessages(t), ...privacy };
  const R = PRIVACY_REQUEST_FIELDS;
  const C = PRIVACY_CORRECTION_FIELDS;
  const correcting = (values: PrivacyRequestValues) => values.requestType === 'correct';
  return {
    requestType: required(privacy.requestTypeRequired),
    requestorType: required(privacy.requestorTypeRequired),
    agentName: firstOf(required(privacy.agentNameRequired, (values) => values.requestorType === 'agent'), textField(R.agentName, messages)),
    firstName: textField(R.firstName, messages),
    lastName: textField(R.lastName, messages),
    email: textField(R.email, messages),
    phone: phoneField(R.phone, messages, country),
    // A correction needs at least one corrected value: the first one says so when all are empty.
    correctedFirstName: firstOf(
      required(privacy.correctionsRequired, (values) => correcting(values) && isBlank(values.correctedLastName) && isBlank(values.correctedPhone)),
      textField(C.firstName, messages),
    ),
    correctedLastName: textField(C.lastName, messages),
    correctedPhone: phoneField(C.phone, messages, country),
    details: textField(R.details, messages),
  };
}

const filled = <K extends string>(name: K, text: string): Partial<Record<K, string>> => (text.trim() ? ({ [name]: text.trim() } as Record<K, string>) : {});

export function toRequestInput(values: PrivacyRequestValues): PrivacyRequestInput {
  const corrections = { ...filled('firstName', values.correctedFirstName), ...filled('lastName', values.correctedLastName), ...filled('phone', values.correctedPhone) };
  return {
    requestType: values.requestType,
    requestorType: values.requestorType,
    ...(values.requestorType === 'agent' ? filled('agentName', values.agentName) : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...filled('phone', values.phone),
    ...(values.requestType === 'correct' ? { corrections } : {}),
    ...filled('details', values.details),
    website: values.website,
  };
}

export type DoNotSellValues = { firstName: string; lastName: string; email: string; website: string };

export const EMPTY_DO_NOT_SELL: DoNotSellValues = { firstName: '', lastName: '', email: '', website: '' };

export function doNotSellSchema(t: Translate): Rules<DoNotSellValues> {
  const messages = { ...formMessages(t), ...privacyFormMessages(t) };
  const D = DO_NOT_SELL_FIELDS;
  return { firstName: textField(D.firstName, messages), lastName: textField(D.lastName, messages), email: textField(D.email, messages) };
}

export function toDoNotSellInput(values: DoNotSellValues): DoNotSellInput {
  return { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), website: values.website };
}
