/** Request and response schemas of the loyalty routes (domain/wire/loyalty.ts). Bodies are closed, strings bounded. */
import { Type, type TSchema } from '@sinclair/typebox';
import { POINTS_HISTORY_MAX_PAGE_SIZE, POINTS_HISTORY_PAGE_SIZE, POINTS_REASONS, REWARD_STATUS_NAMES } from '@/domain/loyalty/constants';
import { ORDER_CATEGORY_IDS } from '@/domain/ordering';
import { ORDER_LINE_FIELDS } from '@/domain/validation';
import { IdempotencyHeaders } from '@/server/idempotency/idempotency';
import { MAX_OPTIONS, OrderIdParams, WireOrderSchema } from '@/server/modules/orders';
import { MAX_ORDER_TOKEN_HEADER_SCHEMA } from './token-header';
import { errorResponses, Id, LocaleQuery, MAX_PAGE, Strict } from '@/server/schemas/common';
import { FieldText } from '@/server/schemas/fields';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Stamp = Type.String({ description: 'UTC ISO instant' });
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const RewardId = Type.String({ pattern: UUID, maxLength: 36, description: 'Wallet reward id (UUID)' });
const TAGS = ['loyalty'];
const signedIn = (...statuses: number[]) => errorResponses(401, ...statuses);
const Locale = Type.Object({ ...LocaleQuery });

const StatusName = Type.Union(Object.values(REWARD_STATUS_NAMES).map((name) => Type.Literal(name)));

const ProgramSchema = Type.Object({
  loyaltyEnabled: Type.Boolean(),
  rewardsTitle: Type.String(),
  pointsPerUnit: Type.Number({ description: 'Points per currency unit spent; 0 when loyalty is off' }),
});

const RecapSchema = Type.Object({
  loyaltyEnabled: Type.Boolean(),
  rewardsTitle: Type.String(),
  spendablePoints: Type.Integer(),
  lifetimeEarned: Type.Integer(),
  lifetimeSpent: Type.Integer(),
  pointsPerUnit: Type.Number(),
  walletCount: Type.Integer(),
});

const EntrySchema = Type.Object({
  id: Type.Integer(),
  points: Type.Integer(),
  reason: Type.Union(POINTS_REASONS.map((reason) => Type.Literal(reason))),
  orderId: Nullable(Type.String()),
  orderNumber: Nullable(Type.String()),
  rewardId: Nullable(Type.String()),
  createdAt: Stamp,
});

export const RewardSchema = Type.Object({
  id: Type.String(),
  rewardTypeId: Type.Integer({ description: 'loyalty 3, mystery 7' }),
  rewardSourceId: Nullable(Type.Integer({ description: '1 mystery, 2 birthday, 3 achievement, 4 anniversary, 5 referral; null: bought in the store' })),
  rewardKindId: Type.Integer({ description: '1 loyalty item, 2 mystery reward, 3 coupon, 4 serialized coupon' }),
  statusId: Type.Integer({ description: '1 in wallet, 2 on order, 3 used, 4 expired' }),
  status: StatusName,
  title: Type.String(),
  itemId: Nullable(Type.Integer()),
  itemSlug: Nullable(Type.String()),
  imageUrl: Nullable(Type.String()),
  pointsSpent: Nullable(Type.Integer()),
  couponId: Nullable(Type.Integer()),
  couponCode: Nullable(Type.String()),
  orderId: Nullable(Type.String()),
  expiresAt: Nullable(Stamp),
  createdAt: Stamp,
});

const StoreItemSchema = Type.Object({
  itemId: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  imageUrl: Nullable(Type.String()),
  points: Type.Integer(),
});

const DetailsSchema = Type.Object({
  itemId: Type.Integer(),
  locationId: Type.Integer(),
  title: Type.String(),
  imageUrl: Nullable(Type.String()),
  price: Nullable(Type.String()),
  available: Type.Boolean(),
  storePoints: Nullable(Type.Integer()),
  rewards: Type.Array(RewardSchema),
});

