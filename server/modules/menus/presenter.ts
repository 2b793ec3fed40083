/** Menu rows → WireMenu, WireSection, WireItem and WireItemDetails, translated for the locale. */
import { sortAllergens } from '@/domain/allergens/allergens';
import { unavoidableLactose } from '@/domain/allergens/gluten-lactose';
import { unavoidableAllergens, type AllergenGroup } from '@/domain/allergens/resolution';
import type { LocaleTag } from '@/domain/markets';
import { quickAddOptionIds, type QuickAddGroup } from '@/domain/ordering/quick-add';
import type { WireItem, WireItemDetails, WireMenu, WireOptionGroup, WireSection } from '@/domain/wire/catalog';
import { translated } from '@/server/locale';
import type { ItemRow, MenuRow, OptionGroupRow, SectionRow } from './repository';

export function presentMenu(row: MenuRow, locale: LocaleTag): WireMenu {
  return { id: row.id, slug: row.slug, title: translated(row.title, row.translations, locale), categoryId: row.categoryId };
}

export function presentSection(row: SectionRow, locale: LocaleTag): WireSection {
  return {
    id: row.id,
    menuId: row.menuId,
    slug: row.slug,
    title: translated(row.title, row.translations, locale),
    itemCount: row.itemCount,
  };
}

type ItemGroup = AllergenGroup & QuickAddGroup;

/** `groups`: the item's option groups, for what its required choices force; none leaves only its own allergens. */
function presentItemOf(row: ItemRow, locale: LocaleTag, groups: readonly ItemGroup[]): Omit<WireItem, 'quickAddOptionIds'> {
  const allergens = sortAllergens(row.allergens);
  return {
    id: row.id,
    slug: row.slug,
    title: translated(row.title, row.translations, locale),
    description: translated(row.description, row.translations, locale, 'description'),
    price: row.price,
    unit: row.unit,
    minQuantity: row.minQuantity,
    calories: row.calories,
    sodiumMg: row.sodiumMg,
    allergens,
    unavoidableAllergens: unavoidableAllergens({ allergens, optionGroups: groups }),
    containsLactose: row.containsLactose,
    unavoidableLactose: unavoidableLactose({ containsLactose: row.containsLactose, optionGroups: groups }),
    imageUrl: row.imageUrl,
    available: row.available,
    isHoliday: row.isHoliday,
  };
}

/** An item as a list shows it, with what a one-tap add of it takes. */
export function presentItem(row: ItemRow, locale: LocaleTag, groups: readonly ItemGroup[] = []): WireItem {
  return { ...presentItemOf(row, locale, groups), quickAddOptionIds: quickAddOptionIds(groups) };
}

export function presentOptionGroup(row: OptionGroupRow, locale: LocaleTag): WireOptionGroup {
  return {
    id: row.id,
    title: translated(row.title, row.translations, locale),
    minChoices: row.minChoices,
    maxChoices: row.maxChoices,
    options: row.options.map((option) => ({
      id: option.id,
      title: translated(option.title, option.translations, locale),
      priceDelta: option.priceDelta,
      isDefault: option.isDefault,
      allergens: sortAllergens(option.allergens),
      calories: option.calories,
      sodiumMg: option.sodiumMg,
    })),
  };
}

export function presentItemDetails(
  row: ItemRow,
  context: { locationId: number; sectionId: number | null; groups: OptionGroupRow[] },
  locale: LocaleTag,
): WireItemDetails {
  return {
    ...presentItemOf(row, locale, context.groups),
    locationId: context.locationId,
    sectionId: context.sectionId,
    optionGroups: context.groups.map((group) => presentOptionGroup(group, locale)),
  };
}
