/** Request and response schemas of the console's coupon routes (domain/wire/staff-coupons.ts). Bodies allow no extra fields; strings are bounded by the coupon rules' limits. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { COUPON_SEARCH_MAX, COUPON_STATUSES } from '@/domain/staff/coupon-list';
import { COUPON_BATCH_MAX, COUPON_LIMIT_MAX, COUPON_PREFIX_MAX, COUPON_TARGETS_MAX, COUPON_TITLE_MAX } from '@/domain/staff/staff-coupons';
import { COUPON_CODE_MAX_LENGTH } from '@/domain/validation/coupons';
import { errorResponses, Id, PageQuery, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const adminNote = 'Brand admins only (anyone else: 403); another brand’s coupon: 404.';
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
/**
 * A body field that may be null. Written as the `nullable` keyword, not a union: with type
 * coercion on, a union reads null as "" or 0 (or 0 as null), so "no limit" and "limit 0" would blur.
 */
const OrNull = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });
const CouponParams = Strict({ couponId: Id('Coupon id') });
const Target = Type.Object({ id: Type.Integer(), title: Type.String() });
const Status = Type.Union(COUPON_STATUSES.map((status) => Type.Literal(status)));
/** An amount or a percentage as typed: the coupon rules check its form and bounds, with their own message. */
const Decimal = (description: string) => Type.String({ maxLength: 20, description });
const Instant = (description: string) => OrNull(Type.String({ maxLength: 40, description: `${description} (ISO 8601 instant with its offset); null: open` }));
const Limit = (description: string) => OrNull(Type.Integer({ minimum: 0, maximum: COUPON_LIMIT_MAX * 10, description: `${description}, 1 to ${COUPON_LIMIT_MAX}; null: none` }));
const Targets = (description: string) => Type.Array(Id(description), { maxItems: COUPON_TARGETS_MAX });

const CouponSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  typeId: Type.Integer(),
  value: Type.String(),
  singleUse: Type.Boolean(),
  countryCode: Nullable(Type.String()),
  currency: Nullable(Type.String()),
  minimumAmount: Nullable(Type.String()),
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  usageLimit: Nullable(Type.Integer()),
  perCustomerLimit: Nullable(Type.Integer()),
  status: Status,
  uses: Type.Integer({ description: 'Redemptions (paid orders), every diner' }),
  createdAt: Type.String(),
});

const CodeCounts = Type.Object({ total: Type.Integer(), used: Type.Integer() });

const CouponDetailSchema = Type.Composite([
  CouponSchema,
  Type.Object({ items: Type.Array(Target), subcategories: Type.Array(Target), handoffIds: Type.Array(Type.Integer()), codes: CodeCounts }),
]);

export const couponsSchema = {
  tags,
  summary: 'The brand’s coupons',
  description: `${adminNote} A page of them, newest first, each with its status and redemptions, and how many match; and what a coupon may target (markets, items, menu sections, handoffs). Filters: a status, the market diners use it in (a coupon of every market counts in each), a text found in the code or title.`,
  querystring: Strict({
    status: Type.Optional(Status),
    market: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', maxLength: 2, description: 'A country code: coupons diners use in that market' })),
    q: Type.Optional(Type.String({ maxLength: COUPON_SEARCH_MAX, description: 'A text found in the code or title, whatever the case' })),
    ...PageQuery,
  }),
  response: {
    200: Type.Object({
      coupons: Type.Array(CouponSchema),
      total: Type.Integer({ description: 'Coupons matching the filters' }),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      choices: Type.Object({
        markets: Type.Array(Type.Object({ countryCode: Type.String(), currency: Type.String() })),
        items: Type.Array(Target),
        subcategories: Type.Array(Target),
        handoffIds: Type.Array(Type.Integer()),
      }),
    }),
    ...errorResponses(401, 403),
  },
};

export const couponSchema = {
  tags,
  summary: 'A coupon',
  description: `${adminNote} Its conditions, status, redemptions and single-use codes’ counts.`,
  params: CouponParams,
  response: { 200: CouponDetailSchema, ...errorResponses(401, 403, 404) },
};

