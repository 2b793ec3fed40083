/**
 * A store's read-only menu for one order category (SPEC §3: everyday 1, catering 2,
 * get-a-quote 3, holiday 4, other 5): its sections and their item cards. Prices stay
 * decimal strings as the API sent them; components format them with domain/money.
 */
import { apiGet, type ApiContext } from './client';
import type { WireItem, WireMenu, WireSection } from '@/domain/wire/catalog';

export const MENU_CATEGORIES = {
  everyday: 1,
  catering: 2,
  'get-a-quote': 3,
  holiday: 4,
  other: 5,
} as const;

export type MenuCategory = keyof typeof MENU_CATEGORIES;

export function isMenuCategory(value: string): value is MenuCategory {
  return Object.prototype.hasOwnProperty.call(MENU_CATEGORIES, value);
}

export type MenuItemCard = {
  id: number;
  slug: string;
  title: string;
  description: string;
  price: string;
  calories: number | null;
  imageUrl: string | null;
  available: boolean;
};

export type MenuSection = { id: number; slug: string; title: string; items: MenuItemCard[] };

export function toMenuItemCard(item: WireItem): MenuItemCard {
  const { id, slug, title, description, price, calories, imageUrl, available } = item;
  return { id, slug, title, description, price, calories, imageUrl, available };
}

const base = (locationId: number) => `/online-ordering/locations/${locationId}`;

async function fetchSection(ctx: ApiContext, locationId: number, section: WireSection): Promise<MenuSection> {
  const items = await apiGet<WireItem[]>(ctx, `${base(locationId)}/section-instances/${section.id}/items`);
  return { id: section.id, slug: section.slug, title: section.title, items: items.map(toMenuItemCard) };
}

/** The sections (with items) of every menu of `category` at the store, in the API's order. */
export async function fetchMenuSections(
  ctx: ApiContext,
  locationId: number,
  category: MenuCategory,
): Promise<MenuSection[]> {
  const menus = await apiGet<WireMenu[]>(ctx, `${base(locationId)}/menus`);
  const wanted = menus.filter((menu) => menu.categoryId === MENU_CATEGORIES[category]);
  const sectionLists = await Promise.all(
    wanted.map((menu) => apiGet<WireSection[]>(ctx, `${base(locationId)}/menus/${menu.id}/sections`)),
  );
  return Promise.all(sectionLists.flat().map((section) => fetchSection(ctx, locationId, section)));
}
