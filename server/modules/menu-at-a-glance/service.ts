/**
 * Menu At A Glance: a brand menu's overview, or one item by slug, priced for the request's
 * country at the restaurants that offer the menu (an item: the first menu listing it), so both
 * views agree. An unknown menu (or another brand's) and an unknown slug answer 404 naming them.
 */
import type { LocaleTag } from '@/domain/markets';
import { ORDER_CATEGORY_BY_SLUG, type OrderCategorySlug } from '@/domain/ordering/handoffs';
import type { WireGlanceItemDetails, WireGlanceMenu } from '@/domain/wire/menu-at-a-glance';
import { NotFoundError } from '@/server/errors';
import { presentGlanceItemDetails, presentGlanceMenu, pricesById } from './presenter';
import type { GlanceRepository, GlanceScope } from './repository';

export type GlanceRequest = { scope: GlanceScope; locale: LocaleTag };

/** Slugs travel with dashes; a space or a tilde stands for a dash, and case does not matter. */
export function normalizeSlug(slug: string): string {
  return slug.trim().toLowerCase().replace(/[\s~]+/g, '-');
}

export function createGlanceService({ glance }: { glance: GlanceRepository }) {
  async function menuById(request: GlanceRequest, menuId: number): Promise<WireGlanceMenu> {
    const menu = await glance.menu(request.scope.brandId, menuId);
    if (!menu) throw new NotFoundError(`Menu ${menuId} was not found`);
    const [sections, items] = await Promise.all([glance.sectionsOf(menuId), glance.itemsOfMenu(menuId)]);
    const itemIds = [...new Set(items.map((item) => item.id))];
    const prices = pricesById(await glance.priceRanges(request.scope, itemIds, menuId));
    return presentGlanceMenu(menu, sections, items, prices, request.locale);
  }

  return {
    menu: menuById,

    /** The brand's first menu of the category; 404 naming the category when the brand has none. */
    async menuOfCategory(request: GlanceRequest, category: OrderCategorySlug): Promise<WireGlanceMenu> {
      const menuId = await glance.menuIdOfCategory(request.scope.brandId, ORDER_CATEGORY_BY_SLUG[category]);
      if (menuId === undefined) throw new NotFoundError(`There is no ${category} menu`);
      return menuById(request, menuId);
    },

    async item(request: GlanceRequest, slug: string): Promise<WireGlanceItemDetails> {
      const match = await glance.itemBySlug(request.scope.brandId, normalizeSlug(slug));
      if (!match) throw new NotFoundError(`Item "${slug}" is not on the menu`);
      const [prices, groups] = await Promise.all([
        glance.priceRanges(request.scope, [match.item.id], match.menu.id),
        glance.optionGroupsOf(request.scope, match.item.id),
      ]);
      return presentGlanceItemDetails(match, pricesById(prices).get(match.item.id), groups, request.locale);
    },
  };
}
