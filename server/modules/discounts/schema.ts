/** Request and response schemas of the coupon and wallet-suggestion routes. Strings are bounded. */
import { Type } from '@sinclair/typebox';
import { COUPON_CODE_MAX_LENGTH } from '@/domain/validation/coupons';
import { errorResponses, Id, LocaleQuery, Strict } from '@/server/schemas/common';
import { MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER, OrderIdParams, WireOrderSchema } from '@/server/modules/orders';

const TokenHeaders = Type.Object({
  [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: 'The accessToken of POST /orders' })),
});

/** Room for spaces around a code; the code itself is checked after trimming. */
const Code = Type.String({ minLength: 1, maxLength: COUPON_CODE_MAX_LENGTH + 24, description: 'The coupon code as the diner typed it' });

const okOrder = { 200: WireOrderSchema, ...errorResponses(404, 409, 422) };

export const applyCouponSchema = {
  tags: ['discounts'],
  summary: 'Apply a coupon to the order by its code',
  headers: TokenHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  body: Strict({ code: Code }),
  response: okOrder,
};

export const removeCouponSchema = {
  tags: ['discounts'],
  summary: 'Remove one coupon from the order',
  headers: TokenHeaders,
  params: Type.Object({ ...OrderIdParams.properties, couponId: Id('Coupon id') }),
  querystring: Type.Object({ ...LocaleQuery }),
  response: okOrder,
};

export const removeAllCouponsSchema = {
  tags: ['discounts'],
  summary: 'Remove every coupon from the order',
  headers: TokenHeaders,
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: okOrder,
};

export const walletSuggestionSchema = {
  tags: ['loyalty'],
  summary: "The reward in the signed-in diner's wallet that saves the most on the order",
  params: OrderIdParams,
  response: {
    200: Type.Object({
      suggestion: Type.Union([
        Type.Null(),
        Type.Object({
          rewardId: Type.String(),
          rewardKindId: Type.Integer(),
          title: Type.String(),
          saving: Type.String(),
          currency: Type.String(),
          code: Type.Union([Type.String(), Type.Null()]),
          itemId: Type.Union([Type.Integer(), Type.Null()]),
          placement: Type.Union([Type.Literal('cart-line'), Type.Literal('added-item'), Type.Null()], {
            description: "Where a free-item reward goes: the item's line in the cart becomes free, or the item is added free; null for a coupon.",
          }),
        }),
      ]),
    }),
    ...errorResponses(401, 404),
  },
};