const ItemParams = Type.Object({ itemId: Id('Menu item id') });
const LocationItemParams = Type.Object({ locationId: Id('Location id'), itemId: Id('Menu item id') });

export const programSchema = {
  tags: TAGS,
  summary: "The brand's points program: whether it runs, its title and its earn rate (public)",
  querystring: Locale,
  response: { 200: ProgramSchema },
};

export const recapSchema = { tags: TAGS, summary: 'Points recap of the signed-in diner', response: { 200: RecapSchema, ...signedIn() } };

export const historySchema = {
  tags: TAGS,
  summary: 'Points history, newest first, paged',
  querystring: Type.Object({
    page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: POINTS_HISTORY_MAX_PAGE_SIZE, default: POINTS_HISTORY_PAGE_SIZE }),
  }),
  response: { 200: Type.Object({ data: Type.Array(EntrySchema), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }), ...signedIn() },
};

export const walletSchema = {
  tags: TAGS,
  summary: 'Rewards in the wallet of the signed-in diner',
  querystring: Type.Object({ ...LocaleQuery, status: Type.Optional(StatusName) }),
  response: { 200: Type.Object({ data: Type.Array(RewardSchema) }), ...signedIn() },
};

export const storeItemsSchema = {
  tags: TAGS,
  summary: "The brand's rewards store",
  querystring: Locale,
  response: { 200: Type.Object({ data: Type.Array(StoreItemSchema) }), ...errorResponses(422) },
};

export const storeItemSchema = {
  tags: TAGS,
  summary: 'One item of the rewards store',
  params: ItemParams,
  querystring: Locale,
  response: { 200: StoreItemSchema, ...errorResponses(404, 422) },
};

export const redeemSchema = {
  tags: TAGS,
  summary: 'Buy a store item with points: it goes to the wallet as a loyalty item (kind 1)',
  params: ItemParams,
  querystring: Locale,
  headers: IdempotencyHeaders,
  response: { 200: Type.Object({ reward: RewardSchema, spendablePoints: Type.Integer() }), 201: Type.Object({ reward: RewardSchema, spendablePoints: Type.Integer() }), ...signedIn(404, 422) },
};

export const detailsSchema = {
  tags: TAGS,
  summary: "A reward item at a store: its price there, whether it can be ordered, and the caller's rewards for it",
  params: LocationItemParams,
  querystring: Type.Object({ ...LocaleQuery, categoryId: Type.Optional(Type.Union(ORDER_CATEGORY_IDS.map((id) => Type.Literal(id)))) }),
  response: { 200: DetailsSchema, ...errorResponses(404) },
};

export const addInstanceSchema = {
  tags: TAGS,
  summary: "Put a reward's item on the diner's open order at no charge",
  params: LocationItemParams,
  querystring: Locale,
  headers: MAX_ORDER_TOKEN_HEADER_SCHEMA,
  body: Strict({
    orderId: OrderIdParams.properties.orderId,
    rewardId: RewardId,
    optionIds: Type.Optional(Type.Array(Id('Option id'), { maxItems: MAX_OPTIONS })),
    specialInstructions: Type.Optional(Nullable(FieldText(ORDER_LINE_FIELDS.specialInstructions))),
  }),
  response: { 201: WireOrderSchema, ...signedIn(404, 409, 422) },
};

export const removeInstanceSchema = {
  tags: TAGS,
  summary: "Take a reward's item off the order: the reward goes back to the wallet",
  params: LocationItemParams,
  querystring: Type.Object({ ...LocaleQuery, orderId: OrderIdParams.properties.orderId, rewardId: RewardId }),
  headers: MAX_ORDER_TOKEN_HEADER_SCHEMA,
  response: { 200: WireOrderSchema, ...signedIn(404, 409, 422) },
};
