/** The Menu availability screen's routes under /online-ordering (contract: domain/wire/staff-menu.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_MENU_PATHS as PATHS } from '@/domain/wire/staff-menu';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { changeServing, markSoldOut, storeMenu, type MenuAvailabilityDeps } from './availability';
import { servingSchema, soldOutSchema, storeMenuSchema } from './schema';

const callerOf = (request: FastifyRequest): StaffCaller => ({ ip: request.ip, requestId: request.id });

const menuAvailabilityRoutes: FastifyPluginAsyncTypebox<{ deps: MenuAvailabilityDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.get(PATHS.store, { schema: storeMenuSchema, preHandler: guards.ready }, async (request) =>
    storeMenu(deps, signedInStaff(request), request.params.storeId, request.market.locale),
  );

  app.put(PATHS.soldOut, { schema: soldOutSchema, preHandler: guards.ready }, async (request) => {
    const { storeId, itemId } = request.params;
    return markSoldOut(deps, callerOf(request), signedInStaff(request), { storeId, itemId, soldOut: request.body.soldOut }, request.market.locale);
  });

  app.put(PATHS.serving, { schema: servingSchema, preHandler: guards.ready }, async (request) =>
    changeServing(deps, callerOf(request), signedInStaff(request), request.params, request.body, request.market.locale),
  );
};

export default menuAvailabilityRoutes;