const CouponBody = Strict({
  code: Type.String({ maxLength: COUPON_CODE_MAX_LENGTH + 10, description: 'Letters, digits and dashes; stored in upper case' }),
  title: Type.String({ maxLength: COUPON_TITLE_MAX + 10, description: 'What the cart shows beside the code' }),
  typeId: Type.Integer({ minimum: 1, maximum: 9, description: 'Discount type 1 to 9' }),
  value: Decimal('The amount off, or the percentage off (0 to 100); ignored by a free item'),
  singleUse: Type.Boolean({ description: 'Used only through single-use codes (made in batches)' }),
  countryCode: OrNull(Type.String({ pattern: '^[A-Z]{2}$', maxLength: 2, description: 'The market; null: every market of the brand' })),
  itemIds: Targets('Item id'),
  subcategoryIds: Targets('Menu section id'),
  handoffIds: Type.Array(Type.Integer({ minimum: 1, maximum: 99, description: 'Handoff id' }), { maxItems: 10 }),
  minimumAmount: OrNull(Decimal('The order amount the cart must reach')),
  validFrom: Instant('Usable from'),
  validTo: Instant('Usable until (exclusive)'),
  usageLimit: Limit('Redemptions overall'),
  perCustomerLimit: Limit('Redemptions per diner'),
});

export const createCouponSchema = {
  tags,
  summary: 'Create a coupon',
  description: `${adminNote} One of the nine discount types with its conditions, market, validity window and limits, checked by the rules the form uses (audited). A code the brand already has: 409.`,
  body: CouponBody,
  response: { 201: CouponDetailSchema, ...errorResponses(401, 403, 404, 409) },
};

export const updateCouponSchema = {
  tags,
  summary: 'Edit a coupon',
  description: `${adminNote} The coupon whole, as when it was created, checked by the same rules (audited, before and after). Once diners used it, its code and discount type stay as they are; a coupon with single-use codes stays one; an ended coupon cannot be changed; a code the brand already has: all 409.`,
  params: CouponParams,
  body: CouponBody,
  response: { 200: CouponDetailSchema, ...errorResponses(401, 403, 404, 409) },
};

const moveSchema = (summary: string, description: string) => ({
  tags,
  summary,
  description: `${adminNote} ${description} (audited). An ended coupon cannot be changed: 409.`,
  params: CouponParams,
  response: { 200: CouponDetailSchema, ...errorResponses(401, 403, 404, 409) },
});

export const pauseCouponSchema = moveSchema('Pause a coupon', 'Checkout refuses it until it is resumed');
export const resumeCouponSchema = moveSchema('Resume a coupon', 'Checkout takes it again');
export const endCouponSchema = moveSchema('End a coupon', 'Checkout refuses it for good');

export const addCodesSchema = {
  tags,
  summary: 'Make a batch of single-use codes',
  description: `${adminNote} For a coupon of single-use codes: up to ${COUPON_BATCH_MAX} new codes, PREFIX-XXXXXXXX, each redeemed once (audited).`,
  params: CouponParams,
  body: Strict({
    count: Type.Integer({ minimum: 0, maximum: COUPON_BATCH_MAX * 10, description: `How many codes, 1 to ${COUPON_BATCH_MAX}` }),
    prefix: Type.String({ maxLength: COUPON_PREFIX_MAX + 10, description: 'Letters, digits and dashes; may be empty' }),
  }),
  response: { 201: Type.Object({ created: Type.Integer(), codes: CodeCounts }), ...errorResponses(401, 403, 404, 409) },
};

export const codesCsvSchema = {
  tags,
  summary: 'A coupon’s single-use codes as CSV',
  description: `${adminNote} One row per code: the code, the coupon’s code and title, and whether it was redeemed.`,
  params: CouponParams,
  produces: ['text/csv'],
  response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errorResponses(401, 403, 404) },
};
