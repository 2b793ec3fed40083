/**
 * Rules of Menu At A Glance shared by the storefront and the API.
 * - The storefront shows the brand's everyday menu: the first menu the demo chain loads, so id 1
 *   (an operator whose catalog differs sets MENU_AT_A_GLANCE_MENU_ID).
 * - The item a diner picks there is stored under `menuAtAGlanceItem` (its slug) until the diner
 *   chooses a restaurant, whose menu then opens on that item.
 */

export const DEFAULT_GLANCE_MENU_ID = 1;

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The stored item slug, or null when the value is not one. */
export function parseGlanceItemSlug(value: string | null | undefined): string | null {
  const slug = value?.trim().toLowerCase() ?? '';
  return SLUG.test(slug) ? slug : null;
}

/** What an item costs in a market: a single price, a range, or nothing known. */
export type GlancePriceLabel =
  | { kind: 'single'; amount: string }
  | { kind: 'range'; min: string; max: string }
  | { kind: 'none' };

/** One price when every restaurant charges the same, else the lowest and highest. */
export function glancePriceLabel(price: { min: string; max: string } | null): GlancePriceLabel {
  if (!price) return { kind: 'none' };
  if (price.min === price.max) return { kind: 'single', amount: price.min };
  return { kind: 'range', min: price.min, max: price.max };
}
