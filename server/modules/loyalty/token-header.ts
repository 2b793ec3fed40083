/** The order token header a reward call may carry (a guest order's: refused with "sign in"). */
import { Type } from '@sinclair/typebox';
import { MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER } from '@/server/modules/orders';

export const MAX_ORDER_TOKEN_HEADER_SCHEMA = Type.Object({
  [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH, description: 'The accessToken of POST /orders' })),
});
