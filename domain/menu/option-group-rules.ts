/**
 * The rules an item's option groups keep, and an item's own facts: a group lets a diner choose
 * between `minChoices` and `maxChoices` options, at least one, never more than it has, and starts
 * with no more chosen than that; a price delta is a Decimal string of at most 2 decimals within
 * the limit either way. Each rule answers the first problem as a message name and its params, or null.
 */
// Exact on the digits (domain/amounts), without decimal.js: the staff console checks the form in the browser.
import { compareAmounts } from '../amounts';
import { MONEY_DECIMALS } from '../constants';
import { roundHalfEven } from '../money-format';
import { MENU_TEXT_LIMITS, type MenuEditingMessageName } from './menu-editing-messages';

export type MenuProblem = { name: MenuEditingMessageName; params?: Record<string, string | number> };

export type GroupDraft = {
  title: string;
  minChoices: number;
  maxChoices: number;
  options: readonly { title: string; priceDelta: string; isDefault: boolean; calories?: number | null }[];
};

const DELTA = /^-?\d{1,4}(\.\d{1,2})?$/;

/** The delta as the database keeps it ('1.50', '-0.25'), or null when it is not one. */
export function priceDeltaOf(raw: string): string | null {
  const text = raw.trim();
  if (!DELTA.test(text)) return null;
  if (compareAmounts(text.replace(/^-/, ''), MENU_TEXT_LIMITS.priceDelta) > 0) return null;
  return roundHalfEven(text, MONEY_DECIMALS);
}

export function groupProblem(group: GroupDraft): MenuProblem | null {
  const name = group.title.trim();
  if (name === '') return { name: 'titleRequired' };
  const count = group.options.length;
  if (group.maxChoices < 1 || count === 0) return { name: 'noChoices', params: { group: name } };
  if (group.minChoices > group.maxChoices) return { name: 'choicesInvalid', params: { group: name, min: group.minChoices, max: group.maxChoices } };
  if (group.maxChoices > count) return { name: 'choicesAboveOptions', params: { group: name, max: group.maxChoices, count } };
  const defaults = group.options.filter((option) => option.isDefault).length;
  if (defaults > group.maxChoices) return { name: 'defaultsAboveMax', params: { group: name, count: defaults, max: group.maxChoices } };
  for (const option of group.options) {
    if (option.title.trim() === '') return { name: 'titleRequired' };
    if (priceDeltaOf(option.priceDelta) === null) return { name: 'priceDeltaInvalid', params: { option: option.title.trim(), max: MENU_TEXT_LIMITS.priceDelta } };
    if (caloriesProblem(option.calories ?? null)) return { name: 'optionCaloriesInvalid', params: { option: option.title.trim(), max: MENU_TEXT_LIMITS.calories } };
  }
  return null;
}

/** Calories: none (null), or a whole number from 0 to the limit. */
export function caloriesProblem(calories: number | null): MenuProblem | null {
  if (calories === null) return null;
  return Number.isInteger(calories) && calories >= 0 && calories <= MENU_TEXT_LIMITS.calories ? null : { name: 'caloriesInvalid', params: { max: MENU_TEXT_LIMITS.calories } };
}

/**
 * How an item is sold, as the storefront reads it: each, by the pound, a pack or tray, or a
 * serving, which feeds one guest (domain/catering/packages.ts: a catering item sold per guest).
 */
export const ITEM_UNITS = ['each', 'lb', 'pack', 'serving'] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

export const isItemUnit = (value: string): value is ItemUnit => (ITEM_UNITS as readonly string[]).includes(value);

/**
 * How an item is sold and the fewest a line may hold (for a per-guest item, the smallest party it
 * feeds): a known unit, and a whole number from 1 to the limit.
 */
export function sellingProblem(unit: string, minQuantity: number): MenuProblem | null {
  if (!isItemUnit(unit)) return { name: 'unitUnknown', params: { unit } };
  return Number.isInteger(minQuantity) && minQuantity >= 1 && minQuantity <= MENU_TEXT_LIMITS.minQuantity ? null : { name: 'minQuantityInvalid', params: { max: MENU_TEXT_LIMITS.minQuantity } };
}

/** 'Pecan Pie (slice)' → 'pecan-pie-slice'; a title of no Latin letters or digits → 'item'. */
export function slugOf(title: string, fallback = 'item'): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}

/** The first of `slug`, `slug-2`, `slug-3` … not in `taken`. */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let n = 2;
  while (taken.has(`${slug}-${n}`)) n += 1;
  return `${slug}-${n}`;
}
