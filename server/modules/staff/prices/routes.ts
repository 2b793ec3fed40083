/**
 * The prices back office's routes under /online-ordering (contract: domain/wire/staff-prices.ts),
 * and its scheduled job; titles are in the request's locale. A planned change the job applies is
 * announced on the change feed like a change made at once (the routes' are, by the staff plugin).
 */
import type { FastifyRequest } from 'fastify';
import { STAFF_PRICES_PATHS as PATHS } from '@/domain/wire/staff-prices';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { ChangeFeed } from '@/server/cache/change-feed';
import { VERSION_KEYS } from '@/server/cache/version-keys';
import type { JobDefinition } from '@/server/jobs/job';
import type { StaffCaller } from '../deps';
import { changeStoreOptionPrice } from './option-prices';
import { cancelChange, PRICE_JOBS } from './schedule';
import { assertAdmin, bulkChange, changeBasePrice, changeStorePrice, previewChange, priceList, scheduledChanges, type PriceDeps } from './service';
import { basePriceSchema, bulkSchema, cancelSchema, previewSchema, priceListSchema, scheduledSchema, storeOptionPriceSchema, storePriceSchema } from './schema';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id };
}

/** `job`, announcing the menus' change after a run that moved prices (each move committed in its own transaction by then). */
function announcing(job: JobDefinition, changes: ChangeFeed | undefined): JobDefinition {
  if (!changes) return job;
  return {
    ...job,
    run: async (context) => {
      const result = await job.run(context);
      if (result && (result.moves ?? 0) > 0) await changes.publish([VERSION_KEYS.menus]);
      return result;
    },
  };
}

const priceRoutes: FastifyPluginAsyncTypebox<{ deps: PriceDeps; guards: StaffGuards; changes?: ChangeFeed }> = async (app, { deps, guards, changes }) => {
  if (app.hasDecorator('jobs')) for (const job of PRICE_JOBS) app.jobs.define(announcing(job, changes));

  app.get(PATHS.prices, { schema: priceListSchema, preHandler: guards.ready }, async (request) => priceList(deps.db, signedInStaff(request), request.market.locale, request.query.storeId));

  app.put(PATHS.basePrice, { schema: basePriceSchema, preHandler: guards.ready }, async (request) =>
    changeBasePrice(deps, callerOf(request), signedInStaff(request), request.params.itemId, request.body, request.market.locale),
  );

  app.put(PATHS.storePrice, { schema: storePriceSchema, preHandler: guards.ready }, async (request) =>
    changeStorePrice(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.params.itemId, request.body),
  );

  app.put(PATHS.storeOptionPrice, { schema: storeOptionPriceSchema, preHandler: guards.ready }, async (request) =>
    changeStoreOptionPrice(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.params.optionId, request.body),
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
