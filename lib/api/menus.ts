/**
 * A store's menu for one order category (everyday 1, catering 2,
 * get-a-quote 3, holiday 4, other 5): its sections and their item cards. Prices stay
 * decimal strings as the API sent them; components format them with domain/money.
 */
import { apiGet, type ApiContext } from './client';
import type { AllergenId } from '@/domain/allergens/allergens';
import { ORDER_CATEGORY_BY_SLUG, type OrderCategorySlug } from '@/domain/ordering/handoffs';
import type { WireItem, WireItemDetails, WireMenu, WireOptionGroup, WireSection } from '@/domain/wire/catalog';
import type { WireItemSmoke } from '@/domain/wire/smoke';
import { unavailabilityAt, type Unavailability } from '@/domain/menu/availability';

/** A menu URL's order category ('catering'), numbered by domain/ordering/handoffs.ts. */
export type MenuCategory = OrderCategorySlug;

/** An item with its option groups, as its page shows it (the same shape as the API's). */
export type ItemDetails = WireItemDetails;
export type OptionGroup = WireOptionGroup;
/** Today's smoke of a meat the store counts, as a menu card or item page says it. */
export type ItemSmoke = WireItemSmoke;

export type MenuItemCard = {
  id: number;
  slug: string;
  title: string;
  description: string;
  price: string;
  /** How it is sold: each, lb (by weight: the price is for the market's weight), pack or serving. */
  unit: string;
  calories: number | null;
  sodiumMg: number | null;
  /** The item's own allergens, and those no order of it can avoid (its required choices forcing some). */
  allergens: AllergenId[];
  unavoidableAllergens: AllergenId[];
  /** Every order of it has lactose (Brazil's statement): its own, or milk its required choices bring. */
  unavoidableLactose: boolean;
  imageUrl: string | null;
  /** It can be ordered now: sold at the store, not sold out, served at this time (domain/menu/availability.ts). */
  available: boolean;
  /** Sold at the store but sold out now (staff marked it sold out today). */
  soldOut?: boolean;
  /** The fewest a line of it may hold. */
  minQuantity: number;
  /** The options one tap on the menu adds it with; null when the diner must choose on its page. */
  quickAddOptionIds: number[] | null;
  /** Today's smoke of a meat the store counts: what is left below its threshold, or sold out today. */
  smoke?: WireItemSmoke;
};

export type MenuSection = { id: number; slug: string; title: string; items: MenuItemCard[] };

/**
 * Why the item cannot be ordered now at the store, by the same rule as the cart: sold out (an
 * instant, the same on every clock). Serving times and the holiday season need the store's clock
 * and calendar, which the menu answer does not carry: the cart judges those, at the order's own
 * pickup or delivery time, and says why it refuses.
 */
function unavailableNow(item: WireItem | WireItemDetails, now: Date): Unavailability | null {
  const facts = { sold: item.available, soldOutUntil: item.soldOutUntil ?? null, dayparts: [], holidayOnly: item.isHoliday };
  return unavailabilityAt(facts, { at: now, timeZone: 'UTC', holidayDays: null });
}

function toMenuItemCard(item: WireItem, now: Date): MenuItemCard {
  const { id, slug, title, description, price, unit, calories, sodiumMg, allergens, unavoidableAllergens, unavoidableLactose, imageUrl, minQuantity, quickAddOptionIds } = item;
  const why = unavailableNow(item, now);
  return { id, slug, title, description, price, unit, calories, sodiumMg, allergens, unavoidableAllergens, unavoidableLactose, imageUrl, available: why === null, soldOut: why === 'sold-out', minQuantity, quickAddOptionIds, ...(item.smoke ? { smoke: item.smoke } : {}) };
}

const base = (locationId: number) => `/online-ordering/locations/${locationId}`;

function toMenuSection(section: WireSection, now = new Date()): MenuSection {
  return { id: section.id, slug: section.slug, title: section.title, items: (section.items ?? []).map((item) => toMenuItemCard(item, now)) };
}

