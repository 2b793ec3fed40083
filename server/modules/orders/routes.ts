/**
 * POST /orders (Idempotency-Key), GET/PUT /orders/:orderId, POST/PUT/DELETE order items and
 * GET /timeslots/:orderId. Guests prove access with X-Order-Token (see access.ts). POST /orders
 * and PUT /orders/:orderId read X-Device-Id (device.ts): a UUID counts toward the orders one guest
 * may hold in a time slot, anything else is ignored, never refused (so it is in no schema).
 */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import { realClock } from '@/server/clock';
import { createIdempotency, readIdempotencyKey, sendAnswer } from '@/server/idempotency/idempotency';
import { callerOf } from './access';
import { deviceHashOf } from './device';
import { addItemSchema, changeItemSchema, createOrderSchema, getOrderSchema, removeItemSchema, timeslotsSchema, updateOrderSchema } from './schema';
import type { OrderLifecycle } from './lifecycle';
import { createOrderService, type LineRemovedListener } from './service';
import { markArrived } from './arrival';
import { arrivalSchema } from './handoff-schema';

/** `lineRemoved`: what leaves with a line the diner removes (service.ts's LineRemovedListener). */
export type OrderRoutesOptions = { db: Database; clock?: () => Date; lineRemoved: LineRemovedListener; lifecycle: OrderLifecycle };

const orderRoutes: FastifyPluginAsyncTypebox<OrderRoutesOptions> = async (app, { db, clock, lineRemoved, lifecycle }) => {
  const service = createOrderService({ db, clock, lineRemoved, lifecycle });
  // Key expiry and takeover run on the real time: the demo clock must not let a retry charge twice.
  const idempotency = createIdempotency(db, realClock, { instanceId: app.instance.id });

  app.post('/orders', { schema: createOrderSchema }, async (request, reply) => {
    const { market } = request;
    // The order and the key's answer commit together: a retry after a crash finds either both or neither.
    const answer = await idempotency.runAtomic(
      { key: readIdempotencyKey(request.headers), scope: `POST /orders brand ${market.brandId} ${market.country}${request.customer ? ` customer ${request.customer.id}` : ''}`, request: request.body },
      async () => {
        const draft = await service.prepareCreate(market, request.body, request.customer?.id ?? null, deviceHashOf(request.headers));
        return async (tx) => ({ statusCode: 201, body: await service.insertCreated(tx, draft, market.locale) });
      },
    );
    return sendAnswer(reply, answer);
  });

  app.get('/orders/:orderId', { schema: getOrderSchema }, async (request) =>
    service.get(request.params.orderId, callerOf(request.headers, request.customer), request.market.locale),
  );

  app.put('/orders/:orderId', { schema: updateOrderSchema }, async (request) =>
    service.update(request.params.orderId, callerOf(request.headers, request.customer), request.body, request.market.locale, deviceHashOf(request.headers)),
  );

  app.post('/orders/:orderId/order-items', { schema: addItemSchema }, async (request, reply) => {
    const order = await service.addItem(request.params.orderId, callerOf(request.headers, request.customer), request.body, request.market.locale);
    return reply.status(201).send(order);
  });

  app.put('/orders/:orderId/order-items/:orderItemId', { schema: changeItemSchema }, async (request) =>
    service.changeItem(request.params.orderId, callerOf(request.headers, request.customer), request.params.orderItemId, request.body, request.market.locale),
  );

  app.delete('/orders/:orderId/order-items/:orderItemId', { schema: removeItemSchema }, async (request) =>
    service.removeItem(request.params.orderId, callerOf(request.headers, request.customer), request.params.orderItemId, request.market.locale),
  );

  app.post('/orders/:orderId/arrival', { schema: arrivalSchema }, async (request) =>
    markArrived(db, request.params.orderId, callerOf(request.headers, request.customer), (clock ?? (() => new Date()))()),
  );

  app.get('/timeslots/:orderId', { schema: timeslotsSchema }, async (request) =>
    service.timeslots(request.params.orderId, callerOf(request.headers, request.customer)),
  );
};

export default orderRoutes;
