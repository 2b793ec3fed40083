/**
 * The contact forms' fields (talk-to-{brand} and general feedback): limits, the texts of their
 * refusals and the code the API sends with each (`contact_…`). The storefront's form rules
 * (lib/validation/contact-schema.ts) and the API (server/modules/surveys/talk-to.ts,
 * general-feedback.ts) are built from these. Names and email use the guest's rules and standard texts.
 */
import { interpolate } from '../interpolate';
import { isEventDate } from './catering';
import { GUEST_FIELDS, type FormRules } from './fields';

/** A visit the guest tells us about is of today or of at most this many days ago. */
export const VISIT_DAYS_BACK = 90;

/** The most characters of a message. */
const CONTACT_MESSAGE_MAX = 2000;

/** Our texts: no standard text exists for these. */
export const CONTACT_MESSAGES = {
  visitDateOutOfRange: 'Choose the date of your visit: today or within the past [days] days',
  visitTypeRequired: 'Tell us how you visited us',
  visitTypeUnknown: 'Visit type [visitTypeId] is not one we offer: choose one from the list',
  feedbackTypeRequired: 'Tell us what your feedback is about',
  feedbackTypeUnknown: 'Feedback type [feedbackTypeId] is not one we offer: choose one from the list',
  messageRequired: 'Tell us what is on your mind',
  messageTooLong: 'A message takes at most [max] characters',
  brandUnknown: 'There is no talk-to-[brand] form on this site',
  brandAdminsOnly: 'Only brand admins read general feedback',
} as const;

export type ContactMessageName = keyof typeof CONTACT_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type ContactErrorCode = `contact_${Snake<ContactMessageName>}`;

export function contactErrorCode(name: ContactMessageName): ContactErrorCode {
  return `contact_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as ContactErrorCode;
}

/** Every code a contact refusal carries; the storefront has a text for each (contact.error.<code>). */
export const CONTACT_ERROR_CODES: readonly ContactErrorCode[] = (Object.keys(CONTACT_MESSAGES) as ContactMessageName[]).map(contactErrorCode);

/** The numbers the texts are written with. */
export const CONTACT_LIMITS: Partial<Record<ContactMessageName, Record<string, number>>> = {
  visitDateOutOfRange: { days: VISIT_DAYS_BACK },
  messageTooLong: { max: CONTACT_MESSAGE_MAX },
};

/** A contact text in English with its limits filled in. */
export function contactText(name: ContactMessageName, params: Record<string, string | number> = {}): string {
  return interpolate(CONTACT_MESSAGES[name], { ...CONTACT_LIMITS[name], ...params });
}

const MESSAGE = { max: CONTACT_MESSAGE_MAX, required: 'messageRequired', invalid: 'messageTooLong' } as const;

/** Talk to the brand: who the guest is (phone optional) and their message. */
export const TALK_TO_FIELDS = {
  firstName: GUEST_FIELDS.firstName,
  lastName: GUEST_FIELDS.lastName,
  email: GUEST_FIELDS.email,
  phone: { max: GUEST_FIELDS.phone.max, format: 'phone', invalid: 'invalidPhone' },
  message: MESSAGE,
} as const satisfies FormRules;

/** General feedback: who the guest is and their message. */
export const GENERAL_FEEDBACK_FIELDS = {
  firstName: GUEST_FIELDS.firstName,
  lastName: GUEST_FIELDS.lastName,
  email: GUEST_FIELDS.email,
  message: MESSAGE,
} as const satisfies FormRules;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Whether `date` ('YYYY-MM-DD') can be the day of a visit: a real day, not after today anywhere
 * on Earth (UTC+14) and not before `VISIT_DAYS_BACK` days before today anywhere (UTC-12).
 */
export function isRecentVisitDate(date: string, now: Date): boolean {
  if (!isEventDate(date)) return false;
  const latest = dayOf(now.getTime() + 14 * 3600 * 1000);
  const earliest = dayOf(now.getTime() - 12 * 3600 * 1000 - VISIT_DAYS_BACK * DAY_MS);
  return date >= earliest && date <= latest;
}
