/**
 * The content documents staff edit whole in the console (the company and legal pages, the home
 * sections, the catering services, the footer and the navigation), per locale: their text as the
 * console's fields (one per text, number or switch of the document, named by its path, ids left
 * alone), the checks a changed field passes (the console's form and the admin API alike), and
 * which version diners read at a given instant. Pure: no I/O, no clock.
 */
import type { ContentKind } from './types';

/** The documents the console edits, in the console's groups and order. */
export const DOCUMENT_GROUPS = {
  pages: ['ourStory', 'meetOurTeam', 'workForUs', 'nutritional', 'franchiseInfo', 'legalTerms', 'loyaltyPromotion', 'catering'],
  home: ['home'],
  catering: ['cateringServices'],
  chrome: ['footer', 'navigation'],
} as const satisfies Record<string, readonly ContentKind[]>;

export type DocumentGroup = keyof typeof DOCUMENT_GROUPS;
export type DocumentKind = (typeof DOCUMENT_GROUPS)[DocumentGroup][number];

export const DOCUMENT_KINDS: readonly DocumentKind[] = Object.values(DOCUMENT_GROUPS).flat();

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** The longest text one field takes; a link (a field named url) at most LINK_MAX. */
export const DOCUMENT_TEXT_MAX = 5000;
export const DOCUMENT_LINK_MAX = 300;
/** The largest number a field takes, either way (calories, a year, a picture's width). */
export const DOCUMENT_NUMBER_MAX = 1_000_000;
/** The most fields one request may change (the largest document has some hundreds). */
export const DOCUMENT_CHANGES_MAX = 2000;

export type DocumentValue = string | number | boolean | null;
/** One field of a document: its path ("topFooter.0.columnLinks.1.title") and its value. */
export type DocumentField = { path: string; value: DocumentValue };

export const DOCUMENT_MESSAGES = {
  documentKindUnknown: 'The console does not edit [kind]',
  documentFieldUnknown: 'This page has no field [field]',
  documentFieldType: '[field] does not take that kind of value',
  documentFieldRequired: 'Fill in [field]',
  documentTooLong: '[field] takes at most [max] characters',
  documentLinkInvalid: '[field] must be a path of this site, such as /order-now, or an https:// address',
  documentNotPublished: 'This page is not published or scheduled in this language',
  documentBaseLocale: 'The English text is what every language falls back to: it cannot be unpublished',
} as const;

export type DocumentMessageName = keyof typeof DOCUMENT_MESSAGES;
export type DocumentProblem = { field: string; message: DocumentMessageName; params: Record<string, string | number> };

/** A link: a path of this site ("/order-now"), an https address, or an e-mail or phone link. */
const LINK_PATTERN = /^(\/(?!\/)\S*|https:\/\/[^\s/]+\S*|mailto:\S+@\S+|tel:\+?[\d\s().-]+)$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isLeaf = (value: unknown): value is DocumentValue => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The last name of a path ("topFooter.0.columnLinks.1.url": "url"). */
function keyOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/** Every field staff may change, in the document's order: its texts, numbers and switches, not its ids. */
export function documentFields(data: unknown, prefix = ''): DocumentField[] {
  if (isLeaf(data)) return prefix && keyOf(prefix) !== 'id' ? [{ path: prefix, value: data }] : [];
  const entries: [string, unknown][] = Array.isArray(data) ? data.map((item, index) => [String(index), item]) : isRecord(data) ? Object.entries(data) : [];
  return entries.flatMap(([key, value]) => documentFields(value, prefix ? `${prefix}.${key}` : key));
}

