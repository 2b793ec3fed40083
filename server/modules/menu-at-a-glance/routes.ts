/** GET /menu-at-a-glance/menus/:menuId, /menu-at-a-glance/categories/:category and /menu-at-a-glance/items/:slug: public, read-only. */
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@/server/db/client';
import type { OrderCategorySlug } from '@/domain/ordering/handoffs';
import { createGlanceRepository } from './repository';
import { glanceCategoryMenuSchema, glanceItemSchema, glanceMenuSchema } from './schema';
import { createGlanceService, type GlanceRequest } from './service';

function glanceRequest(request: FastifyRequest): GlanceRequest {
  const { brandId, country, locale } = request.market;
  return { scope: { brandId, country }, locale };
}

const menuAtAGlanceRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const service = createGlanceService({ glance: createGlanceRepository(db) });

  app.get('/menu-at-a-glance/menus/:menuId', { schema: glanceMenuSchema }, async (request) =>
    service.menu(glanceRequest(request), request.params.menuId),
  );

  app.get('/menu-at-a-glance/categories/:category', { schema: glanceCategoryMenuSchema }, async (request) =>
    service.menuOfCategory(glanceRequest(request), request.params.category as OrderCategorySlug),
  );

  app.get('/menu-at-a-glance/items/:slug', { schema: glanceItemSchema }, async (request) =>
    service.item(glanceRequest(request), request.params.slug),
  );
};

export default menuAtAGlanceRoutes;
