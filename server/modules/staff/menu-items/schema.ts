/**
 * Request and response schemas of the menu editing screen (domain/wire/staff-menu-items.ts).
 * Bodies allow no extra fields and every string is bounded; languages, allergens, blank titles,
 * calories and option group rules are checked by the service with their own coded messages.
 */
import { Type } from '@sinclair/typebox';
import { MENU_TEXT_LIMITS as LIMITS } from '@/domain/menu/menu-editing-messages';
import { ITEM_UNITS } from '@/domain/menu/option-group-rules';
import { ORDER_CATEGORY_IDS } from '@/domain/ordering/handoffs';
import { PRICE_PATTERN } from '@/domain/pricing';
import { errorResponses, Id, Strict } from '@/server/schemas/common';

const tags = ['staff'];
const adminNote = 'Brand admins only (other staff: 403); their brand’s menus (another brand’s: 404).';
const Title = Type.String({ minLength: 1, maxLength: LIMITS.title });
const Description = Type.String({ maxLength: LIMITS.description });
const Locale = Type.String({ minLength: 2, maxLength: 10, description: 'One of the brand’s text languages: a language besides English (fr-ca, ja-jp …), or en-metric, the English of its sites in markets that weigh in metric' });
const TextIn = Strict({ locale: Locale, title: Type.String({ maxLength: LIMITS.title }), description: Type.Optional(Description) });
const TextsIn = Type.Array(TextIn, { maxItems: 12 });
const SortOrder = Type.Integer({ minimum: 0, maximum: LIMITS.sortOrder });

const TextOut = Type.Object({ locale: Type.String(), title: Type.String(), description: Type.Optional(Type.String()) });
const Subcategory = Type.Object({ id: Type.Integer(), categoryId: Type.Integer(), title: Type.String(), texts: Type.Array(TextOut), sortOrder: Type.Integer(), itemIds: Type.Array(Type.Integer()) });
const MenuType = Type.Integer({ minimum: 1, maximum: 5, description: `The order-menu category: ${ORDER_CATEGORY_IDS.join(', ')} (everyday, catering, get-a-quote, holiday, other)` });
// Null first: the API's Ajv coerces types, and would read a null as the integer 0 before trying null.
const Calories = Type.Union([Type.Null(), Type.Integer({ minimum: -1, maximum: 1_000_000 })]);
const allergensOf = (description?: string) => Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20, ...(description ? { description } : {}) });
const Category = Type.Object({ id: Type.Integer(), menuType: Type.Integer(), title: Type.String(), texts: Type.Array(TextOut), sortOrder: Type.Integer(), subcategories: Type.Array(Subcategory) });
const Tree = Type.Object({
  languages: Type.Array(Type.String()),
  allergens: Type.Array(Type.String()),
  categories: Type.Array(Category),
  items: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), calories: Type.Union([Type.Integer(), Type.Null()]) })),
});
const Option = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  texts: Type.Array(TextOut),
  priceDelta: Type.String(),
  isDefault: Type.Boolean(),
  calories: Type.Union([Type.Integer(), Type.Null()]),
  allergens: Type.Array(Type.String()),
});
const Group = Type.Object({ id: Type.Integer(), title: Type.String(), texts: Type.Array(TextOut), minChoices: Type.Integer(), maxChoices: Type.Integer(), options: Type.Array(Option) });
const Item = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  texts: Type.Array(TextOut),
  calories: Type.Union([Type.Integer(), Type.Null()]),
  allergens: Type.Array(Type.String()),
  containsLactose: Type.Boolean(),
  subcategoryIds: Type.Array(Type.Integer()),
  basePrice: Type.String(),
  unit: Type.String(),
  minQuantity: Type.Integer(),
  makeMinutes: Type.Integer(),
  isHoliday: Type.Boolean(),
  optionGroups: Type.Array(Group),
});
const Deletion = Type.Object({ outcome: Type.Union([Type.Literal('deleted'), Type.Literal('archived')]), tree: Tree });

const CategoryBody = Strict({ title: Title, texts: TextsIn, sortOrder: SortOrder });
const ItemFields = {
  title: Title,
  description: Description,
  texts: TextsIn,
  calories: Calories,
  allergens: allergensOf(),
  containsLactose: Type.Optional(
    Type.Boolean({ description: 'It has lactose itself, options aside (Brazil’s CONTÉM LACTOSE: over 100 mg per 100 g); only with milk among its allergens; left out: as it was while it keeps its milk (a new item: its milk)' }),
  ),
  subcategoryIds: Type.Array(Id('Subcategory id'), { maxItems: 20 }),
  unit: Type.String({ minLength: 1, maxLength: 16, description: `How it is sold: ${ITEM_UNITS.join(', ')} (a serving feeds one guest)` }),
  minQuantity: Type.Integer({ minimum: 0, maximum: 1_000_000, description: `The fewest a line may hold, 1 to ${LIMITS.minQuantity}: for a per-guest item, the smallest party it feeds` }),
  isHoliday: Type.Boolean({ description: 'Ordered for a day of the store’s holiday season only' }),
  makeMinutes: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, description: 'Minutes the kitchen takes to make one, 0 to 240 (a per-guest item: one guest’s share); left out: unchanged (6 for a new item)' })),
};
const OptionBody = Strict({
  id: Type.Union([Id('Option id'), Type.Null()]),
  title: Title,
  texts: TextsIn,
  priceDelta: Type.String({ minLength: 1, maxLength: 10, description: 'A Decimal string: 1.50, -0.25' }),
  isDefault: Type.Boolean(),
  calories: Calories,
  allergens: Type.Optional(allergensOf('The allergens choosing it adds, ids of the allergen list; left out: unchanged (none for a new option)')),
});
const GroupBody = Strict({
  id: Type.Union([Id('Option group id'), Type.Null()]),
  title: Title,
  texts: TextsIn,
  minChoices: Type.Integer({ minimum: 0, maximum: LIMITS.options }),
  maxChoices: Type.Integer({ minimum: 0, maximum: LIMITS.options }),
  options: Type.Array(OptionBody, { maxItems: LIMITS.options }),
});

