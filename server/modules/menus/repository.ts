/**
 * Menu reads for one location: its menus, a menu's sections, a section's items at the
 * location's prices, and one item with its option groups. Only what the location sells, and
 * no option or group a brand admin deleted (archived: kept for the orders holding it).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  items,
  locationItems,
  locationMenus,
  locationOptions,
  menus,
  optionGroups,
  options,
  sectionItems,
  sections,
} from '@/server/db/schema';
import { storeOptionDeltaSql, storePriceSql } from '@/server/db/store-price';

/** An item's own columns, the same wherever it is sold. */
export const itemFactColumns = {
  id: items.id,
  slug: items.slug,
  title: items.title,
  description: items.description,
  translations: items.translations,
  unit: items.unit,
  minQuantity: items.minQuantity,
  calories: items.calories,
  imageUrl: items.imageUrl,
};

const itemColumns = {
  ...itemFactColumns,
  price: storePriceSql,
  sodiumMg: items.sodiumMg,
  allergens: items.allergens,
  containsLactose: items.containsLactose,
  available: locationItems.available,
  isHoliday: items.isHoliday,
};

export const menuColumns = { id: menus.id, slug: menus.slug, title: menus.title, translations: menus.translations, categoryId: menus.categoryId };

export function createMenuRepository(db: Database) {
  return {
    async menusOf(locationId: number, menuId?: number) {
      return db
        .select(menuColumns)
        .from(menus)
        .innerJoin(locationMenus, and(eq(locationMenus.menuId, menus.id), eq(locationMenus.locationId, locationId)))
        .where(menuId === undefined ? undefined : eq(menus.id, menuId))
        .orderBy(asc(menus.sortOrder), asc(menus.id));
    },

    /** Sections of a menu; itemCount counts only items sold at the location. */
    async sectionsOf(locationId: number, menuId: number) {
      return db
        .select({
          id: sections.id,
          menuId: sections.menuId,
          slug: sections.slug,
          title: sections.title,
          translations: sections.translations,
          itemCount: sql<number>`count(${locationItems.itemId})::int`,
        })
        .from(sections)
        .leftJoin(sectionItems, eq(sectionItems.sectionId, sections.id))
        .leftJoin(locationItems, and(eq(locationItems.itemId, sectionItems.itemId), eq(locationItems.locationId, locationId)))
        .where(eq(sections.menuId, menuId))
        .groupBy(sections.id)
        .orderBy(asc(sections.sortOrder), asc(sections.id));
    },

    /** The section when it belongs to a menu the location offers. */
    async sectionAt(locationId: number, sectionId: number) {
      const [row] = await db
        .select({ id: sections.id })
        .from(sections)
        .innerJoin(locationMenus, and(eq(locationMenus.menuId, sections.menuId), eq(locationMenus.locationId, locationId)))
        .where(eq(sections.id, sectionId))
        .limit(1);
      return row;
    },

    async itemsOf(locationId: number, sectionId: number) {
      return db
        .select(itemColumns)
        .from(sectionItems)
        .innerJoin(items, eq(items.id, sectionItems.itemId))
        .innerJoin(locationItems, and(eq(locationItems.itemId, items.id), eq(locationItems.locationId, locationId)))
        .where(eq(sectionItems.sectionId, sectionId))
        .orderBy(asc(sectionItems.sortOrder), asc(items.id));
    },

    /** Every item of a menu sold at the location, with its section, in section then item order. */
    async itemsOfMenu(locationId: number, menuId: number) {
      return db
        .select({ ...itemColumns, sectionId: sectionItems.sectionId })
        .from(sectionItems)
        .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
        .innerJoin(items, eq(items.id, sectionItems.itemId))
        .innerJoin(locationItems, and(eq(locationItems.itemId, items.id), eq(locationItems.locationId, locationId)))
        .where(eq(sections.menuId, menuId))
        .orderBy(asc(sections.sortOrder), asc(sections.id), asc(sectionItems.sortOrder), asc(items.id));
    },

    async itemAt(locationId: number, itemId: number) {
      const [row] = await db
        .select(itemColumns)
        .from(items)
        .innerJoin(locationItems, and(eq(locationItems.itemId, items.id), eq(locationItems.locationId, locationId)))
        .where(eq(items.id, itemId))
        .limit(1);
      return row;
    },

    /** The first section (by menu and section order) that lists the item on a menu of the location. */
    async sectionOfItem(locationId: number, itemId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: sections.id })
        .from(sectionItems)
        .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
        .innerJoin(menus, eq(menus.id, sections.menuId))
        .innerJoin(locationMenus, and(eq(locationMenus.menuId, menus.id), eq(locationMenus.locationId, locationId)))
        .where(eq(sectionItems.itemId, itemId))
        .orderBy(asc(menus.sortOrder), asc(sections.sortOrder), asc(sections.id))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * The option groups of many items, each with its options' allergens and defaults, in the item
     * page's order: what a list needs to judge avoidability and a one-tap add.
     */
    async allergenGroupsOf(itemIds: number[]) {
      if (itemIds.length === 0) return [];
      return db
        .select({
          itemId: optionGroups.itemId,
          groupId: optionGroups.id,
          minChoices: optionGroups.minChoices,
          maxChoices: optionGroups.maxChoices,
          optionId: options.id,
          isDefault: options.isDefault,
          allergens: options.allergens,
        })
        .from(optionGroups)
        .leftJoin(options, and(eq(options.groupId, optionGroups.id), isNull(options.archivedAt)))
        .where(and(inArray(optionGroups.itemId, itemIds), isNull(optionGroups.archivedAt)))
        .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id), asc(options.sortOrder), asc(options.id));
    },

    /** An item's option groups and options; with a store, each option's price change is the store's (domain/pricing storeOptionDelta). */
    async optionGroupsOf(itemId: number, locationId?: number) {
      const groups = await db
        .select()
        .from(optionGroups)
        .where(and(eq(optionGroups.itemId, itemId), isNull(optionGroups.archivedAt)))
        .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id));
      const groupIds = groups.map((group) => group.id);
      const choices =
        groupIds.length === 0
          ? []
          : await db
              .select({ option: options, priceDelta: locationId === undefined ? options.priceDelta : storeOptionDeltaSql })
              .from(options)
              .leftJoin(locationOptions, and(eq(locationOptions.optionId, options.id), eq(locationOptions.locationId, locationId ?? -1)))
              .where(and(inArray(options.groupId, groupIds), isNull(options.archivedAt)))
              .orderBy(asc(options.sortOrder), asc(options.id));
      const priced = choices.map(({ option, priceDelta }) => ({ ...option, priceDelta }));
      return groups.map((group) => ({ ...group, options: priced.filter((option) => option.groupId === group.id) }));
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
export type MenuRow = Awaited<ReturnType<MenuRepository['menusOf']>>[number];
export type SectionRow = Awaited<ReturnType<MenuRepository['sectionsOf']>>[number];
export type ItemRow = Awaited<ReturnType<MenuRepository['itemsOf']>>[number];
export type OptionGroupRow = Awaited<ReturnType<MenuRepository['optionGroupsOf']>>[number];
