/**
 * What an estimate is priced from: the lead store's get-a-quote menu (category 3) at the store's
 * prices, its tax rate and the default deposit rate.
 *
 * Why get-a-quote and not catering (2): the catering menu is what a diner orders ahead and pays
 * at checkout like any cart; a quote request is built from the get-a-quote menu, so the lines
 * the buyer asked for are items of that menu, and the estimate prices the same items at the same
 * store prices the request showed. Only items the store sells and has available are offered.
 */
import { DEFAULT_DEPOSIT_RATE } from '@/domain/catering';
import { Decimal } from '@/domain/money';
import { ORDER_CATEGORY } from '@/domain/ordering';
import { taxComponents } from '@/domain/ordering/tax';
import type { WireStaffEstimateMenu, WireStaffEstimateMenuItem } from '@/domain/wire/staff-leads';
import type { Database } from '@/server/db/client';
import type { LeadRow } from '@/server/modules/catering';
import { createMenuRepository } from '@/server/modules/menus';
import { storeOf } from '@/server/modules/locations';

/** The store's combined tax rate: its sales tax, or the sum of its province's components in Canada. */
export async function storeTaxRate(db: Database, locationId: number): Promise<string> {
  const store = await storeOf(db, locationId);
  const components = taxComponents({ countryCode: store.countryCode, stateLabel: store.stateLabel, locationRate: store.taxRate });
  return components.reduce((sum, component) => sum.plus(component.rate), new Decimal(0)).toString();
}

/** The items of the store's get-a-quote menus with their section titles and prices, in menu order. */
export async function estimateMenuItems(db: Database, locationId: number): Promise<WireStaffEstimateMenuItem[]> {
  const repository = createMenuRepository(db);
  const menus = (await repository.menusOf(locationId)).filter((menu) => menu.categoryId === ORDER_CATEGORY.getAQuote);
  const items: WireStaffEstimateMenuItem[] = [];
  for (const menu of menus) {
    const sections = new Map((await repository.sectionsOf(locationId, menu.id)).map((section) => [section.id, section.title]));
    for (const item of await repository.itemsOfMenu(locationId, menu.id)) {
      if (!item.available || items.some((known) => known.itemId === item.id)) continue;
      items.push({ itemId: item.id, title: item.title, section: sections.get(item.sectionId) ?? menu.title, unitPrice: item.price });
    }
  }
  return items;
}

export async function estimateMenu(db: Database, lead: LeadRow): Promise<WireStaffEstimateMenu> {
  return {
    currency: lead.currency,
    taxRate: await storeTaxRate(db, lead.locationId),
    depositRate: DEFAULT_DEPOSIT_RATE,
    items: await estimateMenuItems(db, lead.locationId),
  };
}
