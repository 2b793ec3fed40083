import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildHours, buildLocation, buildReferenceData } from '@/server/test/factories';

describe.each(testDatabases())('location routes on %s', (kind) => {
  let context: TestApp;
  const ids: Record<string, number> = {};
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ url: `/online-ordering${url}`, headers });
  const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((location) => location.slug).sort();

  beforeAll(async () => {
    context = await build(kind);
    const { db } = context;
    await buildReferenceData(db);
    const austin = await buildLocation(db, { slug: 'austin-downtown', title: 'Austin Downtown', zip: '78701', latitude: 30.2672, longitude: -97.7431 });
    const dallas = await buildLocation(db, {
      city: 'Dallas', slug: 'dallas-uptown', title: 'Dallas Uptown', zip: '75201', latitude: 32.7767, longitude: -96.797,
      onlineOrdering: false, acceptingOrders: false,
    });
    const denver = await buildLocation(db, {
      state: ['CO', 'Colorado'], city: 'Denver', slug: 'denver-pit-stop', title: 'Denver 100% Pit_Stop', zip: '80202',
      latitude: 39.7392, longitude: -104.9903, imageUrl: '/images/denver.svg',
    });
    const trailer = await buildLocation(db, { brandId: 3, slug: 'trailer-austin', title: 'Trailer Austin' });
    const toronto = await buildLocation(db, { country: 'CA', state: ['ON', 'Ontario'], city: 'Toronto', slug: 'toronto-queen', title: 'Queen St' });
    await buildHours(db, austin.id, [
      { weekday: 1, active: true, opened: '11:00:00', closed: '21:00:00' },
      { weekday: 6, active: false },
      { weekday: 7, active: true, byAppointmentOnly: true, opened: '10:00:00', closed: '14:00:00' },
    ]);
    Object.assign(ids, { austin: austin.id, dallas: dallas.id, denver: denver.id, trailer: trailer.id, toronto: toronto.id });
  });
  afterAll(() => context.close());

  describe('GET /locations', () => {
    it('lists the brand and country locations, ordered by state, city and title', async () => {
      const response = await get('/locations');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 30 });
      expect(body.data.map((l: { slug: string }) => l.slug)).toEqual(['denver-pit-stop', 'austin-downtown', 'dallas-uptown']);
    });

    it('paginates', async () => {
      const first = (await get('/locations?pageSize=2')).json();
      const second = (await get('/locations?pageSize=2&page=2')).json();
      expect([first.data.length, first.total, second.data.length, second.page]).toEqual([2, 3, 1, 2]);
    });

    it('keeps to the brand-id and country-alpha-2 of the request', async () => {
      expect(slugsOf((await get('/locations', { 'brand-id': '3' })).json())).toEqual(['trailer-austin']);
      expect(slugsOf((await get('/locations', { 'country-alpha-2': 'CA' })).json())).toEqual(['toronto-queen']);
      expect((await get('/locations', { 'country-alpha-2': 'JP' })).json()).toMatchObject({ data: [], total: 0 });
    });

    it('orders by distance from lat/lng and says how far each is', async () => {
      const body = (await get('/locations?lat=32.78&lng=-96.80')).json();
      expect(body.data.map((l: { slug: string }) => l.slug)).toEqual(['dallas-uptown', 'austin-downtown', 'denver-pit-stop']);
      const [dallas, austin] = body.data;
      expect(dallas.distanceKm).toBeLessThan(1);
      expect(austin.distanceKm).toBeGreaterThan(280);
      expect(austin.distanceKm).toBeLessThan(300);
    });

    it('has no distanceKm without coordinates', async () => {
      const body = (await get('/locations')).json();
      expect(body.data[0]).not.toHaveProperty('distanceKm');
    });

    const filterCases: [string, (ids: Record<string, number>) => string, string[]][] = [
      ['eq on an integer', (i) => `id[eq]${i.austin}`, ['austin-downtown']],
      ['eq on text', () => 'slug[eq]austin-downtown', ['austin-downtown']],
      ['ne', () => 'slug[ne]austin-downtown', ['dallas-uptown', 'denver-pit-stop']],
      ['gt on text', () => 'zip[gt]75201', ['austin-downtown', 'denver-pit-stop']],
      ['gte', () => 'zip[gte]78701', ['austin-downtown', 'denver-pit-stop']],
      ['lt', () => 'zip[lt]78701', ['dallas-uptown']],
      ['lte', () => 'zip[lte]78701', ['austin-downtown', 'dallas-uptown']],
      ['gt on a number', () => 'latitude[gt]35.5', ['denver-pit-stop']],
      ['in', (i) => `id[in]${i.austin},${i.denver}`, ['austin-downtown', 'denver-pit-stop']],
      ['nin', () => 'slug[nin]austin-downtown,dallas-uptown', ['denver-pit-stop']],
      ['btwn', () => 'latitude[btwn]30,33', ['austin-downtown', 'dallas-uptown']],
      ['nbtwn', () => 'latitude[nbtwn]30,33', ['denver-pit-stop']],
      ['like (case-insensitive, % wildcards)', () => 'title[like]%TOWN', ['austin-downtown', 'dallas-uptown']],
      ['nlike', () => 'title[nlike]%town', ['denver-pit-stop']],
      ['startsw', () => 'title[startsw]aus', ['austin-downtown']],
      ['endsw', () => 'title[endsw]uptown', ['dallas-uptown']],
      ['subs', () => 'title[subs]pit_', ['denver-pit-stop']],
      ['subs takes % literally', () => 'title[subs]%', ['denver-pit-stop']],
      ['startsw takes _ literally', () => 'title[startsw]_', []],
      ['is true', () => 'onlineOrdering[is]true', ['austin-downtown', 'denver-pit-stop']],
      ['is false', () => 'acceptingOrders[is]false', ['dallas-uptown']],
      ['not true', () => 'onlineOrdering[not]true', ['dallas-uptown']],
      ['is null', () => 'state.label[is]null', []],
      ['not null', () => 'city.slug[not]null', ['austin-downtown', 'dallas-uptown', 'denver-pit-stop']],
      ['eq on a boolean', () => 'onlineOrdering[eq]false', ['dallas-uptown']],
      ['a nested property', () => 'state.label[eq]CO', ['denver-pit-stop']],
      ['city.slug', () => 'city.slug[eq]dallas', ['dallas-uptown']],
      ['countryCode', () => 'countryCode[eq]US', ['austin-downtown', 'dallas-uptown', 'denver-pit-stop']],
      ['several filters (and)', () => 'state.label[eq]TX;onlineOrdering[is]true', ['austin-downtown']],
    ];

    it.each(filterCases)('filters with %s', async (_label, filter, expected) => {
      const response = await get(`/locations?filter=${encodeURIComponent(filter(ids))}`);
      expect(response.statusCode).toBe(200);
      expect(slugsOf(response.json())).toEqual(expected);
    });

    it.each([
      ['title', 'Filter "title" is malformed: expected property[operator]value'],
      ['title[zz]x', 'Unknown filter operator "zz" in "title[zz]x"'],
      ['secret[eq]1', 'Unknown filter property "secret"'],
      ['id[eq]abc', 'Filter id[eq]: "abc" is not a whole number'],
      ['latitude[gt]north', 'Filter latitude[gt]: "north" is not a number'],
      ['onlineOrdering[eq]yes', 'Filter onlineOrdering[eq]: "yes" is not true or false'],
      ['id[like]1%', 'Filter id[like]: like applies to text properties only'],
      ['onlineOrdering[gt]true', 'Filter onlineOrdering[gt]: gt does not apply to true/false properties'],
      ['latitude[btwn]1', 'Filter "latitude[btwn]1" needs exactly two values for btwn'],
      ['id[in]1,,2', 'Filter "id[in]1,,2" has an empty entry in its list'],
      ['title[is]abc', 'Filter title[is]: expected null, got "abc"'],
      ['id[eq]99999999999', 'Filter id[eq]: "99999999999" is out of range (-2147483648 to 2147483647)'],
      ['id[in]1,-2147483649', 'Filter id[in]: "-2147483649" is out of range (-2147483648 to 2147483647)'],
    ])('refuses the filter %s with a 400 naming it', async (filter, message) => {
      const response = await get(`/locations?filter=${encodeURIComponent(filter)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });

  describe('GET /locations/:locationId', () => {
    it('answers the location in the wire shape, with seven days of hours', async () => {
      const response = await get(`/locations/${ids.austin}`);
      expect(response.statusCode).toBe(200);
      const location = response.json();
      expect(location).toMatchObject({
        id: ids.austin,
        slug: 'austin-downtown',
        brandId: 4,
        countryCode: 'US',
        currency: 'USD',
        label: 'Austin Downtown',
        address: { city: 'Austin', citySlug: 'austin', state: { label: 'TX', name: 'Texas', slug: 'texas' }, zip: '78701' },
        onlineOrdering: true,
        acceptingOrders: true,
        image: null,
      });
      expect(location.workingHours).toHaveLength(7);
      expect(location.workingHours[0]).toEqual({
        weekday: 1, day: 'monday', active: true, opened: '11:00:00', closed: '21:00:00', byAppointmentOnly: false,
        intervals: [{ opened: '11:00:00', closed: '21:00:00' }],
      });
      expect(location.hoursExceptions).toEqual([]);
      expect(location.workingHours[1]).toMatchObject({ weekday: 2, day: 'tuesday', active: false, opened: null });
      expect(location.workingHours[6]).toMatchObject({ day: 'sunday', active: true, byAppointmentOnly: true });
    });

    it('turns online ordering off when the country takes no online orders', async () => {
      const db = context.db;
      const moema = await buildLocation(db, { country: 'BR', state: ['SP', 'São Paulo'], city: 'São Paulo', slug: 'sao-paulo-moema' });
      const location = (await get(`/locations/${moema.id}`, { 'country-alpha-2': 'BR' })).json();
      expect(location).toMatchObject({ countryCode: 'BR', currency: 'BRL', onlineOrdering: false });
    });

    it('keeps a Japanese store that does not take online orders off, in a country that does', async () => {
      const tokyo = await buildLocation(context.db, { country: 'JP', state: ['13', 'Tokyo'], city: 'Shibuya', slug: 'tokyo-browse-only', onlineOrdering: false });
      const umeda = await buildLocation(context.db, { country: 'JP', state: ['27', 'Osaka'], city: 'Osaka', slug: 'osaka-ordering' });
      expect((await get(`/locations/${tokyo.id}`, { 'country-alpha-2': 'JP' })).json()).toMatchObject({ currency: 'JPY', onlineOrdering: false });
      expect((await get(`/locations/${umeda.id}`, { 'country-alpha-2': 'JP' })).json()).toMatchObject({ currency: 'JPY', onlineOrdering: true });
    });

    it('carries the name and street in the market script and the district a store has, null when it has none', async () => {
      const umeda = await buildLocation(context.db, {
        country: 'JP', state: ['27', 'Osaka'], city: 'Osaka', slug: 'osaka-umeda', title: 'Umeda', localTitle: '梅田',
        address: '1-9-20 Umeda, Kita-ku', localAddress: '北区梅田1-9-20', localCity: '大阪市', zip: '530-0001',
      });
      const pinheiros = await buildLocation(context.db, { country: 'BR', state: ['SP', 'São Paulo'], city: 'São Paulo', slug: 'sao-paulo-pinheiros', district: 'Pinheiros' });
      expect((await get(`/locations/${umeda.id}`, { 'country-alpha-2': 'JP' })).json()).toMatchObject({
        title: 'Umeda',
        localTitle: '梅田',
        address: { address: '1-9-20 Umeda, Kita-ku', state: { label: '27' }, local: { address: '北区梅田1-9-20', city: '大阪市' }, district: null },
      });
      expect((await get(`/locations/${pinheiros.id}`, { 'country-alpha-2': 'BR' })).json()).toMatchObject({
        localTitle: null,
        address: { district: 'Pinheiros', local: null },
      });
    });

    it('is a 404 naming the id when unknown or of another brand or country', async () => {
      for (const [id, headers] of [[999999, {}], [ids.trailer, {}], [ids.toronto, {}]] as const) {
        const response = await get(`/locations/${id}`, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: `Location ${id} was not found` });
      }
    });
  });

  describe('GET /locations/slug/:slug', () => {
    it('answers the location', async () => {
      const response = await get('/locations/slug/denver-pit-stop');
      expect(response.json()).toMatchObject({ id: ids.denver, image: { url: '/images/denver.svg' } });
    });

    it('is a 404 naming the slug', async () => {
      const response = await get('/locations/slug/nowhere');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Location "nowhere" was not found');
    });
  });

  describe('GET /all-locations', () => {
    it('answers every location of the market in one page', async () => {
      const body = (await get('/all-locations')).json();
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 3 });
      expect(slugsOf(body)).toEqual(['austin-downtown', 'dallas-uptown', 'denver-pit-stop']);
    });
  });
});
