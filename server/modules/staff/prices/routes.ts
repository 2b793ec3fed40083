/** The prices back office's routes under /online-ordering (contract: domain/wire/staff-prices.ts), and its scheduled job; titles are in the request's locale. */
import type { FastifyRequest } from 'fastify';
import { STAFF_PRICES_PATHS as PATHS } from '@/domain/wire/staff-prices';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { cancelChange, PRICE_JOBS } from './schedule';
import { assertAdmin, bulkChange, changeBasePrice, changeStorePrice, previewChange, priceList, scheduledChanges, type PriceDeps } from './service';
import { basePriceSchema, bulkSchema, cancelSchema, previewSchema, priceListSchema, scheduledSchema, storePriceSchema } from './schema';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id };
}

const priceRoutes: FastifyPluginAsyncTypebox<{ deps: PriceDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  if (app.hasDecorator('jobs')) for (const job of PRICE_JOBS) app.jobs.define(job);

  app.get(PATHS.prices, { schema: priceListSchema, preHandler: guards.ready }, async (request) => priceList(deps.db, signedInStaff(request), request.market.locale, request.query.storeId));

  app.put(PATHS.basePrice, { schema: basePriceSchema, preHandler: guards.ready }, async (request) =>
    changeBasePrice(deps, callerOf(request), signedInStaff(request), request.params.itemId, request.body, request.market.locale),
  );

  app.put(PATHS.storePrice, { schema: storePriceSchema, preHandler: guards.ready }, async (request) =>
    changeStorePrice(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.params.itemId, request.body),
  );

  app.post(PATHS.preview, { schema: previewSchema, preHandler: guards.ready }, async (request) => previewChange(deps.db, signedInStaff(request), request.body, request.market.locale));

  app.post(PATHS.bulk, { schema: bulkSchema, preHandler: guards.ready }, async (request) => bulkChange(deps, callerOf(request), signedInStaff(request), request.body, request.market.locale));

  app.get(PATHS.scheduled, { schema: scheduledSchema, preHandler: guards.ready }, async (request) => scheduledChanges(deps.db, signedInStaff(request), request.market.locale));

  app.post(PATHS.cancel, { schema: cancelSchema, preHandler: guards.ready }, async (request) => {
    const staff = signedInStaff(request);
    assertAdmin(staff);
    return cancelChange(deps.db, callerOf(request), staff, request.params.changeId, deps.now(), request.market.locale);
  });
};

export default priceRoutes;
