/**
 * Group orders: POST /group-orders (Idempotency-Key) makes the host's order and its share link;
 * under /group-orders/:shareToken a guest reads the group, joins with a name, and adds or removes
 * their own lines (X-Group-Guest); the host (X-Order-Token or the signed-in owner) reads every
 * line, removes any, and locks the group. An unknown link, and another group's guest, get 404.
 */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { Database } from '@/server/db/client';
import { realClock } from '@/server/clock';
import { createIdempotency, readIdempotencyKey, sendAnswer } from '@/server/idempotency/idempotency';
import { callerOf, type OrderLifecycle } from '@/server/modules/orders';
import { addItemSchema, createGroupSchema, GROUP_GUEST_HEADER, guestViewSchema, hostRemoveItemSchema, hostViewSchema, joinSchema, lockSchema, removeItemSchema } from './schema';
import { createGroupOrderService } from './service';

export type GroupOrderRoutesOptions = { db: Database; clock: () => Date; lifecycle: OrderLifecycle };

function guestSecretOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers[GROUP_GUEST_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value || undefined;
}

const groupOrderRoutes: FastifyPluginAsyncTypebox<GroupOrderRoutesOptions> = async (app, { db, clock, lifecycle }) => {
  const service = createGroupOrderService({ db, clock, realNow: realClock, lifecycle });
  const idempotency = createIdempotency(db, realClock, { instanceId: app.instance.id });

  app.post('/group-orders', { schema: createGroupSchema }, async (request, reply) => {
    const { market } = request;
    const answer = await idempotency.runAtomic(
      {
        key: readIdempotencyKey(request.headers),
        scope: `POST /group-orders brand ${market.brandId} ${market.country}${request.customer ? ` customer ${request.customer.id}` : ''}`,
        request: request.body,
      },
      async () => {
        const write = await service.create(market, request.body, request.customer?.id ?? null, market.locale);
        return async (tx) => ({ statusCode: 201, body: await write(tx) });
      },
    );
    return sendAnswer(reply, answer);
  });

  app.get('/group-orders/:shareToken', { schema: guestViewSchema }, async (request) =>
    service.guestView(request.params.shareToken, guestSecretOf(request.headers), request.market.locale),
  );

  app.post('/group-orders/:shareToken/guests', { schema: joinSchema }, async (request, reply) =>
    reply.status(201).send(await service.join(request.params.shareToken, request.body.name, request.market.locale)),
  );

  app.post('/group-orders/:shareToken/lines', { schema: addItemSchema }, async (request, reply) =>
    reply.status(201).send(await service.addItem(request.params.shareToken, guestSecretOf(request.headers), request.body, request.market.locale)),
  );

  app.delete('/group-orders/:shareToken/lines/:orderItemId', { schema: removeItemSchema }, async (request) =>
    service.removeItem(request.params.shareToken, guestSecretOf(request.headers), request.params.orderItemId, request.market.locale),
  );

  app.get('/group-orders/:shareToken/host', { schema: hostViewSchema }, async (request) =>
    service.hostView(request.params.shareToken, callerOf(request.headers, request.customer), request.market.locale),
  );

  app.delete('/group-orders/:shareToken/host/lines/:orderItemId', { schema: hostRemoveItemSchema }, async (request) =>
    service.hostRemoveItem(request.params.shareToken, callerOf(request.headers, request.customer), request.params.orderItemId, request.market.locale),
  );

  app.post('/group-orders/:shareToken/lock', { schema: lockSchema }, async (request) =>
    service.lock(request.params.shareToken, callerOf(request.headers, request.customer), request.market.locale),
  );
};

export default groupOrderRoutes;
