/**
 * The kitchen's all-day count: how much of each item is still to make across the open tickets
 * (received or cooking; a ticket bumped to ready counts no more). An item sold by weight counts
 * its units. A line of no menu item (a catering estimate's) counts under its title. Listed by the
 * most to make first, then by title.
 */

export type AllDayLine = { itemId: number | null; title: string; quantity: number };
export type AllDayCount = { itemId: number | null; title: string; quantity: number };

export function allDayCounts(openTickets: readonly { lines: readonly AllDayLine[] }[]): AllDayCount[] {
  const byItem = new Map<string, AllDayCount>();
  for (const ticket of openTickets) {
    for (const line of ticket.lines) {
      const key = line.itemId === null ? `title:${line.title}` : `item:${line.itemId}`;
      const count = byItem.get(key) ?? { itemId: line.itemId, title: line.title, quantity: 0 };
      count.quantity += line.quantity;
      byItem.set(key, count);
    }
  }
  return [...byItem.values()].sort((a, b) => b.quantity - a.quantity || a.title.localeCompare(b.title));
}
