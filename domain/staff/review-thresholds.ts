/**
 * The review hold threshold of an order's currency. A brand sets one threshold, in US dollars
 * (brands.review_hold_threshold); an order in another currency is compared with that threshold
 * scaled by REVIEW_THRESHOLD_TABLE, which gives each currency the amount that weighs like
 * USD 500 for a barbecue order there (what a large party orders, not an exchange rate), and
 * rounded to the currency's decimals. So the demo brand's 500.00 holds a Japanese guest order
 * above ¥75,000, not above ¥500. A currency code the table does not know gets no allowance: every
 * guest or new account's paid order in it waits for review until the table names it.
 */
import { currencyDecimals } from '@/domain/money-format';
import { Decimal, toMoney } from '@/domain/money';
import type { Currency } from '@/domain/markets';

/** The currency the brand's threshold is stated in. */
export const REVIEW_THRESHOLD_CURRENCY: Currency = 'USD';

/** Per currency, the threshold equal to USD 500 (every currency a market uses has one). */
export const REVIEW_THRESHOLD_TABLE: Readonly<Record<Currency, string>> = {
  USD: '500',
  CAD: '650',
  JPY: '75000',
  MXN: '9000',
  BRL: '2500',
  AED: '1800',
  EGP: '25000',
  PKR: '140000',
  PHP: '28000',
};

function isTableCurrency(currency: string): currency is Currency {
  return Object.hasOwn(REVIEW_THRESHOLD_TABLE, currency);
}

/**
 * The brand's threshold (US dollars, a decimal string) for an order in `currency`, a decimal
 * string in that currency; null when the brand holds nothing. An unknown currency gives '0'.
 */
export function reviewThresholdIn(brandThreshold: string | null, currency: string): string | null {
  if (brandThreshold === null) return null;
  if (!isTableCurrency(currency)) return '0';
  const scaled = new Decimal(brandThreshold)
    .times(REVIEW_THRESHOLD_TABLE[currency])
    .dividedBy(REVIEW_THRESHOLD_TABLE[REVIEW_THRESHOLD_CURRENCY]);
  const decimals = currencyDecimals(currency);
  return toMoney(scaled, decimals).toFixed(decimals);
}
