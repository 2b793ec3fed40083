/**
 * How each market sells what is sold by weight (an item whose unit is `lb`, the brand's
 * reference: its base price is per pound). The US sells by the pound; every other market in
 * metric: per 100 g where a diner buys a portion at the counter (Canada, Japan), per kilogram
 * where meat is priced by the kilo (Brazil, Mexico and the others). A store's price of such an
 * item is its price for that weight: the menu data holds it so (the seed prices it from the
 * per-pound reference, a migration moved stored prices), and pages show it as it is, never
 * converted.
 */
import { countryOfLocale, languageOf, SUPPORTED_LOCALES, type CountryCode, type LocaleTag } from '@/domain/markets';

export type WeightUnit = 'lb' | '100g' | 'kg';

export const WEIGHT_UNIT_OF_COUNTRY: Record<CountryCode, WeightUnit> = {
  US: 'lb',
  CA: '100g',
  JP: '100g',
  BR: 'kg',
  MX: 'kg',
  AE: 'kg',
  EG: 'kg',
  PK: 'kg',
  PH: 'kg',
};

/**
 * The English sites of markets that weigh in grams and kilograms (every English locale outside
 * the US): a menu text that names the pound in English has its metric English wording stored for
 * these locales, so the row's own English stays the US's.
 */
export const METRIC_ENGLISH_LOCALES: readonly LocaleTag[] = SUPPORTED_LOCALES.filter(
  (locale) => languageOf(locale) === 'en' && WEIGHT_UNIT_OF_COUNTRY[countryOfLocale(locale)] !== 'lb',
);

/** Pounds in each weight unit (1 lb = 453.59237 g exactly): what the menu data prices a weight from. */
export const POUNDS_IN: Record<WeightUnit, string> = {
  lb: '1',
  '100g': '0.220462262',
  kg: '2.20462262',
};

/** The unit a market's price of an item is for: its weight unit for an item sold by weight, else the item's own. */
export function priceUnitOf(itemUnit: string, country: CountryCode): string {
  return itemUnit === 'lb' ? WEIGHT_UNIT_OF_COUNTRY[country] : itemUnit;
}

/** The weight a market sells an item by, its quantity counting that weight: null for an item not sold by weight. */
export function weightUnitOf(itemUnit: string, country: CountryCode): WeightUnit | null {
  return itemUnit === 'lb' ? WEIGHT_UNIT_OF_COUNTRY[country] : null;
}

/** A weight as Intl names its unit: what a line's quantity of an item sold by weight stands for. */
export type Weight = { amount: number; unit: 'gram' | 'kilogram' | 'pound' };

/**
 * The weight `quantity` of a market's weight unit stands for: 3 × 100 g is 300 g, 12 × 100 g is
 * 1.2 kg (a kilogram and more reads in kilograms), 2 × 1 kg is 2 kg, 2 × 1 lb is 2 lb.
 */
export function weightOfQuantity(quantity: number, unit: WeightUnit): Weight {
  if (unit === 'lb') return { amount: quantity, unit: 'pound' };
  if (unit === 'kg') return { amount: quantity, unit: 'kilogram' };
  const grams = quantity * 100;
  return grams >= 1000 ? { amount: grams / 1000, unit: 'kilogram' } : { amount: grams, unit: 'gram' };
}

/** A weight as the page's language writes it: "300 g", "1,2 kg", "2 lb", up to three decimals (a gram). */
export function formatWeight(weight: Weight, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: weight.unit, unitDisplay: 'short', maximumFractionDigits: 3 }).format(weight.amount);
}

/**
 * How a line's quantity reads wherever an order is listed (the checkout recap, the thank-you page,
 * the emails, the staff queue): the weight it stands for when its item is sold by weight
 * ("500 g", "2 lb"), else its count ("5"). `weightUnit` is weightUnitOf the line's item and store.
 */
export function lineQuantityText(quantity: number, weightUnit: WeightUnit | null, language: string): string {
  return weightUnit ? formatWeight(weightOfQuantity(quantity, weightUnit), language) : String(quantity);
}

/** Grams in a pound, exactly (the international pound). */
const GRAMS_PER_POUND = 453.59237;

const GRAMS_IN: Record<WeightUnit, number> = { lb: GRAMS_PER_POUND, '100g': 100, kg: 1000 };

/**
 * Calories in a market's weight of an item whose nutrition data counts them per pound: a
 * nutrition fact derived with the exact factor (980 per lb is 216 per 100 g, 2,161 per kg),
 * rounded to a whole calorie. Unlike a price, which each store sets for its weight, nothing is
 * set per 100 g, so this conversion is the fact.
 */
export function caloriesPerWeight(caloriesPerPound: number, unit: WeightUnit): number {
  return Math.round((caloriesPerPound * GRAMS_IN[unit]) / GRAMS_PER_POUND);
}
