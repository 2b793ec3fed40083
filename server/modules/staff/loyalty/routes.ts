/** The console's loyalty settings routes under /online-ordering (contract: domain/wire/staff-loyalty.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_LOYALTY_PATHS as PATHS } from '@/domain/wire/staff-loyalty';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import * as s from './schema';
import { addStoreItem, changeMysteryOdds, changeProgram, changeStoreItem, changeYearlyRewards, loyaltySettings, retireStoreItem, type StaffLoyaltyDeps } from './service';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id };
}

const staffLoyaltyRoutes: FastifyPluginAsyncTypebox<{ deps: StaffLoyaltyDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  const ready = { preHandler: guards.ready };

  app.get(PATHS.settings, { schema: s.settingsSchema, ...ready }, async (request) => loyaltySettings(deps, signedInStaff(request)));

  app.put(PATHS.program, { schema: s.programSchema, ...ready }, async (request) => changeProgram(deps, callerOf(request), signedInStaff(request), request.body));

  app.post(PATHS.storeItems, { schema: s.addStoreItemSchema, ...ready }, async (request, reply) =>
    reply.status(201).send(await addStoreItem(deps, callerOf(request), signedInStaff(request), request.body)),
  );

  app.put(PATHS.storeItem, { schema: s.changeStoreItemSchema, ...ready }, async (request) =>
    changeStoreItem(deps, callerOf(request), signedInStaff(request), request.params.itemId, request.body.points),
  );

  app.post(PATHS.retire, { schema: s.retireStoreItemSchema, ...ready }, async (request) => retireStoreItem(deps, callerOf(request), signedInStaff(request), request.params.itemId));

  app.put(PATHS.mysteryOdds, { schema: s.mysteryOddsSchema, ...ready }, async (request) => changeMysteryOdds(deps, callerOf(request), signedInStaff(request), request.body));

  app.put(PATHS.yearlyRewards, { schema: s.yearlyRewardsSchema, ...ready }, async (request) => changeYearlyRewards(deps, callerOf(request), signedInStaff(request), request.body));
};

export default staffLoyaltyRoutes;
