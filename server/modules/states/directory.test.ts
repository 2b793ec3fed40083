// The store directory (GET /all-cities-and-states) of the demo chain, and of a market too large to
// list every store: with `storesUpTo`, the larger market gets its states and cities with counts only.
import { sql } from 'drizzle-orm';
import { seedDemoChain } from '@/server/seed';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';

type City = { slug: string; locationCount: number; locations: { slug: string }[] };
type State = { label: string; locationCount: number; cities: City[] };

/** States → cities → [count, store slugs]: what the directory page shows. */
const outline = (states: State[]) =>
  states.map((state) => [state.label, state.locationCount, state.cities.map((city) => [city.slug, city.locationCount, city.locations.map((l) => l.slug)])]);
const counts = (states: State[]) =>
  states.map((state) => [state.label, state.locationCount, state.cities.map((city) => [city.slug, city.locationCount])]);

describe.each(testDatabases())('the store directory on %s', (kind) => {
  let context: TestApp;
  const directory = async (query = '') => {
    const response = await context.app.inject({ url: `/online-ordering/all-cities-and-states${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as State[];
  };

  beforeAll(async () => {
    context = await build(kind);
    await seedDemoChain(context.db);
  });
  afterAll(() => context.close());

  it('lists every store of the demo chain, with or without a bound above its size', async () => {
    const full = await directory();
    const stores = full.reduce((sum, state) => sum + state.locationCount, 0);
    expect(stores).toBeGreaterThan(10);
    expect(stores).toBeLessThanOrEqual(300);
    for (const city of full.flatMap((state) => state.cities)) expect(city.locations).toHaveLength(city.locationCount);
    expect(outline(await directory('?storesUpTo=300'))).toEqual(outline(full));
  });

  it('gives a market of more stores than the bound its states and cities with counts, and no store lists', async () => {
    await context.db.execute(sql`
      insert into locations (brand_id, country_id, state_id, city_id, slug, title, subtitle, phone, address, zip, latitude, longitude,
        time_zone, tax_rate, online_ordering, accepting_orders, image_url, social_networks, delivery_partners, delivery_fee,
        delivery_radius_km, slot_capacity)
      select t.brand_id, t.country_id, t.state_id, t.city_id, t.slug || '-copy-' || g, left(t.title || ' #' || g, 120), t.subtitle,
        t.phone, t.address, t.zip, t.latitude, t.longitude, t.time_zone, t.tax_rate, t.online_ordering, t.accepting_orders, t.image_url,
        t.social_networks, t.delivery_partners, t.delivery_fee, t.delivery_radius_km, t.slot_capacity
      from generate_series(0, 399) as g
      join (
        select l.*, (row_number() over (order by l.id) - 1) as k, count(*) over () as n
        from locations l join countries c on c.id = l.country_id
        where l.brand_id = 4 and c.code = 'US'
      ) t on t.k = g % t.n`);
    const full = await directory();
    const total = full.reduce((sum, state) => sum + state.locationCount, 0);
    expect(total).toBeGreaterThan(400);

    const bounded = await directory('?storesUpTo=300');
    expect(counts(bounded)).toEqual(counts(full));
    expect(bounded.reduce((sum, state) => sum + state.locationCount, 0)).toBe(total);
    expect(bounded.flatMap((state) => state.cities.flatMap((city) => city.locations))).toEqual([]);
    expect(outline(await directory(`?storesUpTo=${total}`))).toEqual(outline(full));
  });

  it('refuses a bound out of range', async () => {
    const response = await context.app.inject({ url: '/online-ordering/all-cities-and-states?storesUpTo=-1' });
    expect(response.statusCode).toBe(400);
  });
});
