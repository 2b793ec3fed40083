import Decimal from 'decimal.js';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '@/server/db/client';
import type { CountryCode } from '@/domain/markets';
import { christmasDay, thanksgivingDay } from '@/domain/ordering/calendar-days';
import * as t from '@/server/db/schema';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { MAIN_BRAND_ID } from './data/brands';
import { seedDemoChain } from './index';
import type { SeedDb } from './types';

const TABLES = [
  'brands', 'countries', 'states', 'cities', 'locations', 'location_hours', 'menus', 'location_menus',
  'sections', 'items', 'section_items', 'option_groups', 'options', 'location_items', 'location_options', 'coupons', 'coupon_codes',
] as const;

/** Row count and a digest of every row of every table: equal fingerprints = same data. */
async function fingerprint(db: SeedDb): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = (await db.execute(
      sql.raw(`SELECT count(*)::text AS n, coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') AS digest FROM "${table}" r`),
    )) as unknown as { rows: { n: string; digest: string }[] };
    result[table] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return result;
}

async function storesOf(db: SeedDb, alpha2: CountryCode) {
  return db
    .select({ location: t.locations, state: t.states.label })
    .from(t.locations)
    .innerJoin(t.countries, eq(t.countries.id, t.locations.countryId))
    .innerJoin(t.states, eq(t.states.id, t.locations.stateId))
    .where(eq(t.countries.code, alpha2));
}

