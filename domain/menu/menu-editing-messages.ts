/**
 * The limits of the menu editing screen, shared by its form and the API's schemas, and the texts
 * of a refused change with the code the API sends with each (`staff_menu_items_…`). The
 * storefront has a text for each code (staffMenuItems.error.<code>).
 */
export const MENU_TEXT_LIMITS = {
  title: 120,
  description: 1000,
  calories: 20_000,
  sortOrder: 10_000,
  groups: 12,
  options: 30,
  /** A price delta: up to this many units either way. */
  priceDelta: 1000,
  /** The fewest of an item a line may hold (a per-guest catering item: the smallest party it feeds). */
  minQuantity: 1000,
} as const;

export const MENU_EDITING_MESSAGES = {
  adminsOnly: 'Only a brand admin can edit the menus; ask your brand admin',
  categoryNotFound: 'Category [categoryId] is not one of your brand’s menus',
  subcategoryNotFound: 'Subcategory [subcategoryId] is not one of your brand’s menu sections',
  itemNotFound: 'Item [itemId] is not one of your brand’s items',
  groupNotFound: 'Option group [groupId] is not one of this item’s option groups',
  optionNotFound: 'Option [optionId] is not one of this option group’s options',
  titleRequired: 'Give it a title in English',
  languageUnknown: 'Your brand does not use [locale]: write texts in [languages] only',
  languageTwice: 'There are two texts in [locale]: keep one',
  allergenUnknown: '[allergen] is not an allergen we label',
  lactoseWithoutMilk: 'Lactose comes from milk: tick milk among the allergens, or untick lactose',
  caloriesInvalid: 'Calories are a whole number from 0 to [max]',
  subcategoryRequired: 'List the item in at least one subcategory',
  basePriceInvalid: 'Enter a base price such as 12.50',
  choicesInvalid: '[group]: the fewest choices ([min]) cannot be more than the most ([max])',
  choicesAboveOptions: '[group]: at most [max] choices, but it has [count] options',
  noChoices: '[group]: a diner must be able to choose at least one option',
  defaultsAboveMax: '[group]: [count] options are chosen at first, but at most [max] may be',
  priceDeltaInvalid: '[option]: the price change is an amount such as 1.50 or -0.50, at most [max] either way',
  slugTaken: '[title] was added by someone else at the same moment: save again',
  unitUnknown: '[unit] is not a way we sell an item: each, lb, pack or serving',
  minQuantityInvalid: 'The fewest a diner may order is a whole number from 1 to [max]',
  makeMinutesInvalid: 'The make-time is a whole number of minutes from 0 to [max]',
  optionCaloriesInvalid: '[option]: calories are a whole number from 0 to [max]',
  menuTypeUnknown: 'Menu type [menuType] is not one of the storefront’s menus',
  categoryNotEmpty: '[category] still has [count] subcategories: delete them first',
  subcategoryNotEmpty: '[subcategory] still lists [count] items: delete them or list them in another subcategory first',
} as const;

export type MenuEditingMessageName = keyof typeof MENU_EDITING_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type MenuEditingErrorCode = `staff_menu_items_${Snake<MenuEditingMessageName>}`;

export function menuEditingErrorCode(name: MenuEditingMessageName): MenuEditingErrorCode {
  return `staff_menu_items_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as MenuEditingErrorCode;
}

export const MENU_EDITING_ERROR_CODES: readonly MenuEditingErrorCode[] = (Object.keys(MENU_EDITING_MESSAGES) as MenuEditingMessageName[]).map(menuEditingErrorCode);
