import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, type TestApp } from '@/server/test/build-app';
import { seedDemoChain } from './index';
import { CANADA_DELIVERY_FEE, CATERING_KITCHEN_SLOT_CAPACITY, CATERING_RADIUS_KM } from './load-ordering';

describe('ordering settings of the demo chain (PGlite)', () => {
  let context: TestApp;
  const ca = { 'country-alpha-2': 'CA' };

  beforeAll(async () => {
    context = await build('pglite');
    await seedDemoChain(context.db);
    await seedDemoChain(context.db);
  });
  afterAll(() => context.close());

  it('charges Canadian delivery in CAD and gives catering kitchens more room per slot', async () => {
    const [toronto] = await context.db.select().from(t.locations).where(eq(t.locations.slug, 'toronto-queen-west'));
    const [dallas] = await context.db.select().from(t.locations).where(eq(t.locations.slug, 'dallas-lower-greenville'));
    const [kitchen] = await context.db.select().from(t.locations).where(eq(t.locations.slug, 'dallas-catering-kitchen'));
    expect([toronto!.deliveryFee, dallas!.deliveryFee]).toEqual([CANADA_DELIVERY_FEE, '4.99']);
    expect([kitchen!.slotCapacity, dallas!.slotCapacity]).toEqual([CATERING_KITCHEN_SLOT_CAPACITY, 4]);
    const settings = await context.db.select().from(t.locationCategorySettings).where(eq(t.locationCategorySettings.locationId, dallas!.id));
    expect(settings.map((row) => [row.categoryId, row.deliveryRadiusKm])).toEqual([
      [2, CATERING_RADIUS_KM],
      [3, CATERING_RADIUS_KM],
    ]);
  });

  it('finds the Queen West store by its postal code and takes a delivery order there, with HST on the fee', async () => {
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      context.app.inject({ method, url: `/online-ordering${url}`, headers: ca, payload });
    const search = (await inject('GET', '/locations/search?q=M6J%201E6')).json();
    expect(search.data[0]).toMatchObject({ slug: 'toronto-queen-west', orderable: true, currency: 'CAD' });
    const address = { address: '700 Queen St W', city: 'Toronto', state: 'ON', zip: 'M6J 1E6' };
    const radius = (await inject('GET', `/locations/${search.data[0].id}/menu-type/1/delivery-radius?address=700%20Queen%20St%20W&city=Toronto&zip=M6J%201E6`)).json();
    expect(radius).toMatchObject({ deliverable: true, radiusKm: 10 });
    const order = await inject('POST', '/orders', { locationId: search.data[0].id, handoff: 'delivery', categoryId: 1, deliveryAddress: address });
    expect(order.statusCode).toBe(201);
    expect(order.json()).toMatchObject({ currency: 'CAD', totals: { deliveryFee: '5.99', taxes: [{ code: 'HST', amount: '0.78' }] } });
  });

  it('offers the stores that deliver to an address beyond a store\'s radius', async () => {
    const [ottawa] = await context.db.select().from(t.locations).where(eq(t.locations.slug, 'ottawa-byward-market'));
    const response = await context.app.inject({
      url: `/online-ordering/locations/${ottawa!.id}/menu-type/1/delivery-radius?address=700%20Queen%20St%20W&city=Toronto&zip=M6J%201E6`,
      headers: ca,
    });
    const body = response.json();
    expect(body.deliverable).toBe(false);
    expect(body.alternatives[0].slug).toBe('toronto-queen-west');
  });
});
