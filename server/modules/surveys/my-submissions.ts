/**
 * GET /loyalty/my-profile/submissions: what the signed-in diner has submitted to the brand,
 * newest first. Order ratings are matched through the diner's own orders (with the points the
 * answer earned); the survey forms carry no customer id, so they are matched by the account's
 * email address, compared lower-cased. An erased account's address matches nothing.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FEEDBACK_TYPES, VISIT_TYPES } from '@/domain/contact/types';
import type { LocaleTag } from '@/domain/markets';
import { MY_SUBMISSIONS_PATH, SUBMISSION_KINDS, type WireSubmission, type WireSubmissionKind, type WireSubmissionPage } from '@/domain/wire/submissions';
import { requireCustomer, signedInCustomer } from '@/server/auth/plugin';
import type { Database } from '@/server/db/client';
import { cateringContestEntries, cateringFeedback, customers, generalFeedback, locations, orderFeedback, orders, pointsLedger, talkToSubmissions } from '@/server/db/schema';
import { brandWithLoyalty } from '@/server/modules/loyalty/brand';
import type { FastifyPluginAsyncTypebox } from '@/server/type-provider';
import { Type } from '@sinclair/typebox';
import { errorResponses, LocaleQuery, PageQuery, WireListSchema } from '@/server/schemas/common';
import { contactTexts } from './contact-texts';
import { SURVEY_POINTS_KEY_PREFIX } from './order-feedback-points';

const SubmissionSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union(SUBMISSION_KINDS.map((kind) => Type.Literal(kind))),
  submittedAt: Type.String(),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  summary: Type.Union([Type.String(), Type.Null()]),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  points: Type.Integer(),
});

const mySubmissionsSchema = {
  tags: ['loyalty'],
  summary: 'The diner’s survey submissions',
  description:
    'Newest first: the signed-in diner’s order ratings (with the points earned) and the talk-to, general feedback, catering feedback and contest forms sent under the account’s email address. 422 when the brand has no points program.',
  querystring: Type.Object({ ...LocaleQuery, ...PageQuery }),
  response: { 200: WireListSchema(SubmissionSchema), ...errorResponses(401, 422) },
};

const kindOf = (kind: WireSubmissionKind) => sql<WireSubmissionKind>`${kind}::text`.as('kind');
const noRating = () => sql<number | null>`null::smallint`.as('rating');
const noTypeId = () => sql<number | null>`null::smallint`.as('type_id');
const noStore = () => sql<string | null>`null::text`.as('store_title');
const noOrder = () => sql<string | null>`null::text`.as('order_number');
const noPoints = () => sql<number>`0`.as('points');
const idOf = (column: AnyPgColumn) => sql<string>`${column}::text`.as('id');
const at = (column: AnyPgColumn) => sql<Date>`${column}`.mapWith(orderFeedback.createdAt).as('submitted_at');
const emailIs = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

export async function mySubmissions(db: Database, brandId: number, customerId: number, locale: LocaleTag, page: number, pageSize: number): Promise<WireSubmissionPage> {
  await brandWithLoyalty(db, brandId);
  const [account] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).limit(1);
  const email = (account?.email ?? '').toLowerCase();

  const ratingsWhere = and(eq(orders.customerId, customerId), eq(orders.brandId, brandId), eq(orderFeedback.brandId, brandId));
  const talkToWhere = and(eq(talkToSubmissions.brandId, brandId), emailIs(talkToSubmissions.email, email));
  const generalWhere = and(eq(generalFeedback.brandId, brandId), emailIs(generalFeedback.email, email));
  const cateringWhere = and(eq(cateringFeedback.brandId, brandId), emailIs(cateringFeedback.email, email));
  const contestWhere = and(eq(cateringContestEntries.brandId, brandId), eq(cateringContestEntries.emailKey, email));

  const ratings = db
    .select({
      kind: kindOf('order-rating'),
      id: idOf(orderFeedback.orderId),
      submittedAt: at(orderFeedback.createdAt),
      rating: sql<number | null>`${orderFeedback.rating}`.as('rating'),
      typeId: noTypeId(),
      storeTitle: sql<string | null>`${locations.title}`.as('store_title'),
      orderNumber: sql<string | null>`${orders.number}::text`.as('order_number'),
      points: sql<number>`coalesce(${pointsLedger.points}, 0)`.as('points'),
    })
    .from(orderFeedback)
    .innerJoin(orders, eq(orders.id, orderFeedback.orderId))
    .innerJoin(locations, eq(locations.id, orderFeedback.locationId))
    .leftJoin(pointsLedger, eq(pointsLedger.key, sql`${SURVEY_POINTS_KEY_PREFIX} || ${orders.id}::text`))
    .where(ratingsWhere);
  const talkTo = db
    .select({
      kind: kindOf('talk-to'),
      id: idOf(talkToSubmissions.id),
      submittedAt: at(talkToSubmissions.createdAt),
      rating: noRating(),
      typeId: sql<number | null>`${talkToSubmissions.visitTypeId}`.as('type_id'),
      storeTitle: sql<string | null>`${locations.title}`.as('store_title'),
      orderNumber: noOrder(),
      points: noPoints(),
    })
    .from(talkToSubmissions)
    .innerJoin(locations, eq(locations.id, talkToSubmissions.locationId))
    .where(talkToWhere);
  const general = db
    .select({
      kind: kindOf('general-feedback'),
      id: idOf(generalFeedback.id),
      submittedAt: at(generalFeedback.createdAt),
      rating: noRating(),
      typeId: sql<number | null>`${generalFeedback.feedbackTypeId}`.as('type_id'),
      storeTitle: noStore(),
      orderNumber: noOrder(),
      points: noPoints(),
    })
    .from(generalFeedback)
    .where(generalWhere);
  const catering = db
    .select({
      kind: kindOf('catering-feedback'),
      id: idOf(cateringFeedback.id),
      submittedAt: at(cateringFeedback.createdAt),
      rating: sql<number | null>`${cateringFeedback.ratingOverall}`.as('rating'),
      typeId: noTypeId(),
      storeTitle: sql<string | null>`${locations.title}`.as('store_title'),
      orderNumber: noOrder(),
      points: noPoints(),
    })
    .from(cateringFeedback)
    .leftJoin(locations, eq(locations.id, cateringFeedback.locationId))
    .where(cateringWhere);
  const contest = db
    .select({
      kind: kindOf('contest-entry'),
      id: idOf(cateringContestEntries.id),
      submittedAt: at(cateringContestEntries.createdAt),
      rating: noRating(),
      typeId: noTypeId(),
      storeTitle: sql<string | null>`${locations.title}`.as('store_title'),
      orderNumber: noOrder(),
      points: noPoints(),
    })
    .from(cateringContestEntries)
    .leftJoin(locations, eq(locations.id, cateringContestEntries.locationId))
    .where(contestWhere);

  const rows = await unionAll(ratings, talkTo, general, catering, contest)
    .orderBy(sql`submitted_at desc`, sql`id desc`)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const counts = await Promise.all([
    db.select({ n: count() }).from(orderFeedback).innerJoin(orders, eq(orders.id, orderFeedback.orderId)).where(ratingsWhere),
    db.select({ n: count() }).from(talkToSubmissions).where(talkToWhere),
    db.select({ n: count() }).from(generalFeedback).where(generalWhere),
    db.select({ n: count() }).from(cateringFeedback).where(cateringWhere),
    db.select({ n: count() }).from(cateringContestEntries).where(contestWhere),
  ]);
  const total = counts.reduce((sum, [row]) => sum + (row?.n ?? 0), 0);

  const texts = contactTexts(locale);
  const summaryOf = (kind: WireSubmissionKind, typeId: number | null, storeTitle: string | null): string | null => {
    if (kind === 'talk-to') {
      const name = VISIT_TYPES.find((type) => type.id === Number(typeId))?.name;
      return name ? texts.visitTypes[name] : storeTitle;
    }
    if (kind === 'general-feedback') {
      const name = FEEDBACK_TYPES.find((type) => type.id === Number(typeId))?.name;
      return name ? texts.feedbackTypes[name] : null;
    }
    return storeTitle;
  };
  const data = rows.map(
    (row): WireSubmission => ({
      id: row.id,
      kind: row.kind,
      submittedAt: new Date(row.submittedAt).toISOString(),
      rating: row.rating === null ? null : Number(row.rating),
      summary: summaryOf(row.kind, row.typeId, row.storeTitle),
      orderNumber: row.orderNumber,
      points: Number(row.points),
    }),
  );
  return { data, total, page, pageSize };
}

const mySubmissionsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(MY_SUBMISSIONS_PATH, { schema: mySubmissionsSchema, preHandler: requireCustomer }, async (request) =>
    mySubmissions(db, request.market.brandId, signedInCustomer(request).id, request.market.locale, request.query.page, request.query.pageSize),
  );
};

export default mySubmissionsRoutes;
