/**
 * The buyer's quote routes: submit a request (with or without a get-a-quote cart), read a quote
 * (by its order, or by its number with the link token), answer its estimate, and list a
 * signed-in buyer's quotes. Guests prove access with X-Order-Token or X-Quote-Token.
 */
import { requireCustomer, signedInCustomer } from '@/server/auth/plugin';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { callerOf } from '@/server/modules/orders/access';
import { quoteCallerOf } from './access';
import type { BuyerQuoteService } from './buyer-service';
import * as s from './schema';

const quoteRoutes: FastifyPluginAsyncTypebox<{ service: BuyerQuoteService }> = async (app, { service }) => {
  app.post('/orders/get-a-quote', { schema: s.submitNewQuoteSchema }, async (request, reply) => {
    const { market } = request;
    const quote = await service.submitNew(market, request.body, request.customer?.id ?? null);
    return reply.status(201).send(quote);
  });

  app.post('/orders/:orderId/get-a-quote', { schema: s.submitQuoteSchema }, async (request, reply) => {
    const caller = callerOf(request.headers, request.customer);
    const quote = await service.submitForOrder(request.params.orderId, caller, request.body, request.market.locale);
    return reply.status(201).send(quote);
  });

  app.get('/orders/:orderId/get-a-quote', { schema: s.getQuoteSchema }, async (request) =>
    service.getForOrder(request.params.orderId, quoteCallerOf(request.headers, request.customer)),
  );

  app.get('/orders/get-a-quote/:number', { schema: s.getQuoteByNumberSchema }, async (request) =>
    service.getByNumber(request.params.number, quoteCallerOf(request.headers, request.customer)),
  );

  app.post('/orders/:orderId/customer-response', { schema: s.customerResponseSchema }, async (request) =>
    service.respond(request.params.orderId, quoteCallerOf(request.headers, request.customer), request.body),
  );

  app.get('/orders/quotes', { schema: s.myQuotesSchema, preHandler: requireCustomer }, async (request) =>
    service.listMine(signedInCustomer(request).id, request.query.page, request.query.pageSize),
  );
};

export default quoteRoutes;
