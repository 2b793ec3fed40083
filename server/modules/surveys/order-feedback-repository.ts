/**
 * The order feedback table: the order a diner rates (with its store and who may see it), its one
 * answer, the restaurant chosen for review-us, and the brand's restaurants review-us may name.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cities, countries, locations, orderFeedback, orders, states, type ReviewLocatedBy, type SocialNetwork } from '@/server/db/schema';
import { distanceKm } from '@/server/modules/locations';

export type FeedbackOrder = {
  id: string;
  number: number;
  brandId: number;
  locationId: number;
  storeTitle: string;
  customerId: number | null;
  accessTokenHash: string;
  paidAt: Date | null;
  guest: { firstName: string; email: string } | null;
};

export type OrderFeedbackRow = typeof orderFeedback.$inferSelect;

/** A restaurant as review-us names it, with its social pages (where a review can be written). */
export type ReviewStore = { id: number; title: string; localTitle: string | null; countryCode: string; city: string; state: string; socialNetworks: SocialNetwork[] };

export async function findFeedbackOrder(db: Database, orderId: string): Promise<FeedbackOrder | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      brandId: orders.brandId,
      locationId: orders.locationId,
      storeTitle: locations.title,
      customerId: orders.customerId,
      accessTokenHash: orders.accessTokenHash,
      paidAt: orders.paidAt,
      guest: orders.guest,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(eq(orders.id, orderId));
  return row && { ...row, guest: row.guest ? { firstName: row.guest.firstName, email: row.guest.email } : null };
}

export async function findOrderFeedback(db: Database, orderId: string): Promise<OrderFeedbackRow | undefined> {
  const [row] = await db.select().from(orderFeedback).where(eq(orderFeedback.orderId, orderId));
  return row;
}

/** The answer written; undefined when the order already has one. */
export async function insertOrderFeedback(db: Database, row: typeof orderFeedback.$inferInsert): Promise<OrderFeedbackRow | undefined> {
  const [written] = await db.insert(orderFeedback).values(row).onConflictDoNothing().returning();
  return written;
}

export async function recordReview(db: Database, orderId: string, review: { locationId: number; locatedBy: ReviewLocatedBy; at: Date }): Promise<OrderFeedbackRow> {
  const [row] = await db
    .update(orderFeedback)
    .set({ reviewLocationId: review.locationId, reviewLocatedBy: review.locatedBy, reviewRequestedAt: review.at })
    .where(eq(orderFeedback.orderId, orderId))
    .returning();
  return row!;
}

const reviewStoreColumns = {
  id: locations.id,
  title: locations.title,
  localTitle: locations.localTitle,
  countryCode: countries.code,
  city: cities.name,
  state: states.label,
  socialNetworks: locations.socialNetworks,
};

function reviewStores(db: Database) {
  return db
    .select(reviewStoreColumns)
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .innerJoin(states, eq(states.id, locations.stateId))
    .innerJoin(countries, eq(countries.id, locations.countryId));
}

/** The brand's restaurant of that id, or undefined. */
export async function findReviewStore(db: Database, brandId: number, storeId: number): Promise<ReviewStore | undefined> {
  const [row] = await reviewStores(db).where(and(eq(locations.id, storeId), eq(locations.brandId, brandId)));
  return row;
}

/** The brand's restaurant nearest to a point, within `radiusKm`, or undefined. */
export async function nearestReviewStore(db: Database, brandId: number, point: { lat: number; lng: number }, radiusKm: number): Promise<ReviewStore | undefined> {
  const distance = distanceKm(point);
  const [row] = await reviewStores(db)
    .where(and(eq(locations.brandId, brandId), sql`${distance} <= ${radiusKm}`))
    .orderBy(asc(distance), asc(locations.id))
    .limit(1);
  return row;
}
