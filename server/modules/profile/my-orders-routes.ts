/** GET /my-orders, POST /orders/:orderId/reorder and POST /orders/:orderId/login (claim a guest order). */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { callerOf } from '@/server/modules/orders';
import { customerIdOf } from './caller';
import type { ProfileServices } from './services';
import * as s from './schema';

const myOrdersRoutes: FastifyPluginAsyncTypebox<{ services: ProfileServices }> = async (app, { services }) => {
  const { myOrders, reorder } = services;

  app.get('/my-orders', { schema: s.myOrdersSchema }, async (request) =>
    myOrders.list(customerIdOf(request), request.query.page, request.query.pageSize),
  );

  app.post('/orders/:orderId/reorder', { schema: s.reorderSchema }, async (request, reply) =>
    reply.status(201).send(await reorder.reorder(customerIdOf(request), request.params.orderId, request.market.locale)),
  );

  app.post('/orders/:orderId/login', { schema: s.claimOrderSchema }, async (request) => {
    const token = request.body?.token?.trim() || callerOf(request.headers).token;
    return myOrders.claim(customerIdOf(request), request.params.orderId, token, request.market.locale);
  });
};

export default myOrdersRoutes;
