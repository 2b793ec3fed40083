import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildCity, buildLocation, buildReferenceData, buildState } from '@/server/test/factories';

describe.each(testDatabases())('state and city routes on %s', (kind) => {
  let context: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ url: `/online-ordering${url}`, headers });

  beforeAll(async () => {
    context = await build(kind);
    const { db } = context;
    await buildReferenceData(db);
    await buildLocation(db, { slug: 'austin-a', title: 'A Austin' });
    await buildLocation(db, { slug: 'austin-b', title: 'B Austin' });
    await buildLocation(db, { city: 'Dallas', slug: 'dallas-a', title: 'Dallas' });
    await buildLocation(db, { state: ['CO', 'Colorado'], city: 'Denver', slug: 'denver-a', title: 'Denver' });
    await buildLocation(db, { brandId: 3, state: ['OK', 'Oklahoma'], city: 'Tulsa', slug: 'tulsa-trailer' });
    await buildLocation(db, { country: 'CA', state: ['ON', 'Ontario'], city: 'Toronto', slug: 'toronto-a' });
    await buildState(db, 'US', 'NM', 'New Mexico');
  });
  afterAll(() => context.close());

  describe('GET /states', () => {
    it('lists the states that have the brand locations, with their counts', async () => {
      const response = await get('/states');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { id: expect.any(Number), label: 'CO', name: 'Colorado', slug: 'colorado', countryCode: 'US', locationCount: 1 },
          { id: expect.any(Number), label: 'TX', name: 'Texas', slug: 'texas', countryCode: 'US', locationCount: 3 },
        ],
        total: 2,
        page: 1,
        pageSize: 30,
      });
    });

    it('paginates and keeps to the brand and country', async () => {
      expect((await get('/states?pageSize=1&page=2')).json()).toMatchObject({ data: [{ label: 'TX' }], total: 2 });
      expect((await get('/states', { 'brand-id': '3' })).json().data.map((s: { label: string }) => s.label)).toEqual(['OK']);
      expect((await get('/states', { 'country-alpha-2': 'CA' })).json().data.map((s: { label: string }) => s.label)).toEqual(['ON']);
    });
  });

  describe('GET /states/:state/cities', () => {
    it.each(['TX', 'tx', 'texas'])('takes the state as %s', async (state) => {
      const response = await get(`/states/${state}/cities`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { id: expect.any(Number), name: 'Austin', localName: null, slug: 'austin', stateLabel: 'TX', stateSlug: 'texas', locationCount: 2 },
          { id: expect.any(Number), name: 'Dallas', localName: null, slug: 'dallas', stateLabel: 'TX', stateSlug: 'texas', locationCount: 1 },
        ],
        total: 2,
        page: 1,
        pageSize: 30,
      });
    });

    it('answers an empty list for a known state without locations', async () => {
      expect((await get('/states/NM/cities')).json()).toMatchObject({ data: [], total: 0 });
    });

    it('is a 404 naming an unknown state, or one of another country', async () => {
      for (const [state, headers] of [['texass', {}], ['ON', {}]] as const) {
        const response = await get(`/states/${state}/cities`, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(`State "${state}" was not found in US`);
      }
    });
  });

  describe('GET /states/:stateLabel/cities/:city/locations', () => {
    it('lists the locations of the city', async () => {
      const response = await get('/states/TX/cities/austin/locations');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 2, page: 1, pageSize: 30 });
      expect(body.data.map((l: { slug: string }) => l.slug)).toEqual(['austin-a', 'austin-b']);
      expect(body.data[0].workingHours).toHaveLength(7);
    });

    it('is a 404 naming an unknown city', async () => {
      const response = await get('/states/TX/cities/houston/locations');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('City "houston" was not found in TX');
    });
  });

  describe('GET /all-cities-and-states', () => {
    it('nests every location under its city and state', async () => {
      const response = await get('/all-cities-and-states');
      expect(response.statusCode).toBe(200);
      const states = response.json();
      expect(states.map((s: { label: string; locationCount: number }) => [s.label, s.locationCount])).toEqual([
        ['CO', 1],
        ['TX', 3],
      ]);
      const texas = states[1];
      expect(texas).toMatchObject({ name: 'Texas', slug: 'texas', countryCode: 'US' });
      expect(texas.cities.map((c: { slug: string; locationCount: number }) => [c.slug, c.locationCount])).toEqual([
        ['austin', 2],
        ['dallas', 1],
      ]);
      expect(texas.cities[0]).toMatchObject({ stateLabel: 'TX', stateSlug: 'texas' });
      expect(texas.cities[0].locations.map((l: { slug: string }) => l.slug)).toEqual(['austin-a', 'austin-b']);
    });
  });

  describe('a city named in its market script', () => {
    it('carries its local name in the city list, the directory and the directory counts, null for a city without one', async () => {
      const osaka = await buildState(context.db, 'JP', '27', 'Osaka');
      const city = await buildCity(context.db, osaka.id, 'Osaka');
      await context.db.update(t.cities).set({ localName: '大阪市' }).where(eq(t.cities.id, city.id));
      await buildLocation(context.db, { country: 'JP', state: ['27', 'Osaka'], city: 'Osaka', slug: 'osaka-umeda' });
      const jp = { 'country-alpha-2': 'JP' };
      expect((await get('/states/osaka/cities', jp)).json().data).toMatchObject([{ name: 'Osaka', localName: '大阪市' }]);
      expect((await get('/all-cities-and-states', jp)).json()[0].cities).toMatchObject([{ name: 'Osaka', localName: '大阪市' }]);
      expect((await get('/all-cities-and-states?storesUpTo=0', jp)).json()[0].cities).toMatchObject([{ name: 'Osaka', localName: '大阪市' }]);
      expect((await get('/all-cities-and-states')).json()[1].cities[0]).toMatchObject({ name: 'Austin', localName: null });
    });
  });
});
