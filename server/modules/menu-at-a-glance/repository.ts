/**
 * Reads of Menu At A Glance: a brand's menu with its sections and items, one item by slug with
 * the first menu and section listing it, and each item's lowest and highest price at the
 * restaurants of one country (only restaurants that sell it and, for a menu, offer that menu).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { CountryCode } from '@/domain/markets';
import {
  countries,
  items,
  locationItems,
  locationMenus,
  locations,
  menus,
  sectionItems,
  sections,
} from '@/server/db/schema';
import { storePriceSql } from '@/server/db/store-price';
import { createMenuRepository, itemFactColumns, menuColumns } from '@/server/modules/menus';

export type GlanceScope = { brandId: number; country: CountryCode };

const sectionColumns = { id: sections.id, slug: sections.slug, title: sections.title, translations: sections.translations };

export function createGlanceRepository(db: Database) {
  return {
    async menu(brandId: number, menuId: number) {
      const [row] = await db
        .select(menuColumns)
        .from(menus)
        .where(and(eq(menus.id, menuId), eq(menus.brandId, brandId)))
        .limit(1);
      return row;
    },

    /** The id of the brand's first menu (by sort order) of an order category, if it has one. */
    async menuIdOfCategory(brandId: number, categoryId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.brandId, brandId), eq(menus.categoryId, categoryId)))
        .orderBy(asc(menus.sortOrder), asc(menus.id))
        .limit(1);
      return row?.id;
    },

    async sectionsOf(menuId: number) {
      return db.select(sectionColumns).from(sections).where(eq(sections.menuId, menuId)).orderBy(asc(sections.sortOrder), asc(sections.id));
    },

    /** Every item of the menu with its section, in section then item order. */
    async itemsOfMenu(menuId: number) {
      return db
        .select({ ...itemFactColumns, sectionId: sectionItems.sectionId })
        .from(sectionItems)
        .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
        .innerJoin(items, eq(items.id, sectionItems.itemId))
        .where(eq(sections.menuId, menuId))
        .orderBy(asc(sections.sortOrder), asc(sections.id), asc(sectionItems.sortOrder), asc(items.id));
    },

    /** The item of the brand with this slug, when a menu of the brand lists it. */
    async itemBySlug(brandId: number, slug: string) {
      const [row] = await db
        .select({ item: itemFactColumns, menu: menuColumns, section: sectionColumns })
        .from(items)
        .innerJoin(sectionItems, eq(sectionItems.itemId, items.id))
        .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
        .innerJoin(menus, and(eq(menus.id, sections.menuId), eq(menus.brandId, brandId)))
        .where(and(eq(items.brandId, brandId), eq(items.slug, slug)))
        .orderBy(asc(menus.sortOrder), asc(menus.id), asc(sections.sortOrder), asc(sections.id))
        .limit(1);
      return row;
    },

    /** Lowest and highest available price of each item at the scope's restaurants (of `menuId` when given). */
    async priceRanges(scope: GlanceScope, itemIds: number[], menuId?: number) {
      if (itemIds.length === 0) return [];
      const offersMenu = menuId === undefined ? undefined : eq(locationMenus.menuId, menuId);
      const query = db
        .select({
          itemId: locationItems.itemId,
          currency: countries.currency,
          min: sql<string>`(min(${storePriceSql}))::numeric(12,2)::text`,
          max: sql<string>`(max(${storePriceSql}))::numeric(12,2)::text`,
        })
        .from(locationItems)
        .innerJoin(items, eq(items.id, locationItems.itemId))
        .innerJoin(locations, eq(locations.id, locationItems.locationId))
        .innerJoin(countries, eq(countries.id, locations.countryId));
      const scoped = offersMenu
        ? query.innerJoin(locationMenus, and(eq(locationMenus.locationId, locations.id), offersMenu))
        : query;
      return scoped
        .where(
          and(
            inArray(locationItems.itemId, itemIds),
            eq(locationItems.available, true),
            eq(locations.brandId, scope.brandId),
            eq(countries.code, scope.country),
          ),
        )
        .groupBy(locationItems.itemId, countries.currency);
    },

    /**
     * An item's option groups with their options: the same read the ordering menu makes, the
     * options priced as the scope's first restaurant selling the item prices them (a market's
     * stores price options alike), else at the option's own price change.
     */
    async optionGroupsOf(scope: GlanceScope, itemId: number) {
      const [seller] = await db
        .select({ id: locations.id })
        .from(locationItems)
        .innerJoin(locations, eq(locations.id, locationItems.locationId))
        .innerJoin(countries, eq(countries.id, locations.countryId))
        .where(and(eq(locationItems.itemId, itemId), eq(locationItems.available, true), eq(locations.brandId, scope.brandId), eq(countries.code, scope.country)))
        .orderBy(asc(locations.id))
        .limit(1);
      return createMenuRepository(db).optionGroupsOf(itemId, seller?.id);
    },
  };
}

export type GlanceRepository = ReturnType<typeof createGlanceRepository>;
export type GlanceItemRow = Awaited<ReturnType<GlanceRepository['itemsOfMenu']>>[number];
export type GlanceItemMatch = NonNullable<Awaited<ReturnType<GlanceRepository['itemBySlug']>>>;
export type GlancePriceRow = Awaited<ReturnType<GlanceRepository['priceRanges']>>[number];
export type GlanceOptionGroupRow = Awaited<ReturnType<GlanceRepository['optionGroupsOf']>>[number];
