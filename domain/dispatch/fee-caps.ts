/**
 * A brand's delivery fee caps: per currency, the most its diners pay for a courier; the brand
 * absorbs the rest of the quote, and with no cap the diner pays the quote (courier-fee.ts). The
 * console's form and the API's schema and rules are built from these, so they cannot disagree:
 * - a cap is written as the API takes it: digits, then at most 2 decimals (FEE_CAP_PATTERN), so
 *   never negative, never in exponent form;
 * - it has no more decimals than its currency is counted in ('500' for yen, never '500.50');
 * - it is at most FEE_CAP_MAX of its currency, the amount that weighs like USD 100 there (what a
 *   delivery fee could sensibly be, not an exchange rate);
 * - a currency is one a market of the chain is paid in.
 * Amounts are compared exactly as strings (domain/amounts.ts), so the browser needs no decimal.js.
 */
import { compareAmounts } from '@/domain/amounts';
import { interpolate } from '@/domain/interpolate';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type Currency } from '@/domain/markets';
import { currencyDecimals } from '@/domain/money-format';

/** A cap as the API takes it: up to 6 digits, then at most 2 decimals ('4', '4.9', '4.99'). */
export const FEE_CAP_PATTERN = '^\\d{1,6}(\\.\\d{1,2})?$';
export const FEE_CAP_MAX_LENGTH = 9;

/** The largest cap per currency: what weighs like USD 100 for a delivery there. */
export const FEE_CAP_MAX: Readonly<Record<Currency, string>> = {
  USD: '100',
  CAD: '130',
  JPY: '15000',
  MXN: '1800',
  BRL: '500',
  AED: '360',
  EGP: '5000',
  PKR: '28000',
  PHP: '5600',
};

/** The currencies the chain's markets are paid in, in the markets' order, each once. */
export const FEE_CAP_CURRENCIES: readonly Currency[] = [...new Set(COUNTRY_CODES.map((code) => COUNTRIES[code].currency))];

export function isFeeCapCurrency(value: string): value is Currency {
  return (FEE_CAP_CURRENCIES as readonly string[]).includes(value);
}

/** The markets paid in `currency`. */
export function marketsOfCurrency(currency: Currency): CountryCode[] {
  return COUNTRY_CODES.filter((code) => COUNTRIES[code].currency === currency);
}

export type FeeCapProblem = 'invalid' | 'tooManyDecimals' | 'tooLarge';

/** What is wrong with `amount` (a dot-decimal string) as a cap in `currency`, or null. */
export function feeCapProblem(currency: Currency, amount: string): FeeCapProblem | null {
  if (amount.length > FEE_CAP_MAX_LENGTH || !new RegExp(FEE_CAP_PATTERN).test(amount)) return 'invalid';
  const fraction = amount.split('.')[1] ?? '';
  if (/[1-9]/.test(fraction.slice(currencyDecimals(currency)))) return 'tooManyDecimals';
  return compareAmounts(amount, FEE_CAP_MAX[currency]) > 0 ? 'tooLarge' : null;
}

/**
 * The texts of refused cap changes and the code the API sends with each (`fee_cap_…`); the
 * console has a text for each code (staffFeeCaps.error.<code>).
 */
export const FEE_CAP_MESSAGES = {
  adminsOnly: 'Only brand admins may change the delivery fee caps',
  currencyUnknown: 'No market of the chain is paid in [currency]',
  notFound: 'The brand has no delivery fee cap in [currency]',
  invalid: 'A delivery fee cap in [currency] is an amount such as 4.99',
  tooManyDecimals: 'A delivery fee cap in [currency] has at most [decimals] decimals',
  tooLarge: 'A delivery fee cap in [currency] is at most [amount]',
} as const;

export type FeeCapMessageName = keyof typeof FEE_CAP_MESSAGES;

export const FEE_CAP_ERROR_CODES = ['fee_cap_admins_only', 'fee_cap_currency_unknown', 'fee_cap_not_found', 'fee_cap_invalid', 'fee_cap_too_many_decimals', 'fee_cap_too_large'] as const;
export type FeeCapErrorCode = (typeof FEE_CAP_ERROR_CODES)[number];

export function feeCapErrorCode(name: FeeCapMessageName): FeeCapErrorCode {
  return `fee_cap_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as FeeCapErrorCode;
}

/** A refusal's English text with `params` filled in. */
export function feeCapText(name: FeeCapMessageName, params: Record<string, string | number> = {}): string {
  return interpolate(FEE_CAP_MESSAGES[name], params);
}
