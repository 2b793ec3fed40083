/** GET /orders/:orderId/thank-you: the paid order as the thank-you page shows it (the guest's token opens it). */
import { Type } from '@sinclair/typebox';
import type { WireOrderConfirmation } from '@/domain/wire/payments';
import type { Database } from '@/server/db/client';
import { MAX_TOKEN_LENGTH, ORDER_TOKEN_HEADER, OrderIdParams, callerOf } from '@/server/modules/orders';
import { errorResponses, LocaleQuery } from '@/server/schemas/common';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { loadConfirmation } from './load';

const thankYouSchema = {
  tags: ['orders'],
  headers: Type.Object({ [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH })) }),
  params: OrderIdParams,
  querystring: Type.Object({ ...LocaleQuery }),
  response: {
    200: Type.Unsafe<WireOrderConfirmation>({ type: 'object', additionalProperties: true, description: 'WireOrderConfirmation' }),
    ...errorResponses(404),
  },
};

const thankYouRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/orders/:orderId/thank-you', { schema: thankYouSchema }, async (request): Promise<WireOrderConfirmation> =>
    loadConfirmation(db, request.params.orderId, callerOf(request.headers, request.customer), request.market.locale),
  );
};

export default thankYouRoutes;
