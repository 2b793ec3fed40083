/** Menus, sections, items and the items of each section, keyed by slugs. */
import { eq, inArray } from 'drizzle-orm';
import { items, menus, sectionItems, sections } from '@/server/db/schema';
import { MAIN_BRAND_ID } from './data/brands';
import { MENUS } from '@/content/menus/menus';
import { ES_MX_ITEMS } from '@/content/menus/es-mx';
import { PT_BR_ITEMS } from '@/content/menus/pt-br';
import { catalogItems, menuImageUrl } from './catalog';
import { chunk, idOf } from './rows';
import { translations } from './text';
import type { ItemSeed } from '@/content/menus/types';
import type { SeedDb } from './types';

export type CatalogIds = { menuIds: Map<string, number>; itemIds: Map<string, number> };

function itemRow(item: ItemSeed) {
  return {
    brandId: MAIN_BRAND_ID,
    slug: item.slug,
    title: item.title,
    description: item.description,
    translations: translations({ es: ES_MX_ITEMS[item.slug], pt: PT_BR_ITEMS[item.slug], ...item }),
    basePrice: item.basePrice,
    unit: item.unit,
    minQuantity: item.minQuantity ?? 1,
    calories: item.calories ?? null,
    imageUrl: menuImageUrl(item),
    isHoliday: item.isHoliday ?? false,
  };
}

async function loadMenus(tx: SeedDb): Promise<Map<string, number>> {
  const rows = MENUS.map((menu) => ({
    brandId: MAIN_BRAND_ID,
    categoryId: menu.categoryId,
    slug: menu.slug,
    title: menu.title,
    translations: translations(menu),
    sortOrder: menu.sortOrder,
  }));
  await tx.insert(menus).values(rows).onConflictDoNothing();
  const found = await tx.select({ id: menus.id, slug: menus.slug }).from(menus).where(eq(menus.brandId, MAIN_BRAND_ID));
  return new Map(found.map((row) => [row.slug, row.id]));
}

/** Returns section ids keyed by 'menuSlug/sectionSlug'. */
async function loadSections(tx: SeedDb, menuIds: Map<string, number>): Promise<Map<string, number>> {
  const rows = MENUS.flatMap((menu) =>
    menu.sections.map((section, index) => ({
      menuId: idOf(menuIds, menu.slug, 'menu'),
      slug: section.slug,
      title: section.title,
      translations: translations(section),
      sortOrder: index + 1,
    })),
  );
  await tx.insert(sections).values(rows).onConflictDoNothing();
  const menuSlugs = new Map([...menuIds].map(([slug, id]) => [id, slug]));
  const found = await tx
    .select({ id: sections.id, menuId: sections.menuId, slug: sections.slug })
    .from(sections)
    .where(inArray(sections.menuId, [...menuIds.values()]));
  return new Map(found.map((row) => [`${menuSlugs.get(row.menuId)}/${row.slug}`, row.id]));
}

async function loadItems(tx: SeedDb): Promise<Map<string, number>> {
  for (const batch of chunk(catalogItems().map(({ item }) => itemRow(item)), 200)) {
    await tx.insert(items).values(batch).onConflictDoNothing();
  }
  const found = await tx.select({ id: items.id, slug: items.slug }).from(items).where(eq(items.brandId, MAIN_BRAND_ID));
  return new Map(found.map((row) => [row.slug, row.id]));
}

export async function loadCatalog(tx: SeedDb): Promise<CatalogIds> {
  const menuIds = await loadMenus(tx);
  const sectionIds = await loadSections(tx, menuIds);
  const itemIds = await loadItems(tx);
  const links = MENUS.flatMap((menu) =>
    menu.sections.flatMap((section) =>
      section.items.map((item, index) => ({
        sectionId: idOf(sectionIds, `${menu.slug}/${section.slug}`, 'section'),
        itemId: idOf(itemIds, item.slug, 'item'),
        sortOrder: index + 1,
      })),
    ),
  );
  await tx.insert(sectionItems).values(links).onConflictDoNothing();
  return { menuIds, itemIds };
}