describe.each(testDatabases())('seedDemoChain on %s', (kind) => {
  let database: DatabaseConnection;
  let db: SeedDb;
  let afterFirstRun: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await seedDemoChain(db);
    afterFirstRun = await fingerprint(db);
    await seedDemoChain(db);
  });
  afterAll(() => database?.close());

  it('leaves exactly the same data after a second run', async () => {
    expect(await fingerprint(db)).toEqual(afterFirstRun);
    expect(afterFirstRun.location_items).not.toMatch(/^0:/);
  });

  it('seeds a demo coupon of every discount type, with its targets, and five single-use codes', async () => {
    const rows = await db.select().from(t.coupons).where(eq(t.coupons.brandId, MAIN_BRAND_ID));
    expect([...new Set(rows.map((row) => row.typeId))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const row of rows.filter((coupon) => [3, 4, 9].includes(coupon.typeId))) expect(row.itemIds.length).toBeGreaterThan(0);
    for (const row of rows.filter((coupon) => [5, 6].includes(coupon.typeId))) expect(row.subcategoryIds.length).toBeGreaterThan(0);
    const welcome = rows.find((row) => row.code === 'WELCOME')!;
    expect(welcome.serialized).toBe(true);
    expect(await db.select().from(t.couponCodes).where(eq(t.couponCodes.couponId, welcome.id))).toHaveLength(5);
  });

  it('seeds brands 1, 3 and 4, with the trailer concept flags on brand 3', async () => {
    const brands = await db.select().from(t.brands).orderBy(t.brands.id);
    expect(brands.map((brand) => brand.id)).toEqual([1, 3, 4]);
    const trailer = brands.find((brand) => brand.id === 3)!;
    expect(trailer.config).toMatchObject({ cutleryKit: true, loyaltyEnabled: false, holidayEnabled: false });
    expect(trailer.config.footerColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(trailer.config.rewardsTitle).toMatch(/email/i);
    expect(brands.find((brand) => brand.id === 4)!.config).toMatchObject({ loyaltyEnabled: true, holidayEnabled: true });
  });

  it('opens at least 40 US stores in at least 10 states', async () => {
    const stores = await storesOf(db, 'US');
    expect(stores.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stores.map((store) => store.state)).size).toBeGreaterThanOrEqual(10);
    expect(stores.every(({ location }) => location.onlineOrdering)).toBe(true);
    expect(stores.filter(({ location }) => !location.acceptingOrders).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['ON', '0.13'],
    ['QC', '0.14975'],
    ['AB', '0.05'],
    ['BC', '0.12'],
  ])('charges the combined %s rate of %s at Canadian stores', async (province, rate) => {
    const stores = (await storesOf(db, 'CA')).filter((store) => store.state === province);
    expect(stores.length).toBeGreaterThanOrEqual(1);
    for (const { location } of stores) expect(new Decimal(location.taxRate).equals(rate)).toBe(true);
  });

  it('opens at least 6 Canadian stores', async () => {
    expect((await storesOf(db, 'CA')).length).toBeGreaterThanOrEqual(6);
  });

  it.each(['BR', 'JP', 'MX', 'AE', 'EG', 'PK', 'PH'] as const)('lists %s stores with delivery partners', async (alpha2) => {
    const stores = await storesOf(db, alpha2);
    expect(stores.length).toBeGreaterThanOrEqual(1);
    for (const { location } of stores) {
      expect(location.deliveryPartners.length).toBeGreaterThanOrEqual(1);
      for (const partner of location.deliveryPartners) expect(partner.url).toMatch(/^https:\/\//);
    }
  });

  it.each(['BR', 'AE', 'EG', 'PK', 'PH'] as const)('lists %s stores without online ordering', async (alpha2) => {
    for (const { location } of await storesOf(db, alpha2)) expect(location.onlineOrdering).toBe(false);
  });

  it.each([
    ['JP', 'osaka-umeda', 'tokyo-shibuya'],
    ['MX', 'monterrey-san-pedro', null],
  ] as const)('opens online ordering in %s at %s only', async (alpha2, ordering, browseOnly) => {
    const stores = await storesOf(db, alpha2);
    expect(stores.filter(({ location }) => location.onlineOrdering).map(({ location }) => location.slug)).toEqual([ordering]);
    if (browseOnly) expect(stores.find(({ location }) => location.slug === browseOnly)!.location.onlineOrdering).toBe(false);
  });

  it.each([
    ['osaka-umeda', '300.00'],
    ['monterrey-san-pedro', '39.00'],
  ])('charges delivery at %s in whole local amounts (%s)', async (slug, fee) => {
    const [row] = await db.select({ deliveryFee: t.locations.deliveryFee }).from(t.locations).where(eq(t.locations.slug, slug));
    expect(row!.deliveryFee).toBe(fee);
  });

  it('gives every location seven days of hours', async () => {
    const locations = await db.select({ id: t.locations.id }).from(t.locations);
    const days = await db
      .select({ locationId: t.locationHours.locationId, n: sql<number>`count(distinct ${t.locationHours.weekday})::int` })
      .from(t.locationHours)
      .groupBy(t.locationHours.locationId);
    expect(days).toHaveLength(locations.length);
    for (const row of days) expect(row.n).toBe(7);
    const appointment = await db.select().from(t.locationHours).where(eq(t.locationHours.byAppointmentOnly, true));
    expect(appointment.length).toBeGreaterThan(0);
  });

  it('gives Camp Bowie a lunch gap: two intervals every day', async () => {
    const [store] = await db.select({ id: t.locations.id }).from(t.locations).where(eq(t.locations.slug, 'fort-worth-camp-bowie'));
    const rows = await db.select().from(t.locationHours).where(eq(t.locationHours.locationId, store!.id));
    expect(rows).toHaveLength(14);
    expect(rows.filter((row) => row.weekday === 2).map((row) => [row.interval, row.opened, row.closed])).toEqual(
      expect.arrayContaining([
        [0, '11:00:00', '14:00:00'],
        [1, '17:00:00', '21:00:00'],
      ]),
    );
  });

  it('closes every US store on Thanksgiving and Christmas Day, and opens The Heights late on New Year’s Eve', async () => {
    const year = new Date().getUTCFullYear();
    const us = await db
      .select({ id: t.locations.id, slug: t.locations.slug })
      .from(t.locations)
      .innerJoin(t.countries, eq(t.countries.id, t.locations.countryId))
      .where(eq(t.countries.code, 'US'));
    const exceptions = await db.select().from(t.locationHoursExceptions);
    for (const date of [thanksgivingDay(year), christmasDay(year), thanksgivingDay(year + 1)]) {
      const closed = exceptions.filter((row) => row.date === date && row.intervals.length === 0);
      expect(closed.map((row) => row.locationId).sort()).toEqual(us.map((row) => row.id).sort());
    }
    const heights = us.find((row) => row.slug === 'houston-heights');
    expect(exceptions.find((row) => row.locationId === heights?.id && row.date === `${year}-12-31`)).toMatchObject({
      intervals: [{ opened: '10:30', closed: '01:00' }],
      occasion: 'new-years-eve',
    });
  });

  it('stores every price as a numeric(12,2) string, and a store’s own price only where it differs from the base price', async () => {
    const money = /^\d{1,10}\.\d{2}$/;
    const storeItems = await db
      .select({ slug: t.locations.slug, override: t.locationItems.price, basePrice: t.items.basePrice })
      .from(t.locationItems)
      .innerJoin(t.items, eq(t.items.id, t.locationItems.itemId))
      .innerJoin(t.locations, eq(t.locations.id, t.locationItems.locationId));
    for (const row of storeItems) if (row.override !== null) expect({ override: row.override, differs: !new Decimal(row.override).equals(row.basePrice) }).toEqual({ override: expect.stringMatching(money), differs: true });
    // A store at the base price list has no price of its own; a regionally adjusted or Canadian one has.
    expect(storeItems.filter((row) => row.slug === 'dallas-lower-greenville').every((row) => row.override === null)).toBe(true);
    expect(storeItems.filter((row) => row.slug === 'denver-lodo').some((row) => row.override !== null)).toBe(true);
    for (const row of await db.select({ price: t.items.basePrice }).from(t.items)) expect(row.price).toMatch(money);
    for (const row of await db.select({ price: t.options.priceDelta }).from(t.options)) expect(row.price).toMatch(money);
  });

  it('translates menus, sections, items, option groups and options into French and Japanese', async () => {
    const tables = [t.menus, t.sections, t.items, t.optionGroups, t.options];
    for (const table of tables) {
      for (const row of await db.select({ translations: table.translations }).from(table)) {
        expect(row.translations['fr-ca']?.title).toEqual(expect.stringMatching(/\S/));
        expect(row.translations['ja-jp']?.title).toEqual(expect.stringMatching(/\S/));
      }
    }
  });

  it('prices the Japanese and Mexican ordering stores in whole yen and round pesos', async () => {
    const prices = await db
      .select({ slug: t.locations.slug, price: sql<string>`coalesce(${t.locationItems.price}, ${t.items.basePrice})` })
      .from(t.locationItems)
      .innerJoin(t.items, eq(t.items.id, t.locationItems.itemId))
      .innerJoin(t.locations, eq(t.locations.id, t.locationItems.locationId))
      .where(sql`${t.locations.slug} in ('osaka-umeda', 'monterrey-san-pedro')`);
    const of = (slug: string) => prices.filter((row) => row.slug === slug).map((row) => new Decimal(row.price));
    expect(of('osaka-umeda').length).toBeGreaterThan(20);
    for (const yen of of('osaka-umeda')) expect(yen.mod(10).isZero() && yen.greaterThanOrEqualTo(200)).toBe(true);
    for (const pesos of of('monterrey-san-pedro')) expect(pesos.mod(5).isZero() && pesos.greaterThanOrEqualTo(30)).toBe(true);
  });

  it('prices the options at the Japanese and Mexican ordering stores in yen and pesos by their country’s rule, the US stores at the option’s own', async () => {
    const deltas = await db
      .select({ slug: t.locations.slug, priceDelta: t.locationOptions.priceDelta })
      .from(t.locationOptions)
      .innerJoin(t.options, eq(t.options.id, t.locationOptions.optionId))
      .innerJoin(t.locations, eq(t.locations.id, t.locationOptions.locationId))
      .where(eq(t.options.title, 'Beef Brisket'));
    const of = (slug: string) => [...new Set(deltas.filter((row) => row.slug === slug).map((row) => row.priceDelta))];
    expect(of('osaka-umeda')).toEqual(['150.00']);
    expect(of('monterrey-san-pedro')).toEqual(['20.00']);
    const usStores = await storesOf(db, 'US');
    expect(deltas.filter((row) => usStores.some((store) => store.location.slug === row.slug))).toEqual([]);
  });

  it('names the everyday items in Mexican Spanish', async () => {
    const [pudding] = await db.select({ translations: t.items.translations }).from(t.items).where(eq(t.items.slug, 'banana-pudding'));
    expect(pudding!.translations['es-mx']).toEqual({ title: 'Pudín de plátano', description: 'Pudín de vainilla en capas con plátano y galletas.' });
  });

  it('names the everyday items and their choices in Brazilian Portuguese', async () => {
    const [pudding] = await db.select({ translations: t.items.translations }).from(t.items).where(eq(t.items.slug, 'banana-pudding'));
    expect(pudding!.translations['pt-br']).toEqual({ title: 'Pudim de banana', description: 'Creme de baunilha em camadas com banana e biscoitos.' });
    const [sauce] = await db.select({ translations: t.options.translations }).from(t.options).where(eq(t.options.title, 'Spicy Barbecue Sauce')).limit(1);
    expect(sauce!.translations['pt-br']).toEqual({ title: 'Molho barbecue apimentado' });
  });

  it('keeps every option group satisfiable: min <= max <= number of options', async () => {
    const groups = await db
      .select({ group: t.optionGroups, n: sql<number>`count(${t.options.id})::int` })
      .from(t.optionGroups)
      .leftJoin(t.options, eq(t.options.groupId, t.optionGroups.id))
      .groupBy(t.optionGroups.id);
    expect(groups.length).toBeGreaterThan(0);
    for (const { group, n } of groups) {
      expect(group.minChoices).toBeLessThanOrEqual(group.maxChoices);
      expect(group.maxChoices).toBeLessThanOrEqual(n);
    }
  });

  it('sells catering and quote items in quantities above one', async () => {
    const rows = await db
      .select({ slug: t.items.slug, minQuantity: t.items.minQuantity })
      .from(t.items)
      .innerJoin(t.sectionItems, eq(t.sectionItems.itemId, t.items.id))
      .innerJoin(t.sections, eq(t.sections.id, t.sectionItems.sectionId))
      .innerJoin(t.menus, eq(t.menus.id, t.sections.menuId))
      .where(inArray(t.menus.categoryId, [2, 3]));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.minQuantity).toBeGreaterThan(1);
  });

  it('flags holiday items and gives US and Canadian stores all four menus, the others the everyday menu', async () => {
    const holiday = await db.select().from(t.items).where(eq(t.items.isHoliday, true));
    expect(holiday.map((item) => item.slug)).toEqual(expect.arrayContaining(['smoked-whole-turkey', 'spiral-ham']));
    const perStore = await db
      .select({ code: t.countries.code, n: sql<number>`count(*)::int` })
      .from(t.locationMenus)
      .innerJoin(t.locations, eq(t.locations.id, t.locationMenus.locationId))
      .innerJoin(t.countries, eq(t.countries.id, t.locations.countryId))
      .groupBy(t.locations.id, t.countries.code);
    for (const row of perStore) expect(row.n).toBe(['US', 'CA'].includes(row.code) ? 4 : 1);
  });

  it('gives every item and option its allergens and sodium, and fills them again where a row lost them', async () => {
    const mac = await db.select().from(t.items).where(eq(t.items.slug, 'mac-and-cheese'));
    expect(mac.map((item) => [item.allergens, item.sodiumMg])).toEqual([[['milk', 'wheat'], 760]]);
    const missing = await db.select({ id: t.items.id }).from(t.items).where(sql`${t.items.sodiumMg} is null and ${t.items.brandId} = ${MAIN_BRAND_ID}`);
    expect(missing).toEqual([]);
    const sides = await db.select().from(t.options).where(eq(t.options.title, 'Mac & Cheese'));
    expect(sides.length).toBeGreaterThan(0);
    expect(sides.every((option) => option.allergens.join() === 'milk,wheat' && option.calories === 320)).toBe(true);

    await db.update(t.items).set({ allergens: [], sodiumMg: null }).where(eq(t.items.slug, 'mac-and-cheese'));
    await seedDemoChain(db);
    expect(await fingerprint(db)).toEqual(afterFirstRun);
  });
});
