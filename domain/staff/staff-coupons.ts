/**
 * The rules of the console's coupons, shared by the New coupon form and the admin API, so both
 * accept and refuse the same coupon with the same message:
 * - a coupon is one of the nine discount types of the ordering rules (domain/ordering/discounts.ts):
 *   an amount off (types 1, 3, 5, 7), a percentage off (2, 4, 6, 8) or one free item (9);
 * - types 3, 4 and 9 target items, 5 and 6 subcategories, 7 and 8 handoffs; any type may also ask
 *   for a minimum order amount;
 * - a shared code is typed by every diner; a coupon of single-use codes is used only through the
 *   codes of its batches (each redeemed once), its own code only names it;
 * - its status: ended (by an admin, or its window is over), paused, scheduled (its window has not
 *   begun) or active. A paused or ended coupon is refused at checkout (coupon-availability.ts).
 */
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN } from '@/domain/validation/coupons';
import { DISCOUNT_TYPE, type DiscountTypeId } from '@/domain/ordering/discount-types';
import { HANDOFF_IDS } from '@/domain/ordering/handoffs';

export const COUPON_TITLE_MAX = 120;
/** The largest amount off, and the largest minimum order amount. */
export const COUPON_AMOUNT_MAX = '1000.00';
export const COUPON_MINIMUM_MAX = '100000.00';
/** Overall and per-diner limits: whole numbers from 1 to this. */
export const COUPON_LIMIT_MAX = 1_000_000;
/** The most single-use codes one batch makes, and the longest prefix. */
export const COUPON_BATCH_MAX = 500;
export const COUPON_PREFIX_MAX = 20;
/** Each single-use code is the prefix, a dash and this many characters. */
export const COUPON_CODE_RANDOM_LENGTH = 8;
/** The most items, subcategories or handoffs one coupon targets. */
export const COUPON_TARGETS_MAX = 200;

export const DISCOUNT_TYPE_IDS: readonly DiscountTypeId[] = Object.values(DISCOUNT_TYPE);

export type DiscountValueKind = 'amount' | 'percentage' | 'none';
export type DiscountTarget = 'items' | 'subcategories' | 'handoffs' | null;

const AMOUNT_TYPES: readonly number[] = [1, 3, 5, 7];
const PERCENTAGE_TYPES: readonly number[] = [2, 4, 6, 8];

export function valueKindOf(typeId: number): DiscountValueKind {
  if (AMOUNT_TYPES.includes(typeId)) return 'amount';
  return PERCENTAGE_TYPES.includes(typeId) ? 'percentage' : 'none';
}

/** What the type applies to, which the coupon must name. */
export function targetOf(typeId: number): DiscountTarget {
  if (typeId === 3 || typeId === 4 || typeId === 9) return 'items';
  if (typeId === 5 || typeId === 6) return 'subcategories';
  return typeId === 7 || typeId === 8 ? 'handoffs' : null;
}

export const STAFF_COUPON_MESSAGES = {
  adminsOnly: 'Only a brand admin can manage coupons',
  couponNotFound: 'Coupon [id] was not found',
  codeRequired: 'Enter the coupon’s code',
  codeInvalid: 'A coupon code is letters, digits and dashes, at most [max] characters',
  codeTaken: 'The code [code] is already used by another coupon of the brand',
  titleRequired: 'Enter what the cart shows beside the code',
  titleTooLong: 'The title takes at most [max] characters',
  typeInvalid: 'Choose one of the discount types',
  amountInvalid: 'Enter an amount above 0, at most [max], with at most 2 decimals',
  percentageInvalid: 'Enter a percentage above 0, at most 100, with at most 2 decimals',
  minimumInvalid: 'Enter a minimum order amount from 0 to [max], with at most 2 decimals, or leave it empty',
  itemsRequired: 'Choose at least one item the discount applies to',
  subcategoriesRequired: 'Choose at least one menu section the discount applies to',
  handoffsRequired: 'Choose at least one handoff the discount applies to',
  targetNotFound: 'Item, section or handoff [id] is not on the brand’s menu',
  marketInvalid: 'The brand has no stores in the market [code]',
  windowInvalid: 'The end of the validity window must come after its start',
  dateInvalid: 'Enter a date and time',
  limitInvalid: 'Enter a whole number from 1 to [max], or leave it empty',
  notSingleUse: 'Batches of codes are for coupons of single-use codes; this coupon has one shared code',
  batchCountInvalid: 'Enter how many codes to make: from 1 to [max]',
  prefixInvalid: 'A prefix is letters, digits and dashes, at most [max] characters',
  alreadyPaused: 'This coupon is paused already',
  notPaused: 'This coupon is not paused',
  alreadyEnded: 'This coupon has ended already: it cannot be changed',
  usedTypeFixed: 'Coupon [code] has been used [uses] times: its discount type stays as it is. Create a new coupon for another type',
  usedCodeFixed: 'Coupon [code] has been used [uses] times: its code stays as it is',
  singleUseFixed: 'Coupon [code] has single-use codes already: it stays a coupon of single-use codes',
} as const;

