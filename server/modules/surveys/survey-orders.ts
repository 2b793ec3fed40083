/**
 * GET /loyalty/my-profile/collect-points/survey-orders: the signed-in diner's paid orders of the
 * brand that collect points by answering their feedback, newest first. An order still to answer
 * offers ORDER_FEEDBACK_POINTS; an answered one shows what it earned (0 when answered without
 * the diner's sign-in). Catering quote orders are left out: their feedback is the catering form's.
 */
import { ORDER_FEEDBACK_POINTS } from '@/domain/validation';
import { SURVEY_ORDERS_PATH, type WireSurveyOrder, type WireSurveyOrderPage } from '@/domain/wire/order-feedback';
import { requireCustomer, signedInCustomer } from '@/server/auth/plugin';
import type { Database } from '@/server/db/client';
import { brandWithLoyalty } from '@/server/modules/loyalty';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { Type } from '@sinclair/typebox';
import { errorResponses, LocaleQuery, PageQuery, WireListSchema } from '@/server/schemas/common';
import { surveyOrdersPage } from './diner-submissions-repository';

const SurveyOrderSchema = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  paidAt: Type.String(),
  store: Type.Object({ id: Type.Integer(), title: Type.String() }),
  answered: Type.Boolean(),
  rating: Type.Optional(Type.Integer()),
  answeredAt: Type.Optional(Type.String()),
  points: Type.Integer(),
});

const surveyOrdersSchema = {
  tags: ['loyalty'],
  summary: 'Orders that collect points by their feedback',
  description: `The signed-in diner’s paid orders of the brand, newest first: still to answer (offering ${ORDER_FEEDBACK_POINTS} points) or answered (with the points earned). 422 when the brand has no points program.`,
  querystring: Type.Object({ ...LocaleQuery, ...PageQuery }),
  response: { 200: WireListSchema(SurveyOrderSchema), ...errorResponses(401, 422) },
};

export async function surveyOrders(db: Database, brandId: number, customerId: number, page: number, pageSize: number): Promise<WireSurveyOrderPage> {
  await brandWithLoyalty(db, brandId);
  const { rows, total } = await surveyOrdersPage(db, brandId, customerId, { page, pageSize });
  const data = rows.map((row): WireSurveyOrder => {
    const base = { orderId: row.id, orderNumber: String(row.number), paidAt: row.paidAt!.toISOString(), store: { id: row.storeId, title: row.storeTitle } };
    if (row.rating === null || row.answeredAt === null) return { ...base, answered: false, points: ORDER_FEEDBACK_POINTS };
    return { ...base, answered: true, rating: row.rating, answeredAt: row.answeredAt.toISOString(), points: row.earned ?? 0 };
  });
  return { data, total, page, pageSize };
}

const surveyOrdersRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(SURVEY_ORDERS_PATH, { schema: surveyOrdersSchema, preHandler: requireCustomer }, async (request) =>
    surveyOrders(db, request.market.brandId, signedInCustomer(request).id, request.query.page, request.query.pageSize),
  );
};

export default surveyOrdersRoutes;
