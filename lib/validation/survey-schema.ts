/**
 * The survey forms' Yup schemas, built from domain/validation's survey fields: the same limits,
 * shapes and texts the API enforces (the texts in the form's language, under the API's error
 * keys `survey.error.<code>`). The guest's name, email and phone use the checkout's texts.
 * Values are what the inputs hold (text); `toFeedbackInput` and `toContestInput` make the bodies.
 */
import { boolean, object, string } from 'yup';
import { VALIDATION_MESSAGES } from '@/domain/messages';
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
import type { Translate } from '@/lib/i18n';
import type { CateringContestInput, CateringFeedbackInput } from '@/lib/api/surveys';
import { headcountField, textField } from './fields';
import { formMessages } from './messages';

export type SurveyFormMessages = Record<SurveyMessageName, string> & { restaurantRequired: string; dateRequired: string };

/** Every survey text in the translator's language, its limits filled in; the API's English when a language lacks one. */
export function surveyFormMessages(t: Translate): SurveyFormMessages {
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

export function cateringFeedbackSchema(t: Translate) {
  const form = formMessages(t);
  const survey = surveyFormMessages(t);
  const messages = { ...form, ...survey };
  const F = CATERING_FEEDBACK_FIELDS;
  const rating = string().oneOf(['', ...ratingValues], survey.ratingOutOfRange);
  return object({
    firstName: textField(F.firstName, messages),
    lastName: textField(F.lastName, messages),
    email: textField(F.email, messages),
    phone: textField(F.phone, messages),
    quoteNumber: string().trim().matches(/^\d{0,10}$/, survey.quoteNumberInvalid),
    // The quote names its store: the restaurant is asked only without one.
    storeId: string().when('quoteNumber', { is: (quote: string | undefined) => !quote?.trim(), then: (field) => field.required(survey.restaurantRequired) }),
    eventDate: string().trim().required(survey.dateRequired).test('date', survey.eventDateOutOfRange, (value) => !value || isEventDate(value)),
    serviceTypeId: string().required(survey.serviceTypeRequired),
    overall: rating.required(survey.ratingRequired),
    food: rating,
    service: rating,
    onTime: rating,
    comment: textField(F.comment, messages),
  });
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

export function cateringContestSchema(t: Translate) {
  const survey = surveyFormMessages(t);
  const messages = { ...formMessages(t), ...survey };
  const C = CATERING_CONTEST_FIELDS;
  return object({
    firstName: textField(C.firstName, messages),
    lastName: textField(C.lastName, messages),
    email: textField(C.email, messages),
    phone: textField(C.phone, messages),
    company: textField(C.company, messages),
    headcount: headcountField(survey.headcountOutOfRange),
    occasion: textField(C.occasion, messages),
    reason: textField(C.reason, messages),
    acceptRules: boolean().oneOf([true], survey.rulesNotAccepted),
  });
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