/** The problem of giving `field` (stored as `before`) the value `after`, or null. */
export function fieldProblem(path: string, before: DocumentValue, after: DocumentValue): DocumentProblem | null {
  const field = path;
  const textual = before === null || typeof before === 'string';
  if (textual ? !(after === null || typeof after === 'string') : typeof after !== typeof before || after === null) {
    return { field, message: 'documentFieldType', params: { field } };
  }
  if (typeof after === 'number' && !(Number.isFinite(after) && Math.abs(after) <= DOCUMENT_NUMBER_MAX)) return { field, message: 'documentFieldType', params: { field } };
  if (typeof after !== 'string') return null;
  const text = after.trim();
  if (text === '' && typeof before === 'string' && before.trim() !== '') return { field, message: 'documentFieldRequired', params: { field } };
  const link = keyOf(path) === 'url';
  const max = link ? DOCUMENT_LINK_MAX : DOCUMENT_TEXT_MAX;
  if (text.length > max) return { field, message: 'documentTooLong', params: { field, max } };
  if (link && text !== '' && !LINK_PATTERN.test(text)) return { field, message: 'documentLinkInvalid', params: { field } };
  return null;
}

function withValue(data: unknown, keys: string[], value: DocumentValue): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  if (Array.isArray(data)) return data.map((item, index) => (String(index) === key ? withValue(item, rest, value) : item));
  return { ...(data as Record<string, unknown>), [key]: withValue((data as Record<string, unknown>)[key], rest, value) };
}

/**
 * `data` with `changes` made (texts trimmed; an emptied optional text stays empty), or the first
 * problem: a field the document does not have, a value of another type, a required text emptied,
 * a text too long, a link that is neither a path of the site nor an https address.
 */
export function applyFields(data: unknown, changes: readonly DocumentField[]): { data: unknown } | { problem: DocumentProblem } {
  const known = new Map(documentFields(data).map((field) => [field.path, field.value]));
  let next = data;
  for (const change of changes) {
    if (!known.has(change.path)) return { problem: { field: change.path, message: 'documentFieldUnknown', params: { field: change.path } } };
    const problem = fieldProblem(change.path, known.get(change.path)!, change.value);
    if (problem) return { problem };
    const value = typeof change.value === 'string' ? change.value.trim() : change.value;
    next = withValue(next, change.path.split('.'), value);
  }
  return { data: next };
}

/**
 * A stored document's versions: the text diners read since `publishedAt` (null: not published in
 * its language, whose readers get English), and the draft staff work on, due at `draftPublishAt`
 * when its publication is scheduled.
 */
export type DocumentVersions = { data: unknown; publishedAt: Date | null; draft: unknown; draftPublishAt: Date | null };

export type DocumentStatus = 'draft' | 'scheduled' | 'published';

/** The text diners read at `now`: a scheduled draft once its time has come, else the published text; null when none. */
export function servedData(document: DocumentVersions, now: Date): unknown {
  if (document.draftPublishAt !== null && document.draftPublishAt.getTime() <= now.getTime()) return document.draft ?? document.data;
  if (document.publishedAt !== null && document.publishedAt.getTime() <= now.getTime()) return document.data;
  return null;
}

/**
 * The versions once whatever was due at `now` has happened: a scheduled draft whose time has come
 * is the published text, published at that time. Unchanged when nothing was due.
 */
export function settled(document: DocumentVersions, now: Date): DocumentVersions {
  if (document.draftPublishAt === null || document.draftPublishAt.getTime() > now.getTime()) return document;
  return { data: document.draft ?? document.data, publishedAt: document.draftPublishAt, draft: null, draftPublishAt: null };
}

/** Where a document stands at `now`: published (diners read it), scheduled (a draft is due later, nothing read before), or a draft. */
export function documentStatus(document: DocumentVersions, now: Date): DocumentStatus {
  const current = settled(document, now);
  if (current.publishedAt !== null && current.publishedAt.getTime() <= now.getTime()) return 'published';
  return current.draftPublishAt !== null ? 'scheduled' : 'draft';
}

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type DocumentErrorCode = `staff_content_${Snake<DocumentMessageName>}`;

/** The code of a message: staff_content_<name in snake case>, as the posts' and entries' codes. */
export function documentErrorCode(name: DocumentMessageName): DocumentErrorCode {
  return `staff_content_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as DocumentErrorCode;
}

export const DOCUMENT_ERROR_CODES: readonly DocumentErrorCode[] = (Object.keys(DOCUMENT_MESSAGES) as DocumentMessageName[]).map(documentErrorCode);
