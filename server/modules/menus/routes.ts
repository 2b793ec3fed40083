/**
 * GET /locations/:locationId/menus, …/menus/:menuId/sections, …/section-instances/:id/items,
 * …/item-details/:id: public reads (ETag, Cache-Control, 304). A store's menus and a menu's
 * sections (what the menu page reads) are served from a per-instance cache of their serialised
 * answers, checked against the version of the store's menus.
 */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@/server/db/client';
import type { ChangeSubscription } from '@/server/cache/change-feed';
import { menusVersionKey } from '@/server/cache/version-keys';
import { createReadCache } from '@/server/cache/read-cache';
import { publicRead, sendCached, serialize200 } from '@/server/plugins/public-read';
import { createLocationRepository } from '@/server/modules/locations';
import { createMenuRepository } from './repository';
import { itemDetailsSchema, itemsSchema, menusSchema, sectionsSchema } from './schema';
import { createMenuService, type MenuRequest } from './service';
import { menusVersion } from './version-repository';

function menuRequest(request: FastifyRequest, locationId: number): MenuRequest {
  return { scope: request.market, locale: request.market.locale, locationId };
}

/** The cache key of a store's answer in the request's market and locale. */
function keyOf({ scope, locale, locationId }: MenuRequest, ...rest: (string | number | boolean)[]): string {
  return [scope.brandId, scope.country, locale, locationId, ...rest].join(':');
}

export type MenuRoutesOptions = {
  db: Database;
  /** How long a cached answer is served before its version is checked again (0: every request). */
  readCacheFreshMs?: number;
  /** Change events that make the cache re-read a version at once (server/cache/change-feed.ts). */
  changes?: ChangeSubscription;
  now?: () => number;
};

const menuRoutes: FastifyPluginAsyncTypebox<MenuRoutesOptions> = async (app, { db, readCacheFreshMs = 0, now, changes }) => {
  const service = createMenuService({ db, menus: createMenuRepository(db), locations: createLocationRepository(db) });
  const answers = createReadCache({ freshMs: readCacheFreshMs, maxEntries: 512, now, changes, onLookup: app.metrics?.cacheLookup('menus') });

  app.get('/locations/:locationId/menus', { schema: menusSchema, ...publicRead }, async (request, reply) => {
    const menu = menuRequest(request, request.params.locationId);
    const answer = await answers.get(keyOf(menu, 'menus'), {
      versionKey: menusVersionKey(menu.locationId),
      version: () => menusVersion(db, menu.locationId),
      build: async () => ({ body: serialize200(reply, await service.menus(menu)) }),
    });
    return sendCached(reply, answer);
  });

  app.get('/locations/:locationId/menus/:menuId/sections', { schema: sectionsSchema, ...publicRead }, async (request, reply) => {
    const menu = menuRequest(request, request.params.locationId);
    const { menuId } = request.params;
    const withItems = request.query.include === 'items';
    const answer = await answers.get(keyOf(menu, 'sections', menuId, withItems), {
      versionKey: menusVersionKey(menu.locationId),
      version: () => menusVersion(db, menu.locationId),
      build: async () => ({ body: serialize200(reply, await service.sections(menu, menuId, withItems)) }),
    });
    return sendCached(reply, answer);
  });

  app.get('/locations/:locationId/section-instances/:id/items', { schema: itemsSchema, ...publicRead }, async (request) =>
    service.items(menuRequest(request, request.params.locationId), request.params.id),
  );

  app.get('/locations/:locationId/item-details/:id', { schema: itemDetailsSchema, ...publicRead }, async (request) =>
    service.itemDetails(menuRequest(request, request.params.locationId), request.params.id),
  );
};

export default menuRoutes;
