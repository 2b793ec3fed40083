/** Glance rows → the wire shapes of domain/wire/menu-at-a-glance.ts, translated for the locale. */
import type { LocaleTag } from '@/domain/markets';
import type {
  WireGlanceItem,
  WireGlanceItemDetails,
  WireGlanceMenu,
  WireGlanceOptionGroup,
  WireGlancePrice,
} from '@/domain/wire/menu-at-a-glance';
import { translated } from '@/server/locale';
import type { Translations } from '@/server/db/schema';
import type { GlanceItemMatch, GlanceItemRow, GlanceOptionGroupRow, GlancePriceRow } from './repository';

type Titled = { id: number; slug: string; title: string; translations: Translations };
type ItemFields = Omit<GlanceItemRow, 'sectionId'>;

export function pricesById(rows: GlancePriceRow[]): Map<number, WireGlancePrice> {
  return new Map(rows.map((row) => [row.itemId, { currency: row.currency, min: row.min, max: row.max }]));
}

function presentTitled(row: Titled, locale: LocaleTag) {
  return { id: row.id, slug: row.slug, title: translated(row.title, row.translations, locale) };
}

export function presentGlanceItem(row: ItemFields, price: WireGlancePrice | undefined, locale: LocaleTag): WireGlanceItem {
  return {
    ...presentTitled(row, locale),
    description: translated(row.description, row.translations, locale, 'description'),
    imageUrl: row.imageUrl,
    unit: row.unit,
    minQuantity: row.minQuantity,
    price: price ?? null,
  };
}

export function presentGlanceMenu(
  menu: Titled & { categoryId: number },
  sections: Titled[],
  items: GlanceItemRow[],
  prices: Map<number, WireGlancePrice>,
  locale: LocaleTag,
): WireGlanceMenu {
  return {
    ...presentTitled(menu, locale),
    categoryId: menu.categoryId,
    sections: sections
      .map((section) => ({
        ...presentTitled(section, locale),
        items: items.filter((item) => item.sectionId === section.id).map((item) => presentGlanceItem(item, prices.get(item.id), locale)),
      }))
      .filter((section) => section.items.length > 0),
  };
}

function presentOptionGroup(group: GlanceOptionGroupRow, locale: LocaleTag): WireGlanceOptionGroup {
  return {
    title: translated(group.title, group.translations, locale),
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    choices: group.options.map((option) => ({ title: translated(option.title, option.translations, locale), priceDelta: option.priceDelta })),
  };
}

export function presentGlanceItemDetails(
  match: GlanceItemMatch,
  price: WireGlancePrice | undefined,
  groups: GlanceOptionGroupRow[],
  locale: LocaleTag,
): WireGlanceItemDetails {
  const { item, menu, section } = match;
  return {
    ...presentGlanceItem(item, price, locale),
    menu: { ...presentTitled(menu, locale), categoryId: menu.categoryId },
    section: presentTitled(section, locale),
    optionGroups: groups.map((group) => presentOptionGroup(group, locale)),
    nutrition: item.calories === null ? null : { calories: item.calories },
  };
}
