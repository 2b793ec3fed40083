/**
 * The survey forms' rules, built from domain/validation's survey fields: the same limits,
 * shapes and texts the API enforces (the texts in the form's language, under the API's error
 * keys `survey.error.<code>`). The guest's name, email and phone use the checkout's texts.
 * Values are what the inputs hold (text); `toFeedbackInput` and `toContestInput` make the bodies.
 */
import type { CountryCode } from '@/domain/markets';
import { VALIDATION_MESSAGES } from '@/domain/validation/messages';
import { isEventDate } from '@/domain/validation/catering';
import {
  CATERING_CONTEST_FIELDS,
  CATERING_FEEDBACK_FIELDS,
  surveyErrorCode,
  SURVEY_LIMITS,
  SURVEY_MESSAGES,
  SURVEY_RATING,
  type SurveyMessageName,
} from '@/domain/validation/surveys';
import { firstOf, holds, isBlank, oneOf, required, ticked, type Rules } from '@/lib/form/checks';
import type { Translate } from '@/lib/i18n';
import type { CateringContestInput, CateringFeedbackInput } from '@/lib/api/surveys';
import { textField } from './fields';
import { phoneField } from './phone-field';
import { headcountField } from './headcount-field';
import { formMessages } from './messages';

type SurveyFormMessages = Record<SurveyMessageName, string> & { restaurantRequired: string; dateRequired: string };

/** Every survey text in the translator's language, its limits filled in; the API's English when a language lacks one. */
function surveyFormMessages(t: Translate): SurveyFormMessages {
  const names = Object.keys(SURVEY_MESSAGES) as SurveyMessageName[];
  const texts = Object.fromEntries(names.map((name) => [name, t.dynamic(`survey.error.${surveyErrorCode(name)}`, SURVEY_MESSAGES[name], numbersOf(name))]));
  return {
    ...(texts as Record<SurveyMessageName, string>),
    restaurantRequired: t.dynamic('checkout.error.restaurantRequired', VALIDATION_MESSAGES.restaurantRequired),
    dateRequired: formMessages(t).dateRequired,
  };
}

function numbersOf(name: SurveyMessageName): Record<string, string> {
  return Object.fromEntries(Object.entries(SURVEY_LIMITS[name] ?? {}).map(([key, value]) => [key, String(value)]));
}

const ratingValues = Array.from({ length: SURVEY_RATING.max - SURVEY_RATING.min + 1 }, (_, index) => String(SURVEY_RATING.min + index));

export type CateringFeedbackValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  storeId: string;
  quoteNumber: string;
  eventDate: string;
  serviceTypeId: string;
  overall: string;
  food: string;
  service: string;
  onTime: string;
  comment: string;
  website: string;
};

/** `country`: the market's, whose phone numbers the phone must be (national or with its +). */
export function cateringFeedbackSchema(t: Translate, country: CountryCode): Rules<CateringFeedbackValues> {
  const form = formMessages(t);
  const survey = surveyFormMessages(t);
  const messages = { ...form, ...survey };
  const F = CATERING_FEEDBACK_FIELDS;
  const rating = oneOf<CateringFeedbackValues>(ratingValues, survey.ratingOutOfRange);
  return {
    firstName: textField(F.firstName, messages),
    lastName: textField(F.lastName, messages),
    email: textField(F.email, messages),
    phone: phoneField(F.phone, messages, country),
    quoteNumber: holds(survey.quoteNumberInvalid, (quote) => /^\d{0,10}$/.test(quote)),
    // The quote names its store: the restaurant is asked only without one.
    storeId: required(survey.restaurantRequired, (values) => isBlank(values.quoteNumber)),
    eventDate: firstOf(required(survey.dateRequired), holds(survey.eventDateOutOfRange, (date) => isEventDate(date))),
    serviceTypeId: required(survey.serviceTypeRequired),
    overall: firstOf(required(survey.ratingRequired), rating),
    food: rating,
    service: rating,
    onTime: rating,
    comment: textField(F.comment, messages),
  };
}

/** `{ [name]: number }` when the text holds one, else nothing: the API takes an absent field, not null. */
const numberField = <K extends string>(name: K, text: string): Partial<Record<K, number>> =>
  (text.trim() ? { [name]: Number(text) } : {}) as Partial<Record<K, number>>;

export function toFeedbackInput(values: CateringFeedbackValues): CateringFeedbackInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    ...numberField('storeId', values.storeId),
    ...numberField('quoteNumber', values.quoteNumber),
    eventDate: values.eventDate.trim(),
    serviceTypeId: Number(values.serviceTypeId),
    ratings: { overall: Number(values.overall), ...numberField('food', values.food), ...numberField('service', values.service), ...numberField('onTime', values.onTime) },
    ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
    website: values.website,
  };
}

export type CateringContestValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  headcount: number | '';
  occasion: string;
  reason: string;
  storeId: string;
  acceptRules: boolean;
  website: string;
};

/** `country`: the market's, whose phone numbers the phone must be (national or with its +). */
export function cateringContestSchema(t: Translate, country: CountryCode): Rules<CateringContestValues> {
  const survey = surveyFormMessages(t);
  const messages = { ...formMessages(t), ...survey };
  const C = CATERING_CONTEST_FIELDS;
  return {
    firstName: textField(C.firstName, messages),
    lastName: textField(C.lastName, messages),
    email: textField(C.email, messages),
    phone: phoneField(C.phone, messages, country),
    company: textField(C.company, messages),
    headcount: headcountField(survey.headcountOutOfRange),
    occasion: textField(C.occasion, messages),
    reason: textField(C.reason, messages),
    acceptRules: ticked(survey.rulesNotAccepted),
  };
}

export function toContestInput(values: CateringContestValues): CateringContestInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(values.company.trim() ? { company: values.company.trim() } : {}),
    headcount: Number(values.headcount),
    occasion: values.occasion.trim(),
    reason: values.reason.trim(),
    acceptRules: values.acceptRules,
    ...numberField('storeId', values.storeId),
    website: values.website,
  };
}
