/**
 * Handoff types and order-menu categories, and their URL spellings
 * (/quote/[category]/[storeSlug]?type=carryout|delivery).
 */

/** Handoff ids: dine-in 1, pickup 2, delivery 3, curbside 4, drive-through 6. */
export const HANDOFF = { dineIn: 1, pickup: 2, delivery: 3, curbside: 4, driveThrough: 6 } as const;
export type HandoffId = (typeof HANDOFF)[keyof typeof HANDOFF];
export const HANDOFF_IDS: readonly HandoffId[] = [1, 2, 3, 4, 6];

/** The canonical string of each handoff id. */
const HANDOFF_VALUE_BY_ID: Record<HandoffId, HandoffValue> = {
  1: 'dine-in',
  2: 'pickup',
  3: 'delivery',
  4: 'curbside',
  6: 'drive-through',
};
export type HandoffValue = 'pickup' | 'delivery' | 'curbside' | 'drive-through' | 'dine-in';

/** Every spelling the site knows, carryout and pick-up included (both mean pickup). */
const HANDOFF_ID_BY_VALUE: Record<string, HandoffId> = {
  'dine-in': 1,
  pickup: 2,
  'pick-up': 2,
  carryout: 2,
  delivery: 3,
  curbside: 4,
  'drive-through': 6,
};

export function isHandoffId(value: unknown): value is HandoffId {
  return typeof value === 'number' && (HANDOFF_IDS as readonly number[]).includes(value);
}

export function handoffValueOf(id: HandoffId): HandoffValue {
  return HANDOFF_VALUE_BY_ID[id];
}

/** How an order leaves the kitchen: delivered, or picked up for every in-store handoff. */
export function deliveryOrPickup(id: number): 'delivery' | 'pickup' {
  return id === HANDOFF.delivery ? 'delivery' : 'pickup';
}

/** 'carryout' → 2, 'Delivery' → 3, unknown → null. */
export function handoffIdOf(value: string | null | undefined): HandoffId | null {
  if (typeof value !== 'string') return null;
  const id = HANDOFF_ID_BY_VALUE[value.trim().toLowerCase()];
  return id ?? null;
}

/**
 * The handoffs a diner chooses in the start-order dialog and the finder; the URL `type` parameter.
 * Pickup is spelled carryout; curbside, dine-in and drive-through where a store offers them.
 */
export type HandoffTypeParam = 'carryout' | 'delivery' | 'curbside' | 'dine-in' | 'drive-through';
export const HANDOFF_TYPE_PARAMS: readonly HandoffTypeParam[] = ['carryout', 'delivery', 'curbside', 'dine-in', 'drive-through'];

/** Reads `?type=`; anything but one of the type parameters (or a repeated parameter) is null. */
export function parseHandoffTypeParam(value: string | string[] | null | undefined): HandoffTypeParam | null {
  if (typeof value !== 'string') return null;
  const normalized = value.trim().toLowerCase();
  return (HANDOFF_TYPE_PARAMS as readonly string[]).includes(normalized) ? (normalized as HandoffTypeParam) : null;
}

export function handoffIdOfTypeParam(type: HandoffTypeParam): HandoffId {
  return type === 'carryout' ? HANDOFF.pickup : HANDOFF_ID_BY_VALUE[type]!;
}

/** Pickup is shown as carryout. */
export function typeParamOfHandoffId(id: HandoffId): HandoffTypeParam | null {
  if (id === HANDOFF.pickup) return 'carryout';
  const value = HANDOFF_VALUE_BY_ID[id];
  return (HANDOFF_TYPE_PARAMS as readonly string[]).includes(value) ? (value as HandoffTypeParam) : null;
}

/** The handoff an order is created with for a type parameter: carryout is pickup. */
export function orderHandoffOfTypeParam(type: HandoffTypeParam): HandoffValue {
  return type === 'carryout' ? 'pickup' : type;
}

/** An order's handoff id as the value it was created with; an unknown id reads as pickup. */
export function orderHandoffValue(handoffId: number): HandoffValue {
  return isHandoffId(handoffId) ? HANDOFF_VALUE_BY_ID[handoffId] : 'pickup';
}

/** Order-menu categories by URL slug: everyday 1, catering 2, get-a-quote 3, holiday 4, other 5. */
export const ORDER_CATEGORY_BY_SLUG = { everyday: 1, catering: 2, 'get-a-quote': 3, holiday: 4, other: 5 } as const;
export type OrderCategorySlug = keyof typeof ORDER_CATEGORY_BY_SLUG;
export type OrderCategoryId = (typeof ORDER_CATEGORY_BY_SLUG)[OrderCategorySlug];

/** The same ids by a name code can spell: ORDER_CATEGORY.getAQuote. */
export const ORDER_CATEGORY = {
  everyday: ORDER_CATEGORY_BY_SLUG.everyday,
  catering: ORDER_CATEGORY_BY_SLUG.catering,
  getAQuote: ORDER_CATEGORY_BY_SLUG['get-a-quote'],
  holiday: ORDER_CATEGORY_BY_SLUG.holiday,
  other: ORDER_CATEGORY_BY_SLUG.other,
} as const;

const CATEGORY_SLUGS = Object.keys(ORDER_CATEGORY_BY_SLUG) as OrderCategorySlug[];
export const ORDER_CATEGORY_IDS: readonly OrderCategoryId[] = CATEGORY_SLUGS.map((slug) => ORDER_CATEGORY_BY_SLUG[slug]);
export const DEFAULT_ORDER_CATEGORY: OrderCategorySlug = 'everyday';

const CATEGORY_SLUG_BY_ID = Object.fromEntries(CATEGORY_SLUGS.map((slug) => [ORDER_CATEGORY_BY_SLUG[slug], slug])) as Record<OrderCategoryId, OrderCategorySlug>;

/** '866-catering' is the name one URL map gives get-a-quote. */
const CATEGORY_ID_BY_SLUG: Record<string, OrderCategoryId> = { ...ORDER_CATEGORY_BY_SLUG, '866-catering': ORDER_CATEGORY.getAQuote };

/** Exactly a category's URL slug ('catering'; not 'Catering', not '866-catering'). */
export function isOrderCategorySlug(value: string): value is OrderCategorySlug {
  return Object.prototype.hasOwnProperty.call(ORDER_CATEGORY_BY_SLUG, value);
}

export function isOrderCategoryId(value: unknown): value is OrderCategoryId {
  return typeof value === 'number' && (ORDER_CATEGORY_IDS as readonly number[]).includes(value);
}

export function categorySlugOf(id: OrderCategoryId): OrderCategorySlug {
  return CATEGORY_SLUG_BY_ID[id];
}

/** 'catering' → 2, 'Get-A-Quote' → 3, unknown → null. */
export function categoryIdOf(slug: string | null | undefined): OrderCategoryId | null {
  if (typeof slug !== 'string') return null;
  return CATEGORY_ID_BY_SLUG[slug.trim().toLowerCase()] ?? null;
}

/** Catering-like categories are priced and scheduled as catering (lead time, limits). */
export function isCateringCategory(id: OrderCategoryId): boolean {
  return id === ORDER_CATEGORY.catering || id === ORDER_CATEGORY.getAQuote;
}
