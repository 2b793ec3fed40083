/**
 * The survey forms' fields: limits, the texts of their refusals and the code the API sends with
 * each. The storefront's form rules (lib/validation/survey-schema.ts) and the API's survey
 * routes (server/modules/surveys/) are built from these. Names, email and phone use the guest's
 * rules and standard texts (GUEST_FIELDS); a survey's own texts are here.
 */
import { interpolate } from '../interpolate';
import { CATERING_FIELDS, CATERING_HEADCOUNT, isEventDate } from './catering';
import { GUEST_FIELDS, type FormRules } from './fields';

/** A rating: whole stars from 1 to 5. */
export const SURVEY_RATING = { min: 1, max: 5 } as const;

/** Feedback is about an event of today or of at most this many days ago. */
const FEEDBACK_EVENT_DAYS_BACK = 365;

/** The fake field people never see (it is hidden from them); a filled one marks a robot. */
export const HONEYPOT_FIELD = 'website';

/** Submissions of one survey form a connection may send in a window. */
export const SURVEY_SUBMISSION_LIMIT = { max: 5, windowMinutes: 10 } as const;

/** Our texts: no standard text exists for these. */
export const SURVEY_MESSAGES = {
  serviceTypeRequired: 'Choose the catering service you had',
  serviceTypeUnknown: 'Service type [serviceTypeId] is not one we offer: choose one from the list',
  ratingRequired: 'Rate your overall experience from [min] to [max] stars',
  ratingOutOfRange: 'A rating is a whole number of stars from [min] to [max]',
  commentTooLong: 'A comment takes at most [max] characters',
  eventDateOutOfRange: 'Choose the date of your event: today or within the past [days] days',
  quoteNumberInvalid: 'A quote number is the number on your catering emails, such as 5001',
  quoteNotFound: 'We found no catering quote [number] for this email address',
  quoteStoreMismatch: 'Quote [number] was catered by another restaurant: leave the restaurant empty or choose that one',
  feedbackAlreadyGiven: 'Thank you: we already have your feedback on quote [number]',
  storeUnknown: 'Restaurant [storeId] was not found: choose one from the list',
  companyTooLong: 'A company name takes at most [max] characters',
  headcountOutOfRange: 'Enter a number of guests from [min] to [max]',
  occasionRequired: 'Tell us the occasion',
  occasionTooLong: 'The occasion takes at most [max] characters',
  reasonRequired: 'Tell us why we should cater your event',
  reasonTooLong: 'Your answer takes at most [max] characters',
  rulesNotAccepted: 'Accept the contest rules to enter',
  contestAlreadyEntered: 'This email address has already entered the catering contest this season. You can enter again from [nextPeriodStart]',
} as const;

export type SurveyMessageName = keyof typeof SURVEY_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type SurveyErrorCode = `survey_${Snake<SurveyMessageName>}`;

export function surveyErrorCode(name: SurveyMessageName): SurveyErrorCode {
  return `survey_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as SurveyErrorCode;
}

/** Every code a survey refusal carries; the storefront has a text for each (survey.error.<code>). */
export const SURVEY_ERROR_CODES: readonly SurveyErrorCode[] = (Object.keys(SURVEY_MESSAGES) as SurveyMessageName[]).map(surveyErrorCode);

/** The numbers the field texts are written with (the rest take theirs from the refusal). */
export const SURVEY_LIMITS: Partial<Record<SurveyMessageName, Record<string, number>>> = {
  ratingRequired: { ...SURVEY_RATING },
  ratingOutOfRange: { ...SURVEY_RATING },
  commentTooLong: { max: 2000 },
  eventDateOutOfRange: { days: FEEDBACK_EVENT_DAYS_BACK },
  companyTooLong: { max: CATERING_FIELDS.company.max },
  headcountOutOfRange: { ...CATERING_HEADCOUNT },
  occasionTooLong: { max: 120 },
  reasonTooLong: { max: 1000 },
};

/** A survey text in English with its limits filled in. */
export function surveyText(name: SurveyMessageName, params: Record<string, string | number> = {}): string {
  return interpolate(SURVEY_MESSAGES[name], { ...SURVEY_LIMITS[name], ...params });
}

/** The catering feedback form's text fields beyond the guest's. */
export const CATERING_FEEDBACK_FIELDS = {
  firstName: GUEST_FIELDS.firstName,
  lastName: GUEST_FIELDS.lastName,
  email: GUEST_FIELDS.email,
  /** Optional here: the guest may prefer email only. */
  phone: { max: GUEST_FIELDS.phone.max, format: 'phone', invalid: 'invalidPhone' },
  comment: { max: 2000, invalid: 'commentTooLong' },
} as const satisfies FormRules;

/** The catering contest entry's text fields. */
export const CATERING_CONTEST_FIELDS = {
  firstName: GUEST_FIELDS.firstName,
  lastName: GUEST_FIELDS.lastName,
  email: GUEST_FIELDS.email,
  phone: GUEST_FIELDS.phone,
  company: { max: CATERING_FIELDS.company.max, invalid: 'companyTooLong' },
  occasion: { max: 120, required: 'occasionRequired', invalid: 'occasionTooLong' },
  reason: { max: 1000, required: 'reasonRequired', invalid: 'reasonTooLong' },
} as const satisfies FormRules;

/** A quote number as typed: digits only, as the emails print it. */
export const QUOTE_NUMBER_MAX = 2_147_483_647;

export function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= SURVEY_RATING.min && value <= SURVEY_RATING.max;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Whether `date` ('YYYY-MM-DD') can be the day of an event the guest is telling us about: a real
 * day, not after today anywhere on Earth (UTC+14) and not before `FEEDBACK_EVENT_DAYS_BACK` days
 * before today anywhere (UTC-12).
 */
export function isPastEventDate(date: string, now: Date): boolean {
  if (!isEventDate(date)) return false;
  const latest = dayOf(now.getTime() + 14 * 3600 * 1000);
  const earliest = dayOf(now.getTime() - 12 * 3600 * 1000 - FEEDBACK_EVENT_DAYS_BACK * DAY_MS);
  return date >= earliest && date <= latest;
}
