import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildLocation, buildReferenceData } from '@/server/test/factories';

describe.each(testDatabases())('store finder on %s', (kind) => {
  let context: TestApp;
  const ids: Record<string, number> = {};
  const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ url: `/online-ordering${url}`, headers });
  const slugs = (list: { slug: string }[]) => list.map((location) => location.slug);

  beforeAll(async () => {
    context = await build(kind);
    const { db } = context;
    await buildReferenceData(db);
    const austin = await buildLocation(db, { slug: 'austin-congress', zip: '78701', latitude: 30.2672, longitude: -97.7431 });
    const lamar = await buildLocation(db, { slug: 'austin-lamar', zip: '78704', latitude: 30.2517, longitude: -97.7663, deliveryRadiusKm: 3 });
    const roundRock = await buildLocation(db, { city: 'Round Rock', slug: 'round-rock', zip: '78664', latitude: 30.5083, longitude: -97.6789 });
    const dallas = await buildLocation(db, {
      city: 'Dallas', slug: 'dallas-closed', zip: '75201', latitude: 32.7767, longitude: -96.797, onlineOrdering: false,
    });
    const toronto = await buildLocation(db, {
      country: 'CA', state: ['ON', 'Ontario'], city: 'Toronto', slug: 'toronto-queen', zip: 'M6J 1E6',
      latitude: 43.6468, longitude: -79.4072, timeZone: 'America/Toronto', deliveryFee: '5.99',
    });
    const montreal = await buildLocation(db, {
      country: 'CA', state: ['QC', 'Québec'], city: 'Montréal', slug: 'montreal-plateau', zip: 'H2W 1Y8',
      latitude: 45.5175, longitude: -73.5817, timeZone: 'America/Toronto',
    });
    await db.insert(t.locationCategorySettings).values([
      { locationId: austin.id, categoryId: 2, deliveryRadiusKm: 40 },
      { locationId: roundRock.id, categoryId: 1, deliveryRadiusKm: 0 },
    ]);
    Object.assign(ids, { austin: austin.id, lamar: lamar.id, roundRock: roundRock.id, dallas: dallas.id, toronto: toronto.id, montreal: montreal.id });
  });
  afterAll(() => context.close());

  describe('GET /locations/search', () => {
    it('finds the stores nearest a ZIP first, each with its distance', async () => {
      const response = await get('/locations/search?q=78701');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.origin).toMatchObject({ kind: 'postal-code', label: '78701' });
      expect(slugs(body.data)).toEqual(['austin-congress', 'austin-lamar', 'round-rock', 'dallas-closed']);
      const distances = body.data.map((location: { distanceKm: number }) => location.distanceKm);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(distances[0]).toBeLessThan(1);
    });

    it('flags stores without online ordering and reports each everyday delivery radius', async () => {
      const body = (await get('/locations/search?q=Dallas')).json();
      expect(body.origin).toMatchObject({ kind: 'city', label: 'Dallas, TX' });
      expect(body.data[0]).toMatchObject({ slug: 'dallas-closed', orderable: false, onlineOrdering: false, deliveryRadiusKm: 10 });
      const byslug = Object.fromEntries(body.data.map((location: { slug: string; deliveryRadiusKm: number }) => [location.slug, location]));
      expect(byslug['austin-lamar']).toMatchObject({ orderable: true, deliveryRadiusKm: 3 });
      expect(byslug['round-rock']).toMatchObject({ deliveryRadiusKm: 0 });
    });

    it.each([
      ['a Canadian postal code', 'm6j 1e6', 'postal-code', 'M6J'],
      ['a seeded city with its accent left out', 'montreal', 'city', 'Montréal, QC'],
      ['a city with its province', 'Toronto, ON', 'city', 'Toronto, ON'],
    ])('searches Canada by %s', async (_label, q, originKind, label) => {
      const body = (await get(`/locations/search?q=${encodeURIComponent(q)}`, { 'country-alpha-2': 'CA' })).json();
      expect(body.origin).toMatchObject({ kind: originKind, label });
      expect(slugs(body.data)).toHaveLength(2);
    });

    it('searches by coordinates ("use my location") and limits the list', async () => {
      const body = (await get('/locations/search?lat=30.51&lng=-97.68&limit=2')).json();
      expect(body.origin.kind).toBe('coordinates');
      expect(slugs(body.data)).toEqual(['round-rock', 'austin-congress']);
    });

    it('searches a US city that has no store, by the package of ZIP centroids', async () => {
      const body = (await get('/locations/search?q=San%20Antonio')).json();
      expect(body.origin).toMatchObject({ kind: 'city', label: 'San Antonio, TX' });
      expect(body.data[0].slug).toBe('austin-lamar');
    });

    it.each([
      ['/locations/search', 400, 'Enter a ZIP or postal code, a city, or use your location (lat and lng)'],
      ['/locations/search?q=00000', 404, 'We could not find the ZIP or postal code "00000"'],
      ['/locations/search?q=Atlantis', 404, 'We could not find "Atlantis": try a ZIP or postal code, or a city name'],
      ['/locations/search?lat=30', 400, 'Enter a ZIP or postal code, a city, or use your location (lat and lng)'],
      ['/locations/search?lat=91&lng=0', 400, 'lat'],
      ['/locations/search?q=78701&limit=0', 400, 'limit'],
      ['/locations/search?q=78701&limit=abc', 400, 'limit'],
      [`/locations/search?q=${'x'.repeat(101)}`, 400, 'q'],
    ])('%s → %d', async (url, status, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
    });
  });

  describe('GET /locations/:locationId/menu-type/:menuTypeId/delivery-radius', () => {
    const radius = (id: number, menuType: number, query: string, headers?: Record<string, string>) =>
      get(`/locations/${id}/menu-type/${menuType}/delivery-radius?${query}`, headers);
    const inAustin = 'address=100%20Congress%20Ave&city=Austin&state=TX&zip=78701';

    it('says an address in range is deliverable', async () => {
      const response = await radius(ids.austin!, 1, inAustin);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ deliverable: true, radiusKm: 10, alternatives: [] });
      expect(body.distanceKm).toBeLessThan(1);
    });

    it('offers the stores that deliver to an address out of range, nearest first', async () => {
      const body = (await radius(ids.lamar!, 1, 'address=1%20Main%20St&city=Austin&zip=78751')).json();
      expect(body).toMatchObject({ deliverable: false, radiusKm: 3 });
      expect(body.distanceKm).toBeGreaterThan(3);
      expect(slugs(body.alternatives)).toEqual(['austin-congress']);
      expect(body.alternatives[0]).toMatchObject({ orderable: true, distanceKm: expect.any(Number) });
    });

    it('uses the radius of the menu type', async () => {
      const pflugerville = 'address=1%20Main%20St&city=Pflugerville&zip=78660';
      expect((await radius(ids.austin!, 1, pflugerville)).json()).toMatchObject({ deliverable: false, radiusKm: 10 });
      expect((await radius(ids.austin!, 2, pflugerville)).json()).toMatchObject({ deliverable: true, radiusKm: 40 });
    });

    it('never delivers from a store with a zero radius or without online ordering', async () => {
      const nearRoundRock = 'address=1%20Main%20St&city=Round%20Rock&zip=78664';
      expect((await radius(ids.roundRock!, 1, nearRoundRock)).json()).toMatchObject({ deliverable: false, radiusKm: 0 });
      const downtownDallas = 'address=1%20Main%20St&city=Dallas&zip=75201';
      expect((await radius(ids.dallas!, 1, downtownDallas)).json()).toMatchObject({ deliverable: false, radiusKm: 0, alternatives: [] });
    });

    it('accepts coordinates, and Canadian postal codes in the CA market', async () => {
      expect((await radius(ids.austin!, 1, 'lat=30.27&lng=-97.74')).json()).toMatchObject({ deliverable: true });
      const queenWest = 'address=700%20Queen%20St%20W&city=Toronto&zip=M6J%201E6';
      expect((await radius(ids.toronto!, 1, queenWest, { 'country-alpha-2': 'CA' })).json()).toMatchObject({ deliverable: true });
    });

    it.each([
      ['city=Austin&zip=78701', ['"address" is required']],
      ['address=1%20Main&zip=78701', ['"city" is required']],
      ['address=%20&city=Austin', ['"address" is required', '"zip" is required']],
      ['', ['"address" is required', '"city" is required', '"zip" is required']],
    ])('refuses the incomplete address %j with 400', async (query, errors) => {
      const response = await radius(ids.austin!, 1, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'To order delivery, please enter the full delivery address', errors });
    });

    it.each([
      [() => radius(ids.austin!, 1, 'address=1%20Main&city=X&zip=00000'), 400, 'We could not find the ZIP or postal code "00000"; please check it'],
      [() => radius(999999, 1, inAustin), 404, 'Location 999999 was not found'],
      [() => radius(ids.toronto!, 1, inAustin), 404, "was not found"],
      [() => radius(ids.austin!, 9, inAustin), 400, 'menuTypeId'],
      [() => get(`/locations/abc/menu-type/1/delivery-radius?${inAustin}`), 400, 'locationId'],
    ])('refuses bad requests (%#)', async (call, status, message) => {
      const response = await call();
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
    });
  });
});
