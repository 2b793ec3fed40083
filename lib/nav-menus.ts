/**
 * The header's menu, built from the content navigation for one market (with the
 * holiday rule): what each top-level entry is, which submenu entries show, and which open the
 * start-order dialog. Pure. The page loader builds it on the server (lib/page-shell.ts), so the
 * browser receives the menus ready and never loads these rules; the desktop and the mobile menus
 * share the result.
 */
import type { MenuItem, Navigation, SubMenuItem } from '@/domain/content/types';
import type { Country } from '@/domain/markets';
import { categorySlugOf, isOrderCategoryId } from '@/domain/ordering/handoffs';
import { visibleSubmenuItems } from '@/domain/ordering/holiday-menu';
import { opensInNewTab } from './link-target';
import { isQuotePath } from './nav-paths';

export type StartOrderRequest = { mode: 'order' | 'quote'; categorySlug?: string };

export type NavEntry = {
  key: string;
  title: string;
  url: string;
  newTab: boolean;
  /** When set, choosing the entry opens the start-order dialog instead of navigating. */
  startOrder: StartOrderRequest | null;
  /** The menu's own page repeated as the first submenu entry (shown as "[title] overview"). */
  overview?: boolean;
};

export type NavMenu = NavEntry & {
  /** Submenu entries; empty for a plain top-level link. The first may be the menu's own page. */
  children: NavEntry[];
};

function startOrderOf(item: MenuItem | SubMenuItem): StartOrderRequest | null {
  if (!item.hasModal) return null;
  const mode = isQuotePath(item.url) ? 'quote' : 'order';
  const categoryId = item.categoryId ?? null;
  return isOrderCategoryId(categoryId) ? { mode, categorySlug: categorySlugOf(categoryId) } : { mode };
}

function entryOf(item: MenuItem | SubMenuItem, key: string): NavEntry {
  return { key, title: item.title, url: item.url, newTab: item.external || opensInNewTab(item.url), startOrder: startOrderOf(item) };
}

function menuOf(item: MenuItem, holidayMode: boolean): NavMenu {
  const key = `menu-${item.id}`;
  const visible = visibleSubmenuItems(item.id, item.subTitles, holidayMode);
  const children = visible.map((sub) => entryOf(sub, `${key}-${sub.id}`));
  // A menu with a submenu opens it instead of navigating, so its own page becomes the first entry.
  if (children.length > 0 && !children.some((child) => child.url === item.url)) {
    children.unshift({ ...entryOf(item, `${key}-overview`), startOrder: null, overview: true });
  }
  return { ...entryOf(item, key), children };
}

/**
 * The top-level menus for a market: the main menu, then for Canada and the international sites
 * their country links (links already in the main menu are not repeated).
 */
export function buildNavMenus(navigation: Navigation, country: Pick<Country, 'code' | 'international'>, holidayMode: boolean): NavMenu[] {
  const menus = navigation.main.map((item) => menuOf(item, holidayMode));
  const extras =
    country.code === 'CA' ? navigation.countryExtras.canada : country.international ? navigation.countryExtras.international : [];
  for (const extra of extras) {
    if (menus.some((menu) => menu.url === extra.url)) continue;
    menus.push({ ...entryOf(extra, `extra-${extra.id}`), children: [] });
  }
  return menus;
}
