/**
 * The bounds of a price and of a bulk change, shared by the console's forms and the API's
 * schemas. A price is a non-negative amount with at most 2 decimals that fits numeric(12,2)
 * comfortably; a percentage moves prices by at most -100 % (free) to +1000 %.
 */
export const PRICE_MAX = '99999.99';
/** A price or an amount to add: digits, and at most 2 decimals ('12', '12.5', '12.50'). */
export const PRICE_PATTERN = '^\\d{1,5}(\\.\\d{1,2})?$';
/** A percentage: an optional sign, digits, at most 2 decimals ('5', '-10', '2.5'). */
export const PERCENT_PATTERN = '^[+-]?\\d{1,4}(\\.\\d{1,2})?$';
export const PERCENT_MIN = -100;
export const PERCENT_MAX = 1000;
/** Most items one bulk change may pick by hand. */
export const PICKED_ITEMS_MAX = 200;
/** A change is planned at most this many days ahead. */
export const SCHEDULE_MAX_DAYS = 365;

export function isPrice(text: string): boolean {
  return new RegExp(PRICE_PATTERN).test(text);
}

/** Whether price `text` is counted in a currency of `decimals` decimals: '150' or '150.00' for yen, never '150.5'. */
export function fitsDecimals(text: string, decimals: number): boolean {
  const fraction = text.split('.')[1] ?? '';
  return /^0*$/.test(fraction.slice(decimals));
}

export function isPercent(text: string): boolean {
  if (!new RegExp(PERCENT_PATTERN).test(text)) return false;
  const value = Number(text); // a bounds check of typed digits, not money arithmetic
  return value >= PERCENT_MIN && value <= PERCENT_MAX;
}
