/** The main brand's catalogue as the seed data describes it, flattened for the loaders. */
import { MENUS } from '@/content/menus/menus';
import type { ItemSeed, MenuSeed } from '@/content/menus/types';

export type CatalogItem = { item: ItemSeed; menu: MenuSeed };

/** Every item once, with the (first) menu that sells it, in menu order. */
export function catalogItems(menus: readonly MenuSeed[] = MENUS): CatalogItem[] {
  const seen = new Map<string, CatalogItem>();
  for (const menu of menus) {
    for (const section of menu.sections) {
      for (const item of section.items) if (!seen.has(item.slug)) seen.set(item.slug, { item, menu });
    }
  }
  return [...seen.values()];
}

/** Slugs of the items of one menu. */
export function menuItemSlugs(menu: MenuSeed): string[] {
  return [...new Set(menu.sections.flatMap((section) => section.items.map((item) => item.slug)))];
}

export function menuImageUrl(item: ItemSeed): string {
  return `/images/menu/${item.slug}.svg`;
}
