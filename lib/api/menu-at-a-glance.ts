/**
 * Menu At A Glance as the storefront shows it: the brand's everyday menu (sections, items, the
 * market's price range) and one item by slug, mapped from the API's wire shapes into view types.
 * The /menu-at-a-glance calls are public and the same for every diner of a market. What depends
 * on the market's weight (the unit a price is for, calories per 100 g) is worked out here, for the
 * call's market, so the pages do not ship the weight rules.
 */
import { apiGet, type ApiContext } from './client';
import { COUNTRIES, countryOfLocale, type CountryCode, type Currency } from '@/domain/markets';
import { glancePriceLabel, type GlancePriceLabel } from '@/domain/menu-at-a-glance';
import { caloriesPerWeight, priceUnitOf, weightUnitOf, type WeightUnit } from '@/domain/menu/weight-units';
import { ORDER_CATEGORY_BY_SLUG, type OrderCategorySlug } from '@/domain/ordering/handoffs';
import type { WireGlanceItem, WireGlanceItemDetails, WireGlanceMenu } from '@/domain/wire/menu-at-a-glance';

export type GlancePrice = { currency: Currency; label: GlancePriceLabel };

export type GlanceCard = {
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  unit: string;
  /** What the market's price is for: the market's weight for an item sold by weight ('100g' in Canada), else `unit`. */
  priceUnit: string;
  /** Null when no restaurant of the market sells the item. */
  price: GlancePrice | null;
};

export type GlanceMenuView = {
  id: number;
  title: string;
  sections: { slug: string; title: string; items: GlanceCard[] }[];
};

type GlanceOptionSummary = { title: string; required: boolean; maxChoices: number; choices: { title: string; priceDelta: string }[] };

/** One item's page. Extra facts (allergens, more nutrition) belong in `nutrition` and its section. */
export type GlanceItemView = GlanceCard & {
  minQuantity: number;
  menuTitle: string;
  /** The order flow's category of the menu listing the item (everyday, catering, ...). */
  categorySlug: OrderCategorySlug;
  section: { slug: string; title: string };
  options: GlanceOptionSummary[];
  /**
   * `per`: the market's weight the calories count, for an item sold by weight (converted from the
   * data's calories per pound); null when they are the item's own.
   */
  nutrition: { calories: number | null; per: WeightUnit | null } | null;
};


const CURRENCIES = new Set<string>(Object.values(COUNTRIES).map((country) => country.currency));
const CATEGORY_SLUGS = Object.keys(ORDER_CATEGORY_BY_SLUG) as OrderCategorySlug[];

function toPrice(price: WireGlanceItem['price']): GlancePrice | null {
  if (!price || !CURRENCIES.has(price.currency)) return null;
  return { currency: price.currency as Currency, label: glancePriceLabel(price) };
}

function toCard(item: WireGlanceItem, country: CountryCode): GlanceCard {
  const { slug, title, description, imageUrl, unit } = item;
  return { slug, title, description, imageUrl, unit, priceUnit: priceUnitOf(unit, country), price: toPrice(item.price) };
}

function toGlanceMenu(menu: WireGlanceMenu, country: CountryCode): GlanceMenuView {
  return {
    id: menu.id,
    title: menu.title,
    sections: menu.sections.map((section) => ({ slug: section.slug, title: section.title, items: section.items.map((item) => toCard(item, country)) })),
  };
}

function categorySlugOf(categoryId: number): OrderCategorySlug {
  return CATEGORY_SLUGS.find((slug) => ORDER_CATEGORY_BY_SLUG[slug] === categoryId) ?? 'everyday';
}

function toNutrition(item: WireGlanceItemDetails, country: CountryCode): GlanceItemView['nutrition'] {
  if (!item.nutrition) return null;
  const per = weightUnitOf(item.unit, country);
  const { calories } = item.nutrition;
  return { calories: calories !== null && per ? caloriesPerWeight(calories, per) : calories, per };
}

function toGlanceItem(item: WireGlanceItemDetails, country: CountryCode): GlanceItemView {
  return {
    ...toCard(item, country),
    minQuantity: item.minQuantity,
    menuTitle: item.menu.title,
    categorySlug: categorySlugOf(item.menu.categoryId),
    section: { slug: item.section.slug, title: item.section.title },
    options: item.optionGroups.map((group) => ({
      title: group.title,
      required: group.minChoices > 0,
      maxChoices: group.maxChoices,
      choices: group.choices,
    })),
    nutrition: toNutrition(item, country),
  };
}

const BASE = '/online-ordering/menu-at-a-glance';

export async function fetchGlanceMenu(ctx: ApiContext, menuId: number): Promise<GlanceMenuView> {
  return toGlanceMenu(await apiGet<WireGlanceMenu>(ctx, `${BASE}/menus/${menuId}`), countryOfLocale(ctx.locale));
}

export async function fetchGlanceItem(ctx: ApiContext, slug: string): Promise<GlanceItemView> {
  return toGlanceItem(await apiGet<WireGlanceItemDetails>(ctx, `${BASE}/items/${encodeURIComponent(slug)}`), countryOfLocale(ctx.locale));
}
