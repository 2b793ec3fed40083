/**
 * Country rows come straight from domain/markets.ts; this file adds how each country's menu
 * prices derive from the USD reference price (local currency, local price level).
 */
import { COUNTRIES, type CountryCode } from '@/domain/markets';
import type { PriceRule } from '../types';

export const COUNTRY_ROWS = Object.values(COUNTRIES).map((country) => ({
  id: country.id,
  code: country.code,
  label: country.label,
  currency: country.currency,
  onlineOrdering: country.onlineOrdering,
  locales: [...country.locales],
}));

/** Canada a bit above the US in CAD; the browse-only markets in round local amounts. */
export const PRICE_RULES: Record<CountryCode, PriceRule> = {
  US: { factor: '1', step: '0.01' },
  CA: { factor: '1.30', step: '0.01' },
  BR: { factor: '5.50', step: '0.10' },
  JP: { factor: '150', step: '10' },
  MX: { factor: '18', step: '5' },
  AE: { factor: '3.70', step: '1' },
  EG: { factor: '48', step: '5' },
  PK: { factor: '280', step: '10' },
  PH: { factor: '56', step: '5' },
};
