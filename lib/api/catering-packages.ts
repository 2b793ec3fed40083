/**
 * The catering packages of the market: the brand's catering menu (Menu At A Glance's category
 * read, priced across the market's restaurants) turned into per-guest packages by
 * domain/catering/packages.ts. Computed on the server, so the page receives plain strings.
 */
import { cateringPackages, type CateringPackage } from '@/domain/catering/packages';
import { COUNTRIES, type Currency } from '@/domain/markets';
import type { WireGlanceMenu } from '@/domain/wire/menu-at-a-glance';
import { apiGet, type ApiContext } from './client';

export type CateringPackageView = Omit<CateringPackage, 'currency'> & { currency: Currency };

const CURRENCIES = new Set<string>(Object.values(COUNTRIES).map((country) => country.currency));

function isCurrency(value: string): value is Currency {
  return CURRENCIES.has(value);
}

export async function fetchCateringPackages(ctx: ApiContext): Promise<CateringPackageView[]> {
  const menu = await apiGet<WireGlanceMenu>(ctx, '/online-ordering/menu-at-a-glance/categories/catering');
  const items = menu.sections.flatMap((section) => section.items);
  return cateringPackages(items).flatMap((found) => (isCurrency(found.currency) ? [{ ...found, currency: found.currency }] : []));
}
