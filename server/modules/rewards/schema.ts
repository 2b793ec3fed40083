/** Request and response schemas of the reward routes (domain/wire/rewards.ts). */
import { Type, type TSchema } from '@sinclair/typebox';
import { errorResponses, LocaleQuery, Strict } from '@/server/schemas/common';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Stamp = Type.String({ description: 'UTC ISO instant' });
const signedIn = (...statuses: number[]) => errorResponses(401, ...statuses);
const tags = ['loyalty'];

const RevealSchema = Type.Object({
  id: Type.String(),
  sequence: Type.Integer(),
  prize: Type.Object({ key: Type.String(), itemId: Type.Integer(), title: Type.String() }),
  rerolls: Type.Integer(),
  canReroll: Type.Boolean(),
  accepted: Type.Boolean(),
  walletRewardId: Nullable(Type.String()),
  createdAt: Stamp,
});

const ProgressSchema = Type.Object({
  firstName: Type.String(),
  spendablePoints: Type.Integer(),
  every: Type.Integer(),
  paidOrders: Type.Integer(),
  ordersTowardNext: Type.Integer(),
  ordersToNext: Type.Integer(),
  waiting: Type.Integer(),
  reveal: Nullable(RevealSchema),
});

const AchievementSchema = Type.Object({
  id: Type.Union([Type.Literal('first-order'), Type.Literal('five-orders'), Type.Literal('every-meat')]),
  done: Type.Integer(),
  total: Type.Integer(),
  earned: Type.Boolean(),
  earnedAt: Nullable(Stamp),
  reward: Type.Object({ itemId: Nullable(Type.Integer()), title: Type.String() }),
});

const BirthdaySchema = Type.Object({ month: Nullable(Type.Integer()), day: Nullable(Type.Integer()) });

const RevealParams = Strict({ revealId: Type.String({ minLength: 1, maxLength: 64, description: 'The reveal id (a UUID)' }) });
const Query = Type.Object(LocaleQuery);

export const progressSchema = { tags, querystring: Query, response: { 200: ProgressSchema, ...signedIn() } };
export const revealSchema = { tags, querystring: Query, response: { 200: RevealSchema, ...signedIn(422) } };
export const rerollSchema = { tags, querystring: Query, params: RevealParams, response: { 200: RevealSchema, ...signedIn(404, 409) } };
export const acceptSchema = { tags, querystring: Query, params: RevealParams, response: { 200: RevealSchema, ...signedIn(404, 409) } };
export const achievementsSchema = { tags, querystring: Query, response: { 200: Type.Object({ data: Type.Array(AchievementSchema) }), ...signedIn() } };
export const getBirthdaySchema = { tags, response: { 200: BirthdaySchema, ...signedIn() } };
export const putBirthdaySchema = {
  tags,
  body: Strict({
    month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month of the birthday, 1 to 12' }),
    day: Type.Integer({ minimum: 1, maximum: 31, description: 'Day of the month' }),
  }),
  response: { 200: BirthdaySchema, ...signedIn() },
};
