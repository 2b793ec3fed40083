/**
 * Country rows come straight from domain/markets.ts; this file adds how each country's menu
 * prices derive from the USD reference price (local currency, local price level).
 */
import { COUNTRIES, type CountryCode } from '@/domain/markets';
import type { PriceRule } from '../types';

export const COUNTRY_ROWS = Object.values(COUNTRIES).map((country) => ({
  id: country.id,
  code: country.alpha2,
  label: country.label,
  currency: country.currency,
  onlineOrdering: country.onlineOrdering,
  locales: [...country.locales],
}));

/** Canada a bit above the US in CAD; the browse-only markets in round local amounts. */
export const PRICE_RULES: Record<CountryCode, PriceRule> = {
  us: { factor: '1', step: '0.01' },
  ca: { factor: '1.30', step: '0.01' },
  br: { factor: '5.50', step: '0.10' },
  jp: { factor: '150', step: '10' },
  mx: { factor: '18', step: '5' },
  ae: { factor: '3.70', step: '1' },
  eg: { factor: '48', step: '5' },
  pk: { factor: '280', step: '10' },
  ph: { factor: '56', step: '5' },
};
