/**
 * The submenu entries shown only in holiday mode. A file of its own, without the holiday window's
 * time-zone arithmetic (./holiday.ts), because the header builds its menus from it on every page.
 */

/** Submenu entries shown only in holiday mode: item 3 under menu 2 and item 4 under menu 3. */
export const HOLIDAY_ONLY_SUBMENU_ITEMS: readonly { menuId: number; itemId: number }[] = [
  { menuId: 2, itemId: 3 },
  { menuId: 3, itemId: 4 },
];

/** The submenu items of `menuId` to show; outside holiday mode the holiday-only ones are hidden. */
export function visibleSubmenuItems<T extends { id: number }>(menuId: number, items: readonly T[], holidayMode: boolean): T[] {
  if (holidayMode) return [...items];
  return items.filter((item) => !HOLIDAY_ONLY_SUBMENU_ITEMS.some((hidden) => hidden.menuId === menuId && hidden.itemId === item.id));
}
