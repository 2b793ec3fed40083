/**
 * The menu editing screen's contract (under /online-ordering, brand admins only): the brand's
 * menu tree (categories, their subcategories and the items listed in each), one item with its
 * option groups, and the changes: a category or subcategory's titles and order, an item's titles
 * and descriptions, calories, allergens and subcategories, and an item's option groups (choices
 * and price deltas). English is each row's own text; `texts` carry the brand's other languages.
 */
import type { AllergenId } from '../allergens/allergens';
import type { LocaleTag } from '../markets';

export const STAFF_MENU_ITEMS_PATHS = {
  tree: '/admin/menu/tree',
  categories: '/admin/menu/categories',
  category: '/admin/menu/categories/:categoryId',
  subcategories: '/admin/menu/categories/:categoryId/subcategories',
  subcategory: '/admin/menu/subcategories/:subcategoryId',
  items: '/admin/menu/items',
  item: '/admin/menu/items/:itemId',
  optionGroups: '/admin/menu/items/:itemId/option-groups',
} as const;

/** A path of the contract with its ids filled in. */
export function staffMenuItemsPath(path: string, ids: { categoryId?: number; subcategoryId?: number; itemId?: number }): string {
  return path
    .replace(':categoryId', String(ids.categoryId ?? ''))
    .replace(':subcategoryId', String(ids.subcategoryId ?? ''))
    .replace(':itemId', String(ids.itemId ?? ''));
}

/** A row's text in one of the brand's languages other than English; a blank title: none (the English shows). */
export type WireMenuText = { locale: LocaleTag; title: string; description?: string };

export type WireMenuItemSummary = { id: number; title: string; calories: number | null };

export type WireMenuSubcategory = { id: number; categoryId: number; title: string; texts: WireMenuText[]; sortOrder: number; itemIds: number[] };

export type WireMenuCategory = { id: number; title: string; texts: WireMenuText[]; sortOrder: number; subcategories: WireMenuSubcategory[] };

export type WireMenuTree = {
  /** The brand's languages besides English: those of the markets it has stores in. */
  languages: LocaleTag[];
  /** The allergens an item may list. */
  allergens: AllergenId[];
  categories: WireMenuCategory[];
  /** Every item of the brand, by English title. */
  items: WireMenuItemSummary[];
};

export type WireMenuOption = { id: number; title: string; texts: WireMenuText[]; priceDelta: string; isDefault: boolean };

export type WireMenuOptionGroup = { id: number; title: string; texts: WireMenuText[]; minChoices: number; maxChoices: number; options: WireMenuOption[] };

export type WireMenuItem = {
  id: number;
  slug: string;
  title: string;
  description: string;
  texts: WireMenuText[];
  calories: number | null;
  allergens: AllergenId[];
  subcategoryIds: number[];
  basePrice: string;
  optionGroups: WireMenuOptionGroup[];
};

/** A text as sent: the API refuses a locale that is not one of the brand's languages (staff_menu_items_language_unknown). */
export type WireMenuTextRequest = { locale: string; title: string; description?: string };

export type WireMenuCategoryRequest = { title: string; texts: WireMenuTextRequest[]; sortOrder: number };

export type WireMenuItemRequest = {
  title: string;
  description: string;
  texts: WireMenuTextRequest[];
  calories: number | null;
  /** Ids of domain/allergens (others: staff_menu_items_allergen_unknown). */
  allergens: string[];
  subcategoryIds: number[];
};

/** A new item also has its base price (a Decimal string): stores offering its subcategories sell it at that price. */
export type WireNewMenuItemRequest = WireMenuItemRequest & { basePrice: string };

/** `id` null: a new option or group; a group or option left out is removed. */
export type WireOptionRequest = { id: number | null; title: string; texts: WireMenuTextRequest[]; priceDelta: string; isDefault: boolean };
export type WireOptionGroupRequest = { id: number | null; title: string; texts: WireMenuTextRequest[]; minChoices: number; maxChoices: number; options: WireOptionRequest[] };
export type WireOptionGroupsRequest = { groups: WireOptionGroupRequest[] };
