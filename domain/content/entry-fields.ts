/**
 * The entries of the list pages as the console's form and the admin API both check them: a deal
 * (the deals page), a question (the catering FAQ), a press release (the press page). The same
 * lengths, the same link shape, the same messages (staffContent.error.<code> in the console,
 * ENTRY_MESSAGES in the API's answers).
 */
import type { ContentKind } from './types';

export const ENTRY_KINDS = ['deal', 'faq', 'press'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Where each kind's entries show: the list `list` of the content document `document`. */
export const ENTRY_LISTS: Record<EntryKind, { document: ContentKind; list: string }> = {
  deal: { document: 'currentDeals', list: 'deals' },
  faq: { document: 'cateringFaq', list: 'entries' },
  press: { document: 'press', list: 'releases' },
};

export const ENTRY_FIELDS = {
  title: { max: 160 },
  description: { max: 400 },
  terms: { max: 600 },
  ctaLabel: { max: 40 },
  ctaUrl: { max: 300 },
  imageAlt: { max: 200 },
  question: { max: 200 },
  answer: { max: 2000 },
  date: { max: 10 },
  summary: { max: 400 },
  url: { max: 300 },
} as const;

export type EntryField = keyof typeof ENTRY_FIELDS;

/** The fields each kind has, in the form's order; every one of them is required. */
export const FIELDS_OF_KIND: Record<EntryKind, readonly EntryField[]> = {
  deal: ['title', 'description', 'terms', 'ctaLabel', 'ctaUrl', 'imageAlt'],
  faq: ['question', 'answer'],
  press: ['date', 'title', 'summary', 'url'],
};

export type EntryInput = Partial<Record<EntryField, string>>;

/** A link: a path of this site ("/order-now") or an https address. */
const LINK_PATTERN = /^(\/(?!\/)\S*|https:\/\/[^\s/]+\S*)$/;
const LINK_FIELDS: readonly EntryField[] = ['ctaUrl', 'url'];
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const ENTRY_MESSAGES = {
  entryFieldRequired: 'Fill in [field]',
  entryTooLong: '[field] takes at most [max] characters',
  entryLinkInvalid: '[field] must be a path of this site, such as /order-now, or an https:// address',
  entryDateInvalid: 'Give the date as yyyy-mm-dd, a real day',
  entryNotFound: 'Content entry [id] was not found',
  entryAlreadyDraft: 'This entry is not published or scheduled',
  entryAtEdge: 'This entry cannot move further that way',
  dealImageUnknown: 'Choose one of the pictures the deals offer',
} as const;

export type EntryMessageName = keyof typeof ENTRY_MESSAGES;

export type EntryProblem = { field: EntryField; message: EntryMessageName; params?: Record<string, string | number> };

function isRealDay(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}

function fieldProblem(field: EntryField, raw: string | undefined): EntryProblem | null {
  const value = (raw ?? '').trim();
  if (value === '') return { field, message: 'entryFieldRequired', params: { field } };
  if (value.length > ENTRY_FIELDS[field].max) return { field, message: 'entryTooLong', params: { field, max: ENTRY_FIELDS[field].max } };
  if (LINK_FIELDS.includes(field) && !LINK_PATTERN.test(value)) return { field, message: 'entryLinkInvalid', params: { field } };
  if (field === 'date' && !isRealDay(value)) return { field, message: 'entryDateInvalid' };
  return null;
}

/** Every problem of the entry's fields, in the form's order; empty when it may be saved. */
export function entryProblems(kind: EntryKind, input: EntryInput): EntryProblem[] {
  return FIELDS_OF_KIND[kind].map((field) => fieldProblem(field, input[field])).filter((problem): problem is EntryProblem => problem !== null);
}

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type EntryErrorCode = `staff_content_${Snake<EntryMessageName>}`;

/** The code of a message: staff_content_<name in snake case>, as the posts' codes (the console translates both alike). */
export function entryErrorCode(name: EntryMessageName): EntryErrorCode {
  return `staff_content_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as EntryErrorCode;
}

export const ENTRY_ERROR_CODES: readonly EntryErrorCode[] = (Object.keys(ENTRY_MESSAGES) as EntryMessageName[]).map(entryErrorCode);
