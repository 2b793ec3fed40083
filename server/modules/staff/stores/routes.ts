/** The Stores screen's routes under /online-ordering (contract: domain/wire/staff-stores.ts). */
import type { FastifyRequest } from 'fastify';
import { STAFF_STORES_PATHS as PATHS } from '@/domain/wire/staff-stores';
import { signedInStaff, type StaffGuards } from '@/server/auth/staff-guard';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { StaffCaller } from '../deps';
import { addStoreSchema, changeDetailsSchema, changeOrderingSchema, geocodeSchema, listStoresSchema, storeSchema } from './schema';
import { addStore, changeStoreDetails, changeStoreOrdering, placeOfPostalCode, storeOf, storesOf, type StoresDeps } from './service';

function callerOf(request: FastifyRequest): StaffCaller {
  return { ip: request.ip, requestId: request.id, brandId: request.market.brandId };
}

const storeRoutes: FastifyPluginAsyncTypebox<{ deps: StoresDeps; guards: StaffGuards }> = async (app, { deps, guards }) => {
  app.get(PATHS.stores, { schema: listStoresSchema, preHandler: guards.ready }, async (request) => storesOf(deps, signedInStaff(request)));

  app.post(PATHS.stores, { schema: addStoreSchema, preHandler: guards.ready }, async (request, reply) => {
    const store = await addStore(deps, callerOf(request), signedInStaff(request), request.body);
    return reply.status(201).send(store);
  });

  app.get(PATHS.store, { schema: storeSchema, preHandler: guards.ready }, async (request) => storeOf(deps, signedInStaff(request), request.params.storeId));

  app.put(PATHS.store, { schema: changeDetailsSchema, preHandler: guards.ready }, async (request) =>
    changeStoreDetails(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.body),
  );

  app.put(PATHS.ordering, { schema: changeOrderingSchema, preHandler: guards.ready }, async (request) =>
    changeStoreOrdering(deps, callerOf(request), signedInStaff(request), request.params.storeId, request.body),
  );

  app.get(PATHS.geocode, { schema: geocodeSchema, preHandler: guards.ready }, async (request) =>
    placeOfPostalCode(deps, signedInStaff(request), request.query.country, request.query.postalCode),
  );
};

export default storeRoutes;