export type StaffCouponMessageName = keyof typeof STAFF_COUPON_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type StaffCouponErrorCode = `staff_coupons_${Snake<StaffCouponMessageName>}`;

/** The code the API sends with each message: staff_coupons_<snake_case name>; the console has a text for each (staffCoupons.error.<code>). */
export function staffCouponErrorCode(name: StaffCouponMessageName): StaffCouponErrorCode {
  return `staff_coupons_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as StaffCouponErrorCode;
}

export const STAFF_COUPON_ERROR_CODES: readonly StaffCouponErrorCode[] = (Object.keys(STAFF_COUPON_MESSAGES) as StaffCouponMessageName[]).map(staffCouponErrorCode);

/** The message name a `staff_coupons_…` code spells, or null for another code. */
export function staffCouponMessageOf(code: string | undefined): StaffCouponMessageName | null {
  if (!code?.startsWith('staff_coupons_')) return null;
  const name = code.slice('staff_coupons_'.length).replace(/_([a-z])/g, (_all, letter: string) => letter.toUpperCase());
  return name in STAFF_COUPON_MESSAGES ? (name as StaffCouponMessageName) : null;
}

/** A coupon as the form and the API's body give it; dates are instants (ISO), amounts strings. */
export type CouponDraft = {
  code: string;
  title: string;
  typeId: number;
  /** The amount or the percentage; ignored by a free item. */
  value: string;
  singleUse: boolean;
  /** Null: every market of the brand. */
  countryCode: string | null;
  itemIds: readonly number[];
  subcategoryIds: readonly number[];
  handoffIds: readonly number[];
  minimumAmount: string | null;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
};

export type CouponField = keyof CouponDraft;
export type CouponProblem = { field: CouponField | keyof BatchRequest; name: StaffCouponMessageName; params?: Record<string, string | number> };

const CODE = new RegExp(COUPON_CODE_PATTERN);
const PREFIX = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Compares two plain decimals of at most 2 places, exactly (as cents). */
function cents(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** A plain decimal of at most 2 places, above zero (or zero too when allowed), at most `max`. */
function decimalWithin(value: string, max: string, allowZero: boolean): boolean {
  if (!DECIMAL.test(value)) return false;
  const amount = cents(value);
  return (allowZero ? amount >= 0n : amount > 0n) && amount <= cents(max);
}

export function isInstant(value: string): boolean {
  return INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

function limitProblem(field: 'usageLimit' | 'perCustomerLimit', value: number | null): CouponProblem[] {
  if (value === null || (Number.isInteger(value) && value >= 1 && value <= COUPON_LIMIT_MAX)) return [];
  return [{ field, name: 'limitInvalid', params: { max: COUPON_LIMIT_MAX } }];
}

function valueProblems(draft: CouponDraft): CouponProblem[] {
  const kind = valueKindOf(draft.typeId);
  if (kind === 'amount' && !decimalWithin(draft.value.trim(), COUPON_AMOUNT_MAX, false)) return [{ field: 'value', name: 'amountInvalid', params: { max: COUPON_AMOUNT_MAX } }];
  if (kind === 'percentage' && !decimalWithin(draft.value.trim(), '100', false)) return [{ field: 'value', name: 'percentageInvalid' }];
  return [];
}

function targetProblems(draft: CouponDraft): CouponProblem[] {
  const target = targetOf(draft.typeId);
  if (target === 'items' && draft.itemIds.length === 0) return [{ field: 'itemIds', name: 'itemsRequired' }];
  if (target === 'subcategories' && draft.subcategoryIds.length === 0) return [{ field: 'subcategoryIds', name: 'subcategoriesRequired' }];
  if (target === 'handoffs' && draft.handoffIds.length === 0) return [{ field: 'handoffIds', name: 'handoffsRequired' }];
  const unknownHandoff = draft.handoffIds.find((id) => !(HANDOFF_IDS as readonly number[]).includes(id));
  return unknownHandoff === undefined ? [] : [{ field: 'handoffIds', name: 'targetNotFound', params: { id: unknownHandoff } }];
}

function windowProblems({ validFrom, validTo }: CouponDraft): CouponProblem[] {
  const problems: CouponProblem[] = [];
  if (validFrom !== null && !isInstant(validFrom)) problems.push({ field: 'validFrom', name: 'dateInvalid' });
  if (validTo !== null && !isInstant(validTo)) problems.push({ field: 'validTo', name: 'dateInvalid' });
  if (problems.length === 0 && validFrom !== null && validTo !== null && Date.parse(validTo) <= Date.parse(validFrom)) {
    problems.push({ field: 'validTo', name: 'windowInvalid' });
  }
  return problems;
}

/** Every problem of the draft, in the form's order; none when the ordering rules can apply it. */
export function couponDraftProblems(draft: CouponDraft): CouponProblem[] {
  const code = draft.code.trim();
  const title = draft.title.trim();
  const minimum = draft.minimumAmount?.trim() ?? '';
  return [
    ...(code === '' ? [{ field: 'code', name: 'codeRequired' } as const] : []),
    ...(code !== '' && (!CODE.test(code) || code.length > COUPON_CODE_MAX_LENGTH) ? [{ field: 'code', name: 'codeInvalid', params: { max: COUPON_CODE_MAX_LENGTH } } as const] : []),
    ...(title === '' ? [{ field: 'title', name: 'titleRequired' } as const] : []),
    ...(title.length > COUPON_TITLE_MAX ? [{ field: 'title', name: 'titleTooLong', params: { max: COUPON_TITLE_MAX } } as const] : []),
    ...(DISCOUNT_TYPE_IDS.includes(draft.typeId as DiscountTypeId) ? valueProblems(draft) : [{ field: 'typeId', name: 'typeInvalid' } as const]),
    ...targetProblems(draft),
    ...(minimum !== '' && !decimalWithin(minimum, COUPON_MINIMUM_MAX, true) ? [{ field: 'minimumAmount', name: 'minimumInvalid', params: { max: COUPON_MINIMUM_MAX } } as const] : []),
    ...windowProblems(draft),
    ...limitProblem('usageLimit', draft.usageLimit),
    ...limitProblem('perCustomerLimit', draft.perCustomerLimit),
  ];
}

/** The draft's value as stored: '0.00' for a free item, else as typed (2 places). */
export function storedValueOf(draft: Pick<CouponDraft, 'typeId' | 'value'>): string {
  if (valueKindOf(draft.typeId) === 'none') return '0.00';
  const [whole = '0', fraction = ''] = draft.value.trim().split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
}

export type CouponStatus = 'active' | 'paused' | 'ended' | 'scheduled';

export type CouponState = { pausedAt: Date | null; endedAt: Date | null; validFrom: Date | null; validTo: Date | null };

/** What the coupon is now: ended wins over paused, paused over scheduled. */
export function couponStatus(coupon: CouponState, now: Date): CouponStatus {
  if (coupon.endedAt || (coupon.validTo && now.getTime() >= coupon.validTo.getTime())) return 'ended';
  if (coupon.pausedAt) return 'paused';
  return coupon.validFrom && now.getTime() < coupon.validFrom.getTime() ? 'scheduled' : 'active';
}

export type CouponMove = 'pause' | 'resume' | 'end';

/** Why the move is refused in this state, or null when it may be made. */
export function couponMoveRefusal(coupon: CouponState, move: CouponMove): StaffCouponMessageName | null {
  if (coupon.endedAt) return 'alreadyEnded';
  if (move === 'pause' && coupon.pausedAt) return 'alreadyPaused';
  if (move === 'resume' && !coupon.pausedAt) return 'notPaused';
  return null;
}

export type BatchRequest = { count: number; prefix: string };

export function batchProblems({ count, prefix }: BatchRequest): CouponProblem[] {
  const problems: CouponProblem[] = [];
  if (!Number.isInteger(count) || count < 1 || count > COUPON_BATCH_MAX) problems.push({ field: 'count', name: 'batchCountInvalid', params: { max: COUPON_BATCH_MAX } });
  const trimmed = prefix.trim();
  if (trimmed !== '' && (!PREFIX.test(trimmed) || trimmed.length > COUPON_PREFIX_MAX)) problems.push({ field: 'prefix', name: 'prefixInvalid', params: { max: COUPON_PREFIX_MAX } });
  return problems;
}

/** 32 letters and digits, without I and O nor 0 and 1 (read back without doubt); 256 is a multiple of 32, so each byte picks evenly. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A single-use code from random bytes (the caller's source of randomness): PREFIX-XXXXXXXX in upper
 * case, or the characters alone without a prefix. Uses COUPON_CODE_RANDOM_LENGTH bytes.
 */
export function singleUseCode(prefix: string, bytes: Uint8Array): string {
  let random = '';
  for (let index = 0; index < COUPON_CODE_RANDOM_LENGTH; index += 1) random += CODE_ALPHABET[bytes[index]! % CODE_ALPHABET.length];
  const head = prefix.trim().toUpperCase();
  return head ? `${head}-${random}` : random;
}
