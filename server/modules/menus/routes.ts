/** GET /locations/:locationId/menus, …/menus/:menuId/sections, …/section-instances/:id/items, …/item-details/:id. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@/server/db/client';
import { createLocationRepository } from '@/server/modules/locations/repository';
import { createMenuRepository } from './repository';
import { itemDetailsSchema, itemsSchema, menusSchema, sectionsSchema } from './schema';
import { createMenuService, type MenuRequest } from './service';

function menuRequest(request: FastifyRequest, locationId: number): MenuRequest {
  return { scope: request.market, locale: request.market.locale, locationId };
}

const menuRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const service = createMenuService({ menus: createMenuRepository(db), locations: createLocationRepository(db) });

  app.get('/locations/:locationId/menus', { schema: menusSchema }, async (request) =>
    service.menus(menuRequest(request, request.params.locationId)),
  );

  app.get('/locations/:locationId/menus/:menuId/sections', { schema: sectionsSchema }, async (request) =>
    service.sections(menuRequest(request, request.params.locationId), request.params.menuId, request.query.include === 'items'),
  );

  app.get('/locations/:locationId/section-instances/:id/items', { schema: itemsSchema }, async (request) =>
    service.items(menuRequest(request, request.params.locationId), request.params.id),
  );

  app.get('/locations/:locationId/item-details/:id', { schema: itemDetailsSchema }, async (request) =>
    service.itemDetails(menuRequest(request, request.params.locationId), request.params.id),
  );
};

export default menuRoutes;
