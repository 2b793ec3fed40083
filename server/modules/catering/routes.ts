/**
 * The buyer's quote routes: submit a request (with or without a get-a-quote cart), read a quote
 * (by its order, or by its number with the link token), answer its estimate, and list a
 * signed-in buyer's quotes. Guests prove access with X-Order-Token or X-Quote-Token. A request
 * without a cart honours the Idempotency-Key header as POST /orders does.
 */
import { requireCustomer, signedInCustomer } from '@/server/auth/plugin';
import type { Database } from '@/server/db/client';
import { createIdempotency, readIdempotencyKey, sendAnswer } from '@/server/idempotency/idempotency';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { callerOf } from '@/server/modules/orders';
import { quoteCallerOf } from './access';
import type { BuyerQuoteService } from './buyer-service';
import * as s from './schema';

const quoteRoutes: FastifyPluginAsyncTypebox<{ service: BuyerQuoteService; db: Database; clock?: () => Date }> = async (app, { service, db, clock }) => {
  const idempotency = createIdempotency(db, clock, { instanceId: app.instance.id });

  app.post('/orders/get-a-quote', { schema: s.submitNewQuoteSchema }, async (request, reply) => {
    const { market, customer } = request;
    // The order, the lead and the key's answer commit together: a retry finds either all or none.
    const answer = await idempotency.runAtomic(
      { key: readIdempotencyKey(request.headers), scope: `POST /orders/get-a-quote brand ${market.brandId} ${market.country}${customer ? ` customer ${customer.id}` : ''}`, request: request.body },
      async () => {
        const draft = await service.prepareNew(market, request.body, customer?.id ?? null);
        return async (tx) => ({ statusCode: 201, body: await service.insertNew(tx, draft) });
      },
    );
    if (!answer.replayed) await service.mailReceived(answer.body.number);
    return sendAnswer(reply, answer);
  });

  app.post('/orders/:orderId/get-a-quote', { schema: s.submitQuoteSchema }, async (request, reply) => {
    const caller = callerOf(request.headers, request.customer);
    const quote = await service.submitForOrder(request.params.orderId, caller, request.body, request.market.locale);
    return reply.status(201).send(quote);
  });

  app.get('/orders/:orderId/get-a-quote', { schema: s.getQuoteSchema }, async (request) =>
    service.getForOrder(request.params.orderId, quoteCallerOf(request.headers, request.customer), request.market.locale),
  );

  app.get('/orders/get-a-quote/:number', { schema: s.getQuoteByNumberSchema }, async (request) =>
    service.getByNumber(request.params.number, quoteCallerOf(request.headers, request.customer), request.market.locale),
  );

  app.post('/orders/:orderId/customer-response', { schema: s.customerResponseSchema }, async (request) =>
    service.respond(request.params.orderId, quoteCallerOf(request.headers, request.customer), request.body, request.market.locale),
  );

  app.get('/orders/quotes', { schema: s.myQuotesSchema, preHandler: requireCustomer }, async (request) =>
    service.listMine(signedInCustomer(request).id, request.query.page, request.query.pageSize, request.market.locale),
  );
};

export default quoteRoutes;
