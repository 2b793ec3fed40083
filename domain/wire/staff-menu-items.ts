/**
 * The menu editing screen's contract (under /online-ordering, brand admins only): the brand's
 * menu tree (categories, their subcategories and the items listed in each), one item with its
 * option groups, and the changes: a category (of a menu type: everyday, catering, holiday …) or
 * subcategory's titles and order, an item's titles and descriptions, calories, allergens,
 * subcategories and how it is sold (unit, fewest per order, holiday only), an item's option groups
 * (choices, price deltas, calories), and deletes. English is each row's own text; `texts` carry
 * the brand's other languages.
 */
import type { AllergenId } from '../allergens/allergens';
import type { MenuTextLanguage } from '../menu/text-languages';
import type { ItemUnit } from '../menu/option-group-rules';
import type { OrderCategoryId } from '../ordering/handoffs';

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

/**
 * What a delete did: `deleted`, or `archived` (an item orders or rewards name: off every menu
 * and the console, kept so those orders, carts and receipts still show it), with the tree after.
 */
export type WireMenuDeletion = { outcome: 'deleted' | 'archived'; tree: WireMenuTree };

/** A path of the contract with its ids filled in. */
export function staffMenuItemsPath(path: string, ids: { categoryId?: number; subcategoryId?: number; itemId?: number }): string {
  return path
    .replace(':categoryId', String(ids.categoryId ?? ''))
    .replace(':subcategoryId', String(ids.subcategoryId ?? ''))
    .replace(':itemId', String(ids.itemId ?? ''));
}

/**
 * A row's text in one of the brand's text languages: a language other than English, or metric
 * English (`en-metric`, what its English sites in metric markets read); a blank title: none (the
 * row's English shows).
 */
export type WireMenuText = { locale: MenuTextLanguage; title: string; description?: string };

export type WireMenuItemSummary = { id: number; title: string; calories: number | null };

export type WireMenuSubcategory = { id: number; categoryId: number; title: string; texts: WireMenuText[]; sortOrder: number; itemIds: number[] };

/** `menuType`: the order-menu category it is a menu of (everyday 1, catering 2, get-a-quote 3, holiday 4, other 5). */
export type WireMenuCategory = { id: number; menuType: OrderCategoryId; title: string; texts: WireMenuText[]; sortOrder: number; subcategories: WireMenuSubcategory[] };

export type WireMenuTree = {
  /** The brand's text languages: those of the markets it has stores in besides English, and metric English where one weighs in metric. */
  languages: MenuTextLanguage[];
  /** The allergens an item may list. */
  allergens: AllergenId[];
  categories: WireMenuCategory[];
  /** Every item of the brand, by English title. */
  items: WireMenuItemSummary[];
};

/** `calories` and `allergens`: what choosing it adds (calories null when not measured); the item's own allergens apart. */
export type WireMenuOption = { id: number; title: string; texts: WireMenuText[]; priceDelta: string; isDefault: boolean; calories: number | null; allergens: AllergenId[] };

export type WireMenuOptionGroup = { id: number; title: string; texts: WireMenuText[]; minChoices: number; maxChoices: number; options: WireMenuOption[] };

export type WireMenuItem = {
  id: number;
  slug: string;
  title: string;
  description: string;
  texts: WireMenuText[];
  calories: number | null;
  allergens: AllergenId[];
  /** It has lactose itself, options aside, as Brazil's RDC 136/2017 counts it: declared apart from milk. */
  containsLactose: boolean;
  subcategoryIds: number[];
  basePrice: string;
  /** How it is sold; 'serving' feeds one guest (a catering item priced per guest). */
  unit: ItemUnit;
  /** The fewest a line may hold: for a per-guest item, the smallest party it feeds. */
  minQuantity: number;
  /** Minutes the kitchen takes to make one (a per-guest item: one guest's share), 0 to 240. */
  makeMinutes: number;
  /** Ordered for a day of the store's holiday season only. */
  isHoliday: boolean;
  optionGroups: WireMenuOptionGroup[];
};

/** A text as sent: the API refuses a locale that is not one of the brand's languages (staff_menu_items_language_unknown). */
export type WireMenuTextRequest = { locale: string; title: string; description?: string };

export type WireMenuCategoryRequest = { title: string; texts: WireMenuTextRequest[]; sortOrder: number };

/** A new category also says which menu it is; a category keeps its menu type (carts are made per menu type). */
export type WireNewMenuCategoryRequest = WireMenuCategoryRequest & { menuType: number };

export type WireMenuItemRequest = {
  title: string;
  description: string;
  texts: WireMenuTextRequest[];
  calories: number | null;
  /** Ids of domain/allergens (others: staff_menu_items_allergen_unknown). */
  allergens: string[];
  subcategoryIds: number[];
  /** each, lb, pack or serving (others: staff_menu_items_unit_unknown). */
  unit: string;
  minQuantity: number;
  isHoliday: boolean;
  /** 0 to 240 (others: staff_menu_items_make_minutes_invalid); left out: unchanged. */
  makeMinutes?: number;
  /**
   * It has lactose itself, options aside (Brazil's "CONTÉM LACTOSE", over 100 mg per 100 g): only
   * with milk among its allergens (else staff_menu_items_lactose_without_milk); left out: as it
   * was while it keeps its milk (a new item: its milk).
   */
  containsLactose?: boolean;
};

/** A new item also has its base price (a Decimal string): stores offering its subcategories sell it at that price. */
export type WireNewMenuItemRequest = WireMenuItemRequest & { basePrice: string };

/**
 * `id` null: a new option or group; a group or option left out is deleted, or archived when
 * diners' orders hold it (those orders keep showing it; no new order can choose it).
 */
export type WireOptionRequest = {
  id: number | null;
  title: string;
  texts: WireMenuTextRequest[];
  priceDelta: string;
  isDefault: boolean;
  calories: number | null;
  /** Ids of domain/allergens choosing it adds (others: staff_menu_items_allergen_unknown); left out: unchanged (none for a new option). */
  allergens?: string[];
};
export type WireOptionGroupRequest = { id: number | null; title: string; texts: WireMenuTextRequest[]; minChoices: number; maxChoices: number; options: WireOptionRequest[] };
export type WireOptionGroupsRequest = { groups: WireOptionGroupRequest[] };
