/**
 * The Menu availability screen's contract (under /online-ordering): a store's items by menu and
 * section with when each is sold out and served; marking an item sold out today (until the
 * store's next business day starts) or back on sale; and, for brand admins, an item's serving
 * times (dayparts) and holiday-only flag, which hold at every store of the brand.
 */
import type { WireStaffStore } from './staff';

export const STAFF_MENU_PATHS = {
  store: '/admin/menu/stores/:storeId',
  soldOut: '/admin/menu/stores/:storeId/items/:itemId/sold-out',
  serving: '/admin/menu/stores/:storeId/items/:itemId/serving',
} as const;

export const staffMenuPath = (path: string, storeId: number, itemId?: number) =>
  path.replace(':storeId', String(storeId)).replace(':itemId', String(itemId ?? ''));

export type WireDaypart = { starts: string; ends: string };

export type WireStaffMenuItem = {
  id: number;
  title: string;
  /** The store sells it at all (its assortment). */
  sold: boolean;
  /** Sold out until then (ISO), when marked and not yet passed; null: on sale. */
  soldOutUntil: string | null;
  dayparts: WireDaypart[];
  holidayOnly: boolean;
};

export type WireStaffMenuSection = { id: number; menuTitle: string; title: string; items: WireStaffMenuItem[] };

export type WireStaffMenu = {
  store: WireStaffStore;
  /** The caller may change serving times and the holiday flag (brand admins). */
  mayChangeServing: boolean;
  sections: WireStaffMenuSection[];
};

export type WireSoldOutRequest = { soldOut: boolean };
export type WireServingRequest = { dayparts: WireDaypart[]; holidayOnly: boolean };
