/**
 * Catering packages: the items of a catering menu sold per guest, each shown as the smallest
 * party it feeds and what that party costs at the market's lowest price ("Feeds 10 · from
 * $149.90"), with the price per guest beside it. An item counts as a package only when its unit
 * says how many guests one of it serves; trays, gallons and kits do not, so they are left out,
 * and so is an item no restaurant of the market sells (no price to start from).
 */
import { toMoney, toMoneyString } from '../money';

/** How many guests one unit of an item serves, by the item's unit; units not listed serve no set number. */
export const GUESTS_PER_UNIT: Readonly<Partial<Record<string, number>>> = { serving: 1 };

export type PackageSource = {
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  unit: string;
  minQuantity: number;
  /** The market's lowest price of one unit; null when no restaurant of the market sells it. */
  price: { currency: string; min: string } | null;
};

export type CateringPackage = {
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  /** The smallest party the package feeds. */
  feeds: number;
  currency: string;
  /** What one guest costs, at the lowest price. */
  perGuest: string;
  /** What the smallest party costs, at the lowest price. */
  from: string;
};

/** The package an item makes, or null when it is not sold per guest or has no price in the market. */
export function cateringPackage(item: PackageSource): CateringPackage | null {
  const guests = GUESTS_PER_UNIT[item.unit];
  if (!guests || !item.price) return null;
  const units = Math.max(1, item.minQuantity);
  const perGuest = toMoney(item.price.min).div(guests);
  return {
    slug: item.slug,
    title: item.title,
    description: item.description,
    imageUrl: item.imageUrl,
    feeds: units * guests,
    currency: item.price.currency,
    perGuest: toMoneyString(perGuest),
    from: toMoneyString(toMoney(item.price.min).times(units)),
  };
}

/** The packages among a menu's items, in menu order. */
export function cateringPackages(items: readonly PackageSource[]): CateringPackage[] {
  return items.map(cateringPackage).filter((found): found is CateringPackage => found !== null);
}
