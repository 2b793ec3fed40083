/**
 * The diner's own submissions and paid orders, as the loyalty pages list them: a page of every
 * submission (order ratings through the diner's orders, with the points they earned; the survey
 * forms by the account's email, compared lower-cased), a page of the orders that collect points by
 * their feedback (catering quote orders left out), and the points an order's answer earned.
 */
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WireSubmissionKind } from '@/domain/wire/submissions';
import type { Database } from '@/server/db/client';
import { countOf, pageOf, type PageRequest } from '@/server/db/page';
import { cateringContestEntries, cateringFeedback, cateringLeads, customers, generalFeedback, locations, orderFeedback, orders, pointsLedger, talkToSubmissions } from '@/server/db/schema';
import { SURVEY_POINTS_KEY_PREFIX, surveyPointsKey } from './points-key';



/** The email of the account, or undefined. */
export async function accountEmail(db: Database, customerId: number): Promise<string | undefined> {
  const [account] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return account?.email;
}

const kindOf = (kind: WireSubmissionKind) => sql<WireSubmissionKind>`${kind}::text`.as('kind');
const noRating = () => sql<number | null>`null::smallint`.as('rating');
const noTypeId = () => sql<number | null>`null::smallint`.as('type_id');
const noStore = () => sql<string | null>`null::text`.as('store_title');
const noOrder = () => sql<string | null>`null::text`.as('order_number');
const noPoints = () => sql<number>`0`.as('points');
const idOf = (column: AnyPgColumn) => sql<string>`${column}::text`.as('id');
const at = (column: AnyPgColumn) => sql<Date>`${column}`.mapWith(orderFeedback.createdAt).as('submitted_at');
const emailIs = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

/** A page of the diner's submissions to the brand, newest first, and how many there are in all; `email` is the account's, lower-cased. */
export async function submissionsPage(db: Database, brandId: number, customerId: number, email: string, { page, pageSize }: PageRequest) {
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
  return { rows, total };
}

/** A page of the diner's paid orders of the brand but catering quote orders, newest first, with their answer and its points, and how many there are in all. */
export async function surveyOrdersPage(db: Database, brandId: number, customerId: number, page: PageRequest) {
  const where = and(
    eq(orders.customerId, customerId),
    eq(orders.brandId, brandId),
    isNotNull(orders.paidAt),
    sql`not exists (select 1 from ${cateringLeads} where ${cateringLeads.orderId} = ${orders.id})`,
  );
  const query = db
    .select({
      id: orders.id,
      number: orders.number,
      paidAt: orders.paidAt,
      storeId: locations.id,
      storeTitle: locations.title,
      rating: orderFeedback.rating,
      answeredAt: orderFeedback.createdAt,
      earned: pointsLedger.points,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .leftJoin(orderFeedback, eq(orderFeedback.orderId, orders.id))
    .leftJoin(pointsLedger, eq(pointsLedger.key, sql`${SURVEY_POINTS_KEY_PREFIX} || ${orders.id}::text`))
    .where(where)
    .orderBy(desc(orders.paidAt), desc(orders.number))
    .$dynamic();
  return pageOf(query, page, countOf(db, orders, where));
}

/** The points the answer of an order earned, or undefined when none were credited. */
export async function feedbackPointsOf(db: Database, orderId: string): Promise<number | undefined> {
  const [entry] = await db.select({ points: pointsLedger.points }).from(pointsLedger).where(eq(pointsLedger.key, surveyPointsKey(orderId))).limit(1);
  return entry?.points;
}
