/**
 * What the reward rules read and write outside the wallet: the menu's items and meats, the items
 * of a diner's orders, the wallet grants of some keys, birthdays, referral codes, and the diners
 * the scheduled rewards look at.
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, notLike, or, sql } from 'drizzle-orm';
import { BRAND_ID } from '@/domain/constants';
import { MEATS_SECTION_SLUG } from '@/domain/loyalty/achievements';
import { PAID_STATUSES } from '@/domain/ordering/order-status';
import { ERASED_EMAIL_DOMAIN } from '@/domain/privacy';
import type { Database } from '@/server/db/client';
import { customerBirthdays, customers, items, locations, orderItems, orders, sectionItems, sections, walletRewards } from '@/server/db/schema';

/** The distinct slugs of the items the orders held. */
export async function orderedItemSlugs(db: Database, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ slug: items.slug })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(inArray(orderItems.orderId, orderIds));
  return rows.map((row) => row.slug);
}

/** Slugs of the brand's meats: the items of its meats sections, in any menu. */
export async function meatSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slug: items.slug })
    .from(sectionItems)
    .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
    .innerJoin(items, eq(items.id, sectionItems.itemId))
    .where(and(eq(sections.slug, MEATS_SECTION_SLUG), eq(items.brandId, BRAND_ID)));
  return rows.map((row) => row.slug).sort();
}

/** The brand's item of a slug, or undefined when the menu has no such item. */
export async function itemBySlug(db: Database, slug: string): Promise<{ id: number; slug: string; title: string; translations: unknown } | undefined> {
  const [row] = await db
    .select({ id: items.id, slug: items.slug, title: items.title, translations: items.translations })
    .from(items)
    .where(and(eq(items.brandId, BRAND_ID), eq(items.slug, slug)))
    .limit(1);
  return row;
}

/** The diner's wallet rewards of those grant keys, with when each was granted. */
export async function grantsOf(db: Database, customerId: number, grantKeys: string[]) {
  return db
    .select({ grantKey: walletRewards.grantKey, createdAt: walletRewards.createdAt })
    .from(walletRewards)
    .where(and(eq(walletRewards.customerId, customerId), inArray(walletRewards.grantKey, grantKeys)));
}

export async function findBirthday(db: Database, customerId: number) {
  const [row] = await db.select().from(customerBirthdays).where(eq(customerBirthdays.customerId, customerId));
  return row;
}

export async function saveBirthday(db: Database, customerId: number, month: number, day: number, now: Date): Promise<void> {
  await db
    .insert(customerBirthdays)
    .values({ customerId, month, day, updatedAt: now })
    .onConflictDoUpdate({ target: customerBirthdays.customerId, set: { month, day, updatedAt: now } });
}

export async function customerFirstName(db: Database, customerId: number): Promise<string | undefined> {
  const [me] = await db.select({ firstName: customers.firstName }).from(customers).where(eq(customers.id, customerId));
  return me?.firstName;
}

/** The code the diner signed up with, if any. */
export async function referredByCode(db: Database, customerId: number) {
  const [me] = await db.select({ id: customers.id, code: customers.referredByCode }).from(customers).where(eq(customers.id, customerId));
  return me;
}

/** The diner whose referral code that is (case-insensitively). */
export async function referrerOf(db: Database, code: string): Promise<{ id: number } | undefined> {
  const [referrer] = await db
    .select({ id: customers.id })
    .from(customers)
    // An account erased on its owner's request refers no one, whatever its old code.
    .where(and(eq(sql`upper(${customers.referralCode})`, code.toUpperCase()), notLike(customers.email, `%@${ERASED_EMAIL_DOMAIN}`)))
    .limit(1);
  return referrer;
}

/** The diners with an order paid since then. */
export async function customersPaidSince(db: Database, since: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ customerId: orders.customerId })
    .from(orders)
    .where(and(isNotNull(orders.customerId), inArray(orders.statusId, PAID_STATUSES), gte(orders.paidAt, since)));
  return rows.map((row) => row.customerId!);
}

/** The time zone of the store of the diner's latest order. */
export async function latestOrderTimeZone(db: Database, customerId: number): Promise<string | undefined> {
  const [latest] = await db
    .select({ timeZone: locations.timeZone })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return latest?.timeZone;
}

export type MonthDay = [month: number, day: number];

const onDays = (month: unknown, day: unknown, pairs: MonthDay[]) => or(...pairs.map(([m, d]) => sql`(${month} = ${m} and ${day} = ${d})`));

/** The diners whose birthday falls on one of those month-days. */
export async function birthdaysOn(db: Database, pairs: MonthDay[]) {
  return db
    .select({ customerId: customers.id, locale: customers.locale, month: customerBirthdays.month, day: customerBirthdays.day })
    .from(customerBirthdays)
    .innerJoin(customers, eq(customers.id, customerBirthdays.customerId))
    .where(onDays(customerBirthdays.month, customerBirthdays.day, pairs));
}

/** The accounts created before that date on one of those month-days (UTC). */
export async function accountsCreatedOn(db: Database, createdBefore: Date, pairs: MonthDay[]) {
  return db
    .select({ customerId: customers.id, locale: customers.locale, createdAt: customers.createdAt })
    .from(customers)
    .where(
      and(
        lt(customers.createdAt, createdBefore),
        // An account erased on its owner's request is no one's: it earns nothing.
        notLike(customers.email, `%@${ERASED_EMAIL_DOMAIN}`),
        onDays(sql`extract(month from ${customers.createdAt} at time zone 'UTC')`, sql`extract(day from ${customers.createdAt} at time zone 'UTC')`, pairs),
      ),
    );
}
