import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { call, signedInCustomer, type SignedInCustomer } from './test-customers';

describe.each(testDatabases())('favourite locations on %s', (kind) => {
  let context: TestApp;
  let ana: SignedInCustomer;
  const ids: Record<string, number> = {};
  const slugs = (list: { slug: string }[]) => list.map((location) => location.slug);

  beforeAll(async () => {
    context = await build(kind);
    const { db } = context;
    await buildReferenceData(db);
    ids.congress = (await buildLocation(db, { slug: 'congress', zip: '78701', latitude: 30.2672, longitude: -97.7431 })).id;
    ids.lamar = (await buildLocation(db, { slug: 'lamar', zip: '78704', latitude: 30.2517, longitude: -97.7663 })).id;
    ids.dallas = (await buildLocation(db, { city: 'Dallas', slug: 'dallas', zip: '75201', latitude: 32.7767, longitude: -96.797 })).id;
    ids.toronto = (await buildLocation(db, {
      country: 'CA', state: ['ON', 'Ontario'], city: 'Toronto', slug: 'toronto', zip: 'M6J 1E6', latitude: 43.6468, longitude: -79.4072,
    })).id;
    ana = await signedInCustomer(db);
  });
  afterAll(() => context.close());

  const favorite = (locationId: number, action: 'set-favorite' | 'remove-favorite', token = ana.token) =>
    call(context.app, token, 'POST', `/locations/${locationId}/${action}`);

  it('sets favourites (twice is harmless) and lists them, newest first', async () => {
    expect((await favorite(ids.dallas!, 'set-favorite')).json()).toEqual({ locationId: ids.dallas, favorite: true });
    expect((await favorite(ids.lamar!, 'set-favorite')).statusCode).toBe(200);
    expect((await favorite(ids.lamar!, 'set-favorite')).statusCode).toBe(200);
    const list = (await call(context.app, ana.token, 'GET', '/favorite-locations')).json();
    expect(slugs(list.data)).toEqual(['lamar', 'dallas']);
  });

  it('puts favourites first in the store finder for the signed-in customer only', async () => {
    const signedIn = (await call(context.app, ana.token, 'GET', '/locations/search?q=78701&limit=2')).json();
    expect(slugs(signedIn.data)).toEqual(['lamar', 'dallas', 'congress']);
    expect(signedIn.data.map((location: { favorite?: boolean }) => location.favorite)).toEqual([true, true, undefined]);
    const guest = (await call(context.app, undefined, 'GET', '/locations/search?q=78701&limit=2')).json();
    expect(slugs(guest.data)).toEqual(['congress', 'lamar']);
  });

  it('removes a favourite (twice is harmless)', async () => {
    expect((await favorite(ids.dallas!, 'remove-favorite')).json()).toEqual({ locationId: ids.dallas, favorite: false });
    expect((await favorite(ids.dallas!, 'remove-favorite')).statusCode).toBe(200);
    expect(slugs((await call(context.app, ana.token, 'GET', '/favorite-locations')).json().data)).toEqual(['lamar']);
  });

  it.each([
    ['an unknown location', () => 999999],
    ['a location of another market', () => ids.toronto!],
  ])('answers 404 for %s', async (_name, id) => {
    const response = await favorite(id(), 'set-favorite');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`Location ${id()} was not found`);
  });
});
