/**
 * The hosted card fields: the card number, expiry and security code are typed into a frame the
 * payment processor serves from its own origin, and only a token comes out. The storefront page
 * and the frame talk by postMessage, each checking the other's origin:
 *
 * - the page loads `<gateway>/hosted-fields?parent=<page origin>&locale=<tag>`; the frame refuses
 *   to run for a parent origin it was not told to trust, and posts only to that origin;
 * - the frame says `ready` once loaded and `resize` when its content's height changes;
 * - the page asks `tokenize` with a request id; the frame answers that id with `tokenized` (the
 *   token and what may be shown of the card), `invalid` (the fields at fault, in the diner's
 *   language, the first one focused inside the frame) or `failed` (the processor did not answer);
 * - while the fields are unchanged since a `tokenized` answer, a new `tokenize` answers the same
 *   token, so a resent payment is the same payment.
 *
 * Pure: message shapes and their checks only.
 */
import type { CardBrand } from './card-brands';
import { isCardBrand } from './card-brands';

export type HostedCardField = 'number' | 'expiry' | 'cvc';
const HOSTED_CARD_FIELDS: readonly HostedCardField[] = ['number', 'expiry', 'cvc'];

/** Every message carries this tag, so that other frames' messages are told apart. */
export const HOSTED_FIELDS_TAG = 'hosted-card-fields';

/** The path of the frame on the gateway's origin. */
export const HOSTED_FIELDS_PATH = '/hosted-fields';

export type HostedCard = { token: string; brand: CardBrand; last4: string; expMonth: number; expYear: number };
export type HostedFieldError = { field: HostedCardField; message: string };

export type PageToFrame = { tag: typeof HOSTED_FIELDS_TAG; type: 'tokenize'; requestId: string };

export type FrameToPage =
  | { tag: typeof HOSTED_FIELDS_TAG; type: 'ready'; height: number }
  | { tag: typeof HOSTED_FIELDS_TAG; type: 'resize'; height: number }
  | { tag: typeof HOSTED_FIELDS_TAG; type: 'tokenized'; requestId: string; card: HostedCard }
  | { tag: typeof HOSTED_FIELDS_TAG; type: 'invalid'; requestId: string; errors: HostedFieldError[] }
  | { tag: typeof HOSTED_FIELDS_TAG; type: 'failed'; requestId: string; message: string };

/** The frame's address for a page on `parentOrigin` showing `locale` (a BCP 47 tag such as fr-CA). */
export function hostedFieldsUrl(gatewayUrl: string, parentOrigin: string, locale: string): string {
  const url = new URL(HOSTED_FIELDS_PATH, gatewayUrl);
  url.searchParams.set('parent', parentOrigin);
  url.searchParams.set('locale', locale);
  return url.toString();
}

export function tokenizeMessage(requestId: string): PageToFrame {
  return { tag: HOSTED_FIELDS_TAG, type: 'tokenize', requestId };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 500;
const isHeight = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10_000;

function readCard(value: unknown): HostedCard | null {
  if (!isRecord(value)) return null;
  const { token, brand, last4, expMonth, expYear } = value;
  if (!isText(token) || !isCardBrand(brand) || typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return null;
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear)) return null;
  return { token, brand, last4, expMonth: expMonth as number, expYear: expYear as number };
}

function readErrors(value: unknown): HostedFieldError[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const errors: HostedFieldError[] = [];
  for (const item of value) {
    if (!isRecord(item) || !HOSTED_CARD_FIELDS.includes(item.field as HostedCardField) || !isText(item.message)) return null;
    errors.push({ field: item.field as HostedCardField, message: item.message });
  }
  return errors;
}

/**
 * A message from the frame, checked field by field; anything else (another frame's message, a
 * malformed one) is null and ignored. The caller checks the sender's origin before this.
 */
export function readFrameMessage(data: unknown): FrameToPage | null {
  if (!isRecord(data) || data.tag !== HOSTED_FIELDS_TAG) return null;
  const tag = HOSTED_FIELDS_TAG;
  switch (data.type) {
    case 'ready':
    case 'resize':
      return isHeight(data.height) ? { tag, type: data.type, height: data.height } : null;
    case 'tokenized': {
      const card = readCard(data.card);
      return isText(data.requestId) && card ? { tag, type: 'tokenized', requestId: data.requestId, card } : null;
    }
    case 'invalid': {
      const errors = readErrors(data.errors);
      return isText(data.requestId) && errors ? { tag, type: 'invalid', requestId: data.requestId, errors } : null;
    }
    case 'failed':
      return isText(data.requestId) && isText(data.message) ? { tag, type: 'failed', requestId: data.requestId, message: data.message } : null;
    default:
      return null;
  }
}