export const treeSchema = {
  tags,
  summary: 'The brand’s menu tree',
  description: `${adminNote} Categories with their subcategories and the items listed in each, every item of the brand, the brand’s languages and the allergens an item may list.`,
  response: { 200: Tree, ...errorResponses(401, 403) },
};

export const createCategorySchema = {
  tags,
  summary: 'Add a category',
  description: `${adminNote} A menu of the type asked (everyday, catering, holiday …) that no store offers yet; its slug comes from the English title (audited). Answers the menu tree.`,
  body: Strict({ title: Title, texts: TextsIn, sortOrder: SortOrder, menuType: MenuType }),
  response: { 200: Tree, ...errorResponses(401, 403, 409) },
};

export const changeCategorySchema = {
  tags,
  summary: 'Change a category’s titles and order',
  description: `${adminNote} Its slug stays (audited). Answers the menu tree.`,
  params: Strict({ categoryId: Id('Category (menu) id') }),
  body: CategoryBody,
  response: { 200: Tree, ...errorResponses(401, 403, 404) },
};

export const createSubcategorySchema = {
  tags,
  summary: 'Add a subcategory to a category',
  description: `${adminNote} Its slug comes from the English title (audited). Answers the menu tree.`,
  params: Strict({ categoryId: Id('Category (menu) id') }),
  body: CategoryBody,
  response: { 200: Tree, ...errorResponses(401, 403, 404, 409) },
};

export const changeSubcategorySchema = {
  tags,
  summary: 'Change a subcategory’s titles and order',
  description: `${adminNote} Its slug stays (audited). Answers the menu tree.`,
  params: Strict({ subcategoryId: Id('Subcategory (section) id') }),
  body: CategoryBody,
  response: { 200: Tree, ...errorResponses(401, 403, 404) },
};

export const itemSchema = {
  tags,
  summary: 'An item with its option groups',
  description: adminNote,
  params: Strict({ itemId: Id('Item id') }),
  response: { 200: Item, ...errorResponses(401, 403, 404) },
};

export const createItemSchema = {
  tags,
  summary: 'Add an item',
  description: `${adminNote} Listed in its subcategories; every store offering their menus sells it at the base price (audited).`,
  body: Strict({ ...ItemFields, basePrice: Type.String({ pattern: PRICE_PATTERN, maxLength: 8, description: 'A price: digits with at most 2 decimals, such as 12.50' }) }),
  response: { 200: Item, ...errorResponses(401, 403, 404, 409) },
};

export const changeItemSchema = {
  tags,
  summary: 'Change an item',
  description: `${adminNote} Titles and descriptions, calories, allergens and subcategories; prices are changed on the Prices screen (audited).`,
  params: Strict({ itemId: Id('Item id') }),
  body: Strict(ItemFields),
  response: { 200: Item, ...errorResponses(401, 403, 404) },
};

export const optionGroupsSchema = {
  tags,
  summary: 'Replace an item’s option groups',
  description: `${adminNote} Groups and options with an id are changed, without one added, left out deleted (archived when orders hold one: those orders keep showing it); audited.`,
  params: Strict({ itemId: Id('Item id') }),
  body: Strict({ groups: Type.Array(GroupBody, { maxItems: LIMITS.groups }) }),
  response: { 200: Item, ...errorResponses(401, 403, 404) },
};

export const deleteCategorySchema = {
  tags,
  summary: 'Delete a category',
  description: `${adminNote} Only once it has no subcategory (409 otherwise); stores stop offering it (audited). Answers the outcome and the menu tree.`,
  params: Strict({ categoryId: Id('Category (menu) id') }),
  response: { 200: Deletion, ...errorResponses(401, 403, 404, 409) },
};

export const deleteSubcategorySchema = {
  tags,
  summary: 'Delete a subcategory',
  description: `${adminNote} Only once it lists no item (409 otherwise); audited. Answers the outcome and the menu tree.`,
  params: Strict({ subcategoryId: Id('Subcategory (section) id') }),
  response: { 200: Deletion, ...errorResponses(401, 403, 404, 409) },
};

export const deleteItemSchema = {
  tags,
  summary: 'Delete an item',
  description: `${adminNote} Off every menu and store at once. Deleted for good when no order or reward names it; archived otherwise, so past orders, open carts and receipts keep showing it (audited). Answers the outcome and the menu tree.`,
  params: Strict({ itemId: Id('Item id') }),
  response: { 200: Deletion, ...errorResponses(401, 403, 404) },
};
