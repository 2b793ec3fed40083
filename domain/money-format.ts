/**
 * Showing an amount in the diner's currency, without decimal.js: pages that only show prices
 * import this, so the browser does not download the Decimal library to print '$12.50'. The
 * amount's decimal digits are rounded half-to-even as strings, then handed to Intl exactly (no
 * float), like every other rounding of money in domain/money.ts.
 */
import { MONEY_DECIMALS } from './constants';
import { keptPerKey } from './kept';
import { htmlLang, type Currency, type LocaleTag } from './markets';

/** A decimal string, a number, or a Decimal (anything whose toFixed() writes plain digits). */
export type FormattableAmount = string | number | { toFixed(): string };

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** `amount` as sign, integer digits and fraction digits, exponent applied. Throws when it is no number. */
export function digitsOf(amount: FormattableAmount, shift = 0): { negative: boolean; whole: string; fraction: string } {
  const text = typeof amount === 'object' ? amount.toFixed() : String(amount).trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new Error(`Not an amount: "${text}"`);
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = (exponentText ? Number(exponentText) : 0) + shift;
  let digits = whole + fraction;
  let point = whole.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  return { negative: sign === '-', whole: digits.slice(0, point) || '0', fraction: digits.slice(point) };
}

/** `amount` rounded half-to-even to `decimals` places, in plain digits: ('2.345', 2) gives '2.34'. */
export function roundHalfEven(amount: FormattableAmount, decimals: number): string {
  const { negative, whole, fraction } = digitsOf(amount);
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const rest = fraction.slice(decimals);
  let units = BigInt(whole + kept);
  const first = rest.charCodeAt(0) - 48;
  const beyondHalf = /[1-9]/.test(rest.slice(1));
  if (first > 5 || (first === 5 && (beyondHalf || units % 2n === 1n))) units += 1n;
  const text = units.toString().padStart(decimals + 1, '0');
  const cut = text.length - decimals;
  const body = decimals > 0 ? `${text.slice(0, cut)}.${text.slice(cut)}` : text;
  return negative ? `-${body}` : body;
}

/** Empty, or a non-negative decimal number ('12', '12.', '12.50', '.5'). */
export const AMOUNT_PATTERN = /^(?:\d+(?:\.\d*)?|\.\d+)?$/;

/**
 * `amount` as the locale shows it in `currency`: formatMoney('1234.5', 'fr-ca', 'CAD') gives
 * '1 234,50 $'. Rounded half-to-even to the currency's own number of decimals (0 for JPY).
 */
export function formatMoney(amount: FormattableAmount, locale: LocaleTag, currency: Currency): string {
  const { format, decimals } = moneyFormatter(locale, currency);
  return format.format(roundHalfEven(amount, decimals) as Intl.StringNumericLiteral);
}

/** How many decimals `currency` is counted in: 2 for USD and CAD, 0 for JPY. */
export function currencyDecimals(currency: Currency): number {
  return moneyFormatter('en-us', currency).decimals;
}

const moneyFormatters = keptPerKey<{ format: Intl.NumberFormat; decimals: number }>();

/** The currency format of a locale, with the currency's number of decimals, built once. */
function moneyFormatter(locale: LocaleTag, currency: Currency): { format: Intl.NumberFormat; decimals: number } {
  return moneyFormatters(`${locale} ${currency}`, () => {
    const format = new Intl.NumberFormat(htmlLang(locale), { style: 'currency', currency });
    return { format, decimals: format.resolvedOptions().maximumFractionDigits ?? MONEY_DECIMALS };
  });
}
