/**
 * GET /orders/:orderId/events: the order's status as server-sent events, for the diner's open
 * order page. Authorised as the order page is (the order's X-Order-Token, or its signed-in
 * owner); anyone else gets the 404 of an unknown order.
 *
 * - The first event is the status now, with a delivery's courier (stage and tracking link). While
 *   the order can still move (received, in the kitchen, ready, out for delivery) the stream stays
 *   open and sends each change of either as the database shows it (status-watch.ts), with a
 *   comment line every 15 s so proxies keep it open; it ends when the order is completed or
 *   cancelled, and after 10 minutes (the client reconnects).
 * - A cart that is not paid, or a finished order, gets its one event and the stream ends.
 */
import { Type } from '@sinclair/typebox';
import { statusName } from '@/domain/ordering/order-status';
import { STATUS_MOVES } from '@/domain/ordering/status-moves';
import type { WireOrderStatusEvent } from '@/domain/wire/staff';
import type { Database } from '@/server/db/client';
import { errorResponses } from '@/server/schemas/common';
import { statusLabel } from './status-labels';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { callerOf, mayAccess, orderNotFound, ORDER_TOKEN_HEADER, MAX_TOKEN_LENGTH } from './access';
import { findOrder, statusesOf } from './repository';
import { OrderIdParams } from './schema';
import { createStatusWatch, type StatusSnapshot } from './status-watch';
import { eventStreams } from '@/server/plugins/event-streams';

const eventsSchema = {
  tags: ['orders'],
  summary: 'Live order status (server-sent events)',
  description:
    'text/event-stream of `status` events ({ orderId, status, statusId, statusLabel, updatedAt, courier }), one per change of the status or of a delivery courier’s stage or tracking link. Send the order’s X-Order-Token, or the owner’s bearer token. The stream ends once the order is completed or cancelled (or was never paid), and after 10 minutes.',
  params: OrderIdParams,
  headers: Type.Object({ [ORDER_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: MAX_TOKEN_LENGTH })) }),
  response: {
    200: { description: 'A stream of status events', content: { 'text/event-stream': { schema: Type.String() } } },
    ...errorResponses(404),
  },
};

function stillMoving(statusId: number): boolean {
  return STATUS_MOVES[statusName(statusId)].length > 0;
}

const orderEventsRoutes: FastifyPluginAsyncTypebox<{ db: Database; pollMs?: number }> = async (app, { db, pollMs }) => {
  const watch = createStatusWatch({ db, log: app.log, intervalMs: pollMs });
  const streams = eventStreams(app, () => watch.close());

  app.get('/orders/:orderId/events', { schema: eventsSchema }, async (request, reply) => {
    const order = await findOrder(db, request.params.orderId);
    if (!order || !mayAccess(order, callerOf(request.headers, request.customer))) throw orderNotFound(request.params.orderId);
    const { locale } = request.market;
    const stream = streams.open(reply);
    const send = (snapshot: StatusSnapshot) => {
      const status = statusName(snapshot.statusId);
      const event: WireOrderStatusEvent = {
        orderId: snapshot.id,
        status,
        statusId: snapshot.statusId,
        statusLabel: statusLabel(status, locale),
        updatedAt: snapshot.updatedAt.toISOString(),
        courier: snapshot.courier,
      };
      stream.send('status', event, snapshot.statusId);
    };
    const [first = { id: order.id, statusId: order.statusId, updatedAt: order.updatedAt, courier: null }] = await statusesOf(db, [order.id]);
    send(first);
    if (!stillMoving(first.statusId)) {
      stream.end();
      return reply;
    }
    stream.onEnd(
      watch.watch(order.id, first, (snapshot) => {
        send(snapshot);
        if (!stillMoving(snapshot.statusId)) stream.end();
      }),
    );
    return reply;
  });
};

export default orderEventsRoutes;