/** The sections, each with its items, of every menu of `category` at the store, in the API's order. */
async function fetchCategorySections(
  ctx: ApiContext,
  locationId: number,
  category: MenuCategory,
): Promise<WireSection[]> {
  const menus = await apiGet<WireMenu[]>(ctx, `${base(locationId)}/menus`);
  const wanted = menus.filter((menu) => menu.categoryId === ORDER_CATEGORY_BY_SLUG[category]);
  const sectionLists = await Promise.all(
    wanted.map((menu) => apiGet<WireSection[]>(ctx, `${base(locationId)}/menus/${menu.id}/sections`, { query: { include: 'items' } })),
  );
  return sectionLists.flat();
}

/** The sections (with items) of every menu of `category` at the store, in the API's order. */
export async function fetchMenuSections(
  ctx: ApiContext,
  locationId: number,
  category: MenuCategory,
): Promise<MenuSection[]> {
  return (await fetchCategorySections(ctx, locationId, category)).map((section) => toMenuSection(section));
}

/** One section of the category by its slug (the subcategory page), or null when the menu lacks it. */
export async function fetchMenuSection(
  ctx: ApiContext,
  locationId: number,
  category: MenuCategory,
  sectionSlug: string,
): Promise<MenuSection | null> {
  const sections = await fetchCategorySections(ctx, locationId, category);
  const section = sections.find((candidate) => candidate.slug === sectionSlug.toLowerCase());
  return section ? toMenuSection(section) : null;
}

export type ItemPage = {
  section: Pick<MenuSection, 'id' | 'slug' | 'title'>;
  item: ItemDetails;
  /** Other items of the same section the diner may add too. */
  upsell: MenuItemCard[];
  /** Sides (or a catering menu's extras) to go with it. */
  crossSell: { section: Pick<MenuSection, 'id' | 'slug' | 'title'>; items: MenuItemCard[] } | null;
};

const UPSELL_LIMIT = 3;
const CROSS_SELL_LIMIT = 4;

/** Sections whose items go with anything: sides on the everyday menu, extras on catering menus. */
export function isCrossSellSection(slug: string): boolean {
  return slug === 'sides' || slug.endsWith('extras');
}

const available = (exclude: number) => (card: MenuItemCard) => card.available && card.id !== exclude;

/**
 * The item page: the item (by slug) in its section (by slug), with its option groups, plus the
 * upsell rule (up to 3 other available items of its section) and the cross-sell rule (up to 4
 * available items of the menu's sides or extras section, when the item is not in it).
 * Null when the category, the section or the item is unknown at the store.
 */
export async function fetchItemPage(
  ctx: ApiContext,
  locationId: number,
  category: MenuCategory,
  sectionSlug: string,
  itemSlug: string,
): Promise<ItemPage | null> {
  const sections = await fetchCategorySections(ctx, locationId, category);
  const wire = sections.find((candidate) => candidate.slug === sectionSlug.toLowerCase());
  if (!wire) return null;
  const sideWire = sections.find((candidate) => candidate.id !== wire.id && candidate.menuId === wire.menuId && isCrossSellSection(candidate.slug));
  const section = toMenuSection(wire);
  const sides = sideWire ? toMenuSection(sideWire) : null;
  const card = section.items.find((candidate) => candidate.slug === itemSlug.toLowerCase());
  if (!card) return null;
  const details = await apiGet<WireItemDetails>(ctx, `${base(locationId)}/item-details/${card.id}`);
  const item = { ...details, available: unavailableNow(details, new Date()) === null };
  const head = { id: section.id, slug: section.slug, title: section.title };
  return {
    section: head,
    item,
    upsell: section.items.filter(available(card.id)).slice(0, UPSELL_LIMIT),
    crossSell: sides
      ? { section: { id: sides.id, slug: sides.slug, title: sides.title }, items: sides.items.filter(available(card.id)).slice(0, CROSS_SELL_LIMIT) }
      : null,
  };
}
