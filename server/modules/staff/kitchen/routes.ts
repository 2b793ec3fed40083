/**
 * The kitchen screen's routes (contract: domain/wire/kitchen-tickets.ts): the board, its live
 * stream, bump and recall. The stream is the order page's kind (server/plugins/event-streams.ts):
 * the board at once, then a new board whenever the kitchen watch sees the store's orders change,
 * a comment line every 15 s so proxies keep it open, and an end after 10 minutes.
 */
import type { FastifyRequest } from 'fastify';
import { KITCHEN_PATHS, type WireKitchenBoard } from '@/domain/wire/kitchen-tickets';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { staffStore } from '../queue';
import { kitchenBoardOf, kitchenSpan } from './board';
import { createKitchenWatch } from './kitchen-watch';
import { moveTicket, type KitchenDeps } from './moves';
import { kitchenFingerprint } from './repository';
import { bumpTicketSchema, kitchenBoardSchema, kitchenEventsSchema, recallTicketSchema } from './schema';
import { eventStreams } from '@/server/plugins/event-streams';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id, brandId: request.market.brandId });

const kitchenRoutes: FastifyPluginAsyncTypebox<{ deps: KitchenDeps; guards: StaffGuards; pollMs?: number }> = async (app, { deps, guards, pollMs }) => {
  const watch = createKitchenWatch({ db: deps.db, log: app.log, intervalMs: pollMs });
  const streams = eventStreams(app, () => watch.close());

  app.get(KITCHEN_PATHS.board, { schema: kitchenBoardSchema, preHandler: guards.ready }, async (request) => {
    const store = await staffStore(deps.db, signedInStaff(request), request.params.storeId);
    return kitchenBoardOf(deps.db, store, deps.now(), request.market.locale);
  });

  app.get(KITCHEN_PATHS.events, { schema: kitchenEventsSchema, preHandler: guards.ready }, async (request, reply) => {
    const store = await staffStore(deps.db, signedInStaff(request), request.params.storeId);
    const { locale } = request.market;
    const span = kitchenSpan(store, deps.now());
    const fingerprint = await kitchenFingerprint(deps.db, store.id, span.from, span.to);
    const first = await kitchenBoardOf(deps.db, store, deps.now(), locale);
    const stream = streams.open(reply);
    const send = (board: WireKitchenBoard) => stream.send('board', board);
    send(first);

    // One board is read at a time; a change seen meanwhile reads one more after it.
    let reading: Promise<void> | null = null;
    let again = false;
    const resend = () => {
      if (stream.ended) return;
      if (reading) {
        again = true;
        return;
      }
      reading = kitchenBoardOf(deps.db, store, deps.now(), locale)
        .then((board) => {
          send(board);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not read the kitchen board for its stream'))
        .finally(() => {
          reading = null;
          if (again) {
            again = false;
            resend();
          }
        });
    };
    stream.onEnd(watch.watch(store.id, span, fingerprint, resend));
    return reply;
  });

  app.post(KITCHEN_PATHS.bump, { schema: bumpTicketSchema, preHandler: guards.ready }, async (request) =>
    moveTicket(deps, { staff: signedInStaff(request), caller: callerOf(request), storeId: request.params.storeId, orderId: request.params.orderId, move: 'bump' }),
  );

  app.post(KITCHEN_PATHS.recall, { schema: recallTicketSchema, preHandler: guards.ready }, async (request) =>
    moveTicket(deps, { staff: signedInStaff(request), caller: callerOf(request), storeId: request.params.storeId, orderId: request.params.orderId, move: 'recall' }),
  );
};

export default kitchenRoutes;
