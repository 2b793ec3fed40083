/** The Today's smoke screen's routes under /online-ordering (contract: domain/wire/smoke.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_SMOKE_PATHS as PATHS } from '@/domain/wire/smoke';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { boardSchema, entrySchema, thresholdSchema } from './schema';
import { enterStoreSmoke, setSmokeThreshold, smokeBoard, type SmokeBoardDeps } from './smoke-board';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });

const smokeRoutes: FastifyPluginAsyncTypebox<{ deps: SmokeBoardDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.get(PATHS.board, { schema: boardSchema, preHandler: guards.ready }, async (request) =>
    smokeBoard(deps, signedInStaff(request), request.params.storeId, request.market.locale),
  );

  app.put(PATHS.entry, { schema: entrySchema, preHandler: guards.ready }, async (request) =>
    enterStoreSmoke(deps, callerOf(request), signedInStaff(request), { ...request.params, ...request.body }, request.market.locale),
  );

  app.put(PATHS.threshold, { schema: thresholdSchema, preHandler: guards.ready }, async (request) =>
    setSmokeThreshold(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.body.percent, request.market.locale),
  );
};

export default smokeRoutes;
