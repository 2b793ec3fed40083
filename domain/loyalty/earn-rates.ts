/**
 * The earn rate in each currency. A brand sets its rate as points per US dollar (its loyalty
 * settings: 10 by default); an order in another currency earns that many points for every
 * EARN_UNIT of its currency, the amount a diner there spends where a US diner spends one dollar
 * (the menu's price factor of the market, not an exchange rate). So a typical meal earns alike
 * everywhere: a $20 plate earns 200 points in Dallas, a ￥3,000 plate 200 in Osaka (10 points
 * for every ￥150, i.e. 1 per ￥15), a MX$360 plate 200 in Monterrey. Canada keeps earning per
 * Canadian dollar, the rate its members have always had. No decimal.js here: the storefront
 * states the rate from it.
 */
import type { Currency } from '@/domain/markets';

/** The currency a brand's earn rate is stated in. */
export const EARN_RATE_CURRENCY: Currency = 'USD';

/** Per currency, the amount that earns the brand's points-per-dollar rate. */
export const EARN_UNIT: Readonly<Record<Currency, string>> = {
  USD: '1',
  CAD: '1',
  JPY: '150',
  MXN: '18',
  BRL: '5.50',
  AED: '3.70',
  EGP: '48',
  PKR: '280',
  PHP: '56',
};

/** What the market's diners read: `points` for every `per` of their currency ("10 points for every ￥150"). */
export function earnRateIn(pointsPerDollar: number, currency: Currency): { points: number; per: string } {
  return { points: pointsPerDollar, per: EARN_UNIT[currency] };
}
