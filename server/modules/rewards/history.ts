/**
 * What the reward rules read from the database: a diner's orders that count toward rewards
 * (paid, money received at least the brand's minimum, a verified account: the loyalty module's
 * rewardOrderIds) and the menu's meats.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { BRAND_ID } from '@/domain/constants';
import { MEATS_SECTION_SLUG, type PaidHistory } from '@/domain/loyalty/achievements';
import type { Database } from '@/server/db/client';
import { items, orderItems, sectionItems, sections } from '@/server/db/schema';
import { rewardOrderIds } from '@/server/modules/loyalty';

/** Orders of the diner that count toward rewards. */
export async function paidOrderCount(db: Database, customerId: number): Promise<number> {
  return (await rewardOrderIds(db, customerId)).length;
}

/** Orders that count toward rewards and the slugs of the items they held. */
export async function paidHistory(db: Database, customerId: number): Promise<PaidHistory> {
  const orderIds = await rewardOrderIds(db, customerId);
  const rows = orderIds.length
    ? await db
        .selectDistinct({ slug: items.slug })
        .from(orderItems)
        .innerJoin(items, eq(items.id, orderItems.itemId))
        .where(inArray(orderItems.orderId, orderIds))
    : [];
  return { paidOrders: orderIds.length, itemSlugs: new Set(rows.map((row) => row.slug)) };
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
