/**
 * Which menu items the home page shows off: the first item of each section that the market
 * sells (it has a price), one section after another, then the second of each, until there are
 * `count`. So every section gets a turn before any gets two.
 */
export function menuHighlights<T extends { price: unknown }>(sections: readonly { items: readonly T[] }[], count: number): T[] {
  const priced = sections.map((section) => section.items.filter((item) => item.price !== null));
  const picked: T[] = [];
  for (let round = 0; picked.length < count && priced.some((items) => items.length > round); round += 1) {
    for (const items of priced) {
      const item = items[round];
      if (item && picked.length < count) picked.push(item);
    }
  }
  return picked;
}
