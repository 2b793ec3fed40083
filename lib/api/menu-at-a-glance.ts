/**
 * Menu At A Glance as the storefront shows it: the brand's everyday menu (sections, items, the
 * market's price range) and one item by slug, mapped from the API's wire shapes into view types.
 * The /menu-at-a-glance calls are public and the same for every diner of a market.
 */
import { apiGet, type ApiContext } from './client';
import { COUNTRIES, type Currency } from '@/domain/markets';
import { glancePriceLabel, type GlancePriceLabel } from '@/domain/menu-at-a-glance';
import { ORDER_CATEGORY_BY_SLUG, type OrderCategorySlug } from '@/domain/ordering/handoffs';
import type { WireGlanceItem, WireGlanceItemDetails, WireGlanceMenu } from '@/domain/wire/menu-at-a-glance';

export type GlancePrice = { currency: Currency; label: GlancePriceLabel };

export type GlanceCard = {
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  unit: string;
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
  nutrition: { calories: number | null } | null;
};


const CURRENCIES = new Set<string>(Object.values(COUNTRIES).map((country) => country.currency));
const CATEGORY_SLUGS = Object.keys(ORDER_CATEGORY_BY_SLUG) as OrderCategorySlug[];

function toPrice(price: WireGlanceItem['price']): GlancePrice | null {
  if (!price || !CURRENCIES.has(price.currency)) return null;
  return { currency: price.currency as Currency, label: glancePriceLabel(price) };
}

function toCard(item: WireGlanceItem): GlanceCard {
  const { slug, title, description, imageUrl, unit } = item;
  return { slug, title, description, imageUrl, unit, price: toPrice(item.price) };
}

function toGlanceMenu(menu: WireGlanceMenu): GlanceMenuView {
  return {
    id: menu.id,
    title: menu.title,
    sections: menu.sections.map((section) => ({ slug: section.slug, title: section.title, items: section.items.map(toCard) })),
  };
}

function categorySlugOf(categoryId: number): OrderCategorySlug {
  return CATEGORY_SLUGS.find((slug) => ORDER_CATEGORY_BY_SLUG[slug] === categoryId) ?? 'everyday';
}

function toGlanceItem(item: WireGlanceItemDetails): GlanceItemView {
  return {
    ...toCard(item),
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
    nutrition: item.nutrition,
  };
}

const BASE = '/online-ordering/menu-at-a-glance';

export async function fetchGlanceMenu(ctx: ApiContext, menuId: number): Promise<GlanceMenuView> {
  return toGlanceMenu(await apiGet<WireGlanceMenu>(ctx, `${BASE}/menus/${menuId}`));
}

export async function fetchGlanceItem(ctx: ApiContext, slug: string): Promise<GlanceItemView> {
  return toGlanceItem(await apiGet<WireGlanceItemDetails>(ctx, `${BASE}/items/${encodeURIComponent(slug)}`));
}
