/**
 * Minimal rows for API tests: each builder inserts what it is asked for, with sensible defaults,
 * and returns the row. Tests never depend on the demo seed.
 */
import { and, eq } from 'drizzle-orm';
import { COUNTRIES, type CountryCode } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';

let sequence = 0;
const next = () => (sequence += 1);

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/**
 * Brands 1, 3 and 4 and every country of domain/markets.ts. The brands set no cap on a guest's
 * orders per time slot (the suites' orders share one guest and one slot); a suite about the cap
 * sets it.
 */
export async function buildReferenceData(db: Database): Promise<void> {
  const brandRows = [1, 3, 4].map((id) => ({
    id,
    folderPath: `brand-${id}`,
    metaTitle: `Brand ${id}`,
    title: `Brand ${id}`,
    shortTitle: `B${id}`,
    webUrl: `https://brand-${id}.example`,
    config: { footerColor: '#000', rewardsTitle: 'Rewards', cutleryKit: false, loyaltyEnabled: true, holidayEnabled: true, cateringPhone: null },
    guestSlotOrderCap: null,
  }));
  await db.insert(t.brands).values(brandRows).onConflictDoNothing();
  const countryRows = Object.values(COUNTRIES).map((country) => ({
    id: country.id,
    code: country.code,
    label: country.label,
    currency: country.currency,
    onlineOrdering: country.onlineOrdering,
    locales: country.locales,
  }));
  await db.insert(t.countries).values(countryRows).onConflictDoNothing();
}

export async function buildState(db: Database, country: CountryCode, label: string, name: string, slug?: string) {
  const countryId = COUNTRIES[country].id;
  const [existing] = await db.select().from(t.states).where(and(eq(t.states.countryId, countryId), eq(t.states.label, label)));
  if (existing) return existing;
  const [row] = await db
    .insert(t.states)
    .values({ countryId, label, name, slug: slug ?? name.toLowerCase().replace(/\s+/g, '-') })
    .returning();
  return row!;
}

export async function buildCity(db: Database, stateId: number, name: string, slug?: string) {
  const citySlug = slug ?? name.toLowerCase().replace(/\s+/g, '-');
  const [existing] = await db.select().from(t.cities).where(and(eq(t.cities.stateId, stateId), eq(t.cities.slug, citySlug)));
  if (existing) return existing;
  const [row] = await db.insert(t.cities).values({ stateId, name, slug: citySlug }).returning();
  return row!;
}

export type LocationPlace = { country?: CountryCode; state?: [label: string, name: string]; city?: string };

/** A location in Austin, TX (or the given place) of brand 4, with no hours unless asked. */
export async function buildLocation(db: Database, overrides: Insert<typeof t.locations> & LocationPlace = {}) {
  const { country = 'US', state: stateName = ['TX', 'Texas'], city: cityName = 'Austin', ...fields } = overrides;
  const state = await buildState(db, country, stateName[0], stateName[1]);
  const city = await buildCity(db, state.id, cityName);
  const n = next();
  const [row] = await db
    .insert(t.locations)
    .values({
      brandId: 4,
      countryId: COUNTRIES[country].id,
      stateId: state.id,
      cityId: city.id,
      slug: `store-${n}`,
      title: `Store ${n}`,
      phone: '(512) 555-0100',
      address: `${n} Main St`,
      zip: '78701',
      latitude: 30.2672,
      longitude: -97.7431,
      timeZone: 'America/Chicago',
      taxRate: '0.08250',
      onlineOrdering: true,
      // Room in the kitchen for any test's orders; the kitchen's own tests set its make capacity.
      makeCapacityMinutes: 10_000,
      ...fields,
    })
    .returning();
  return row!;
}

export async function buildHours(db: Database, locationId: number, rows: Omit<Insert<typeof t.locationHours>, 'locationId'>[]) {
  return db
    .insert(t.locationHours)
    .values(rows.map((row) => ({ weekday: 1, active: true, ...row, locationId })))
    .returning();
}

export async function buildMenu(db: Database, overrides: Insert<typeof t.menus> & { locationIds?: number[] } = {}) {
  const { locationIds = [], ...fields } = overrides;
  const n = next();
  const [menu] = await db
    .insert(t.menus)
    .values({ brandId: 4, categoryId: 1, slug: `menu-${n}`, title: `Menu ${n}`, ...fields })
    .returning();
  if (locationIds.length > 0) {
    await db.insert(t.locationMenus).values(locationIds.map((locationId) => ({ locationId, menuId: menu!.id })));
  }
  return menu!;
}

export async function buildSection(db: Database, menuId: number, overrides: Insert<typeof t.sections> = {}) {
  const n = next();
  const [row] = await db.insert(t.sections).values({ menuId, slug: `section-${n}`, title: `Section ${n}`, ...overrides }).returning();
  return row!;
}

/** An item, listed in `sectionId` when given and sold at each of `prices` (locationId → price). */
export async function buildItem(
  db: Database,
  overrides: Insert<typeof t.items> & { sectionId?: number; prices?: Record<number, string>; unavailableAt?: number[] } = {},
) {
  const { sectionId, prices = {}, unavailableAt = [], ...fields } = overrides;
  const n = next();
  const [item] = await db
    .insert(t.items)
    .values({ brandId: 4, slug: `item-${n}`, title: `Item ${n}`, basePrice: '9.99', ...fields })
    .returning();
  if (sectionId !== undefined) await db.insert(t.sectionItems).values({ sectionId, itemId: item!.id, sortOrder: n });
  const sold = Object.entries(prices).map(([locationId, price]) => ({
    locationId: Number(locationId),
    itemId: item!.id,
    price,
    available: !unavailableAt.includes(Number(locationId)),
  }));
  if (sold.length > 0) await db.insert(t.locationItems).values(sold);
  return item!;
}

export async function buildOptionGroup(
  db: Database,
  itemId: number,
  overrides: Insert<typeof t.optionGroups> & { options?: Omit<Insert<typeof t.options>, 'groupId'>[] } = {},
) {
  const { options = [], ...fields } = overrides;
  const [group] = await db.insert(t.optionGroups).values({ itemId, title: `Group ${next()}`, ...fields }).returning();
  const rows = options.map((option, index) => ({ title: `Option ${index + 1}`, sortOrder: index, ...option, groupId: group!.id }));
  const inserted = rows.length > 0 ? await db.insert(t.options).values(rows).returning() : [];
  return { ...group!, options: inserted };
}
