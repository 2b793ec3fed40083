/** What a location sells: its menus, sections, items and item details, or a 404 naming the id. */
import type { LocaleTag } from '@/domain/markets';
import type { WireItem, WireItemDetails, WireMenu, WireSection } from '@/domain/wire/catalog';
import type { WireItemSmoke } from '@/domain/wire/smoke';
import { NotFoundError } from '@/server/errors';
import { byId, type LocationRepository, type LocationScope } from '@/server/modules/locations';
import { presentItem, presentItemDetails, presentMenu, presentSection } from './presenter';
import { allergenGroupsByItem } from './allergen-groups';
import type { ItemRow, MenuRepository } from './repository';
import { availabilityFactsOf } from './availability-repository';
import type { Database } from '@/server/db/client';
import { realClock } from '@/server/clock';
import { smokeFactsOf } from '@/server/modules/smoke';

export type MenuRequest = { scope: LocationScope; locale: LocaleTag; locationId: number };

/** An item's smoke facts, when the store counts it. */
const withSmoke = (smoke: WireItemSmoke | undefined) => (smoke ? { smoke } : {});

export function createMenuService({ db, menus, locations }: { db: Database; menus: MenuRepository; locations: LocationRepository }) {
  /** The location must exist in the request's brand and country, or it is a 404. */
  async function requireLocation({ scope, locationId }: MenuRequest): Promise<void> {
    const location = await locations.findOne(scope, byId(locationId));
    if (!location) throw new NotFoundError(`Location ${locationId} was not found`);
  }

  /** Items as a list presents them, each judged with its option groups, with when it is sold out and served. */
  async function presentItems(rows: ItemRow[], locale: LocaleTag, locationId: number) {
    const ids = [...new Set(rows.map((row) => row.id))];
    const groups = allergenGroupsByItem(await menus.allergenGroupsOf(ids));
    const availability = await availabilityFactsOf(db, locationId, ids);
    // Today's smoke is judged at the real time, as the menus' version turns over at the store's real midnight.
    const smoke = await smokeFactsOf(db, locationId, rows, realClock());
    return rows.map((row) => ({ ...presentItem(row, locale, groups.get(row.id)), ...availability(row.id), ...withSmoke(smoke.get(row.id)) }));
  }

  return {
    async menus(request: MenuRequest): Promise<WireMenu[]> {
      await requireLocation(request);
      const rows = await menus.menusOf(request.locationId);
      return rows.map((row) => presentMenu(row, request.locale));
    },

    /** A menu's sections; with `withItems`, each carries its items too (one page, one call). */
    async sections(request: MenuRequest, menuId: number, withItems = false): Promise<WireSection[]> {
      await requireLocation(request);
      const [menu] = await menus.menusOf(request.locationId, menuId);
      if (!menu) throw new NotFoundError(`Menu ${menuId} is not offered at location ${request.locationId}`);
      const rows = await menus.sectionsOf(request.locationId, menuId);
      const sections = rows.map((row) => presentSection(row, request.locale));
      if (!withItems) return sections;
      const itemRows = await menus.itemsOfMenu(request.locationId, menuId);
      const presented = await presentItems(itemRows, request.locale, request.locationId);
      return sections.map((section) => ({
        ...section,
        items: presented.filter((_, index) => itemRows[index]!.sectionId === section.id),
      }));
    },

    async items(request: MenuRequest, sectionId: number): Promise<WireItem[]> {
      await requireLocation(request);
      const section = await menus.sectionAt(request.locationId, sectionId);
      if (!section) throw new NotFoundError(`Section ${sectionId} is not offered at location ${request.locationId}`);
      const rows = await menus.itemsOf(request.locationId, sectionId);
      return presentItems(rows, request.locale, request.locationId);
    },

    async itemDetails(request: MenuRequest, itemId: number): Promise<WireItemDetails> {
      await requireLocation(request);
      const item = await menus.itemAt(request.locationId, itemId);
      if (!item) throw new NotFoundError(`Item ${itemId} is not sold at location ${request.locationId}`);
      const sectionId = await menus.sectionOfItem(request.locationId, itemId);
      const groups = await menus.optionGroupsOf(itemId, request.locationId);
      const availability = await availabilityFactsOf(db, request.locationId, [itemId]);
      const smoke = await smokeFactsOf(db, request.locationId, [item], realClock());
      return { ...presentItemDetails(item, { locationId: request.locationId, sectionId, groups }, request.locale), ...availability(itemId), ...withSmoke(smoke.get(itemId)) };
    },
  };
}
