import { ApiError } from './api-error';
import { apiGet } from './client';
import { cityPath, directionsUrl, fetchCityWithStores, fetchStateWithCities, fetchStore, menuPath, storePath } from './locations';

jest.mock('./client', () => ({ apiGet: jest.fn() }));
const get = apiGet as jest.MockedFunction<typeof apiGet>;
const ctx = { locale: 'en-us' as const };

describe('paths', () => {
  it('builds unprefixed page paths from slugs, encoding what needs it', () => {
    expect(cityPath('texas', 'fort-worth')).toBe('/locations/texas/fort-worth');
    expect(storePath({ slug: 'a b', address: { citySlug: 'austin', state: { slug: 'texas' } } } as never)).toBe(
      '/locations/texas/austin/a%20b',
    );
    expect(menuPath('austin-south')).toBe('/quote/everyday/austin-south?type=carryout');
    expect(menuPath('austin-south', 'catering')).toBe('/quote/catering/austin-south?type=carryout');
    expect(directionsUrl(30.25, -97.75)).toBe('https://www.google.com/maps/dir/?api=1&destination=30.25,-97.75');
  });
});

describe('fetchStore', () => {
  afterEach(() => get.mockReset());

  it('answers null when the API says 404, and rethrows anything else', async () => {
    get.mockRejectedValueOnce(new ApiError(404, 'Location "x" not found'));
    await expect(fetchStore(ctx, 'x')).resolves.toBeNull();
    get.mockRejectedValueOnce(new ApiError(503, 'Resting'));
    await expect(fetchStore(ctx, 'x')).rejects.toThrow('Resting');
    expect(get).toHaveBeenLastCalledWith(ctx, '/online-ordering/locations/slug/x');
  });
});

describe('fetchCityWithStores', () => {
  afterEach(() => get.mockReset());
  const states = { data: [{ id: 1, label: 'TX', name: 'Texas', slug: 'texas', countryCode: 'US', locationCount: 1 }] };
  const cities = { data: [{ id: 3, name: 'Austin', slug: 'austin', stateLabel: 'TX', stateSlug: 'texas', locationCount: 1 }] };

  it.each([
    ['ohio', 'austin'],
    ['texas', 'dallas'],
  ])('answers null for an unknown state or city (%s/%s)', async (state, city) => {
    get.mockImplementation(async (_ctx, path) => (path.endsWith('/cities') ? cities : states));
    await expect(fetchCityWithStores(ctx, state, city)).resolves.toBeNull();
  });
});

describe('fetchStateWithCities', () => {
  afterEach(() => get.mockReset());
  const states = { data: [{ id: 1, label: '27', name: 'Osaka', slug: 'osaka', countryCode: 'JP', locationCount: 1 }] };
  const cities = { data: [{ id: 3, name: 'Osaka', localName: '大阪市', slug: 'osaka', stateLabel: '27', stateSlug: 'osaka', locationCount: 1 }] };

  it.each([
    ['ja-jp', '大阪府', '大阪市'],
    ['en-jp', 'Osaka', 'Osaka'],
  ] as const)('names a Japanese prefecture and city for %s readers: %s, %s', async (locale, state, city) => {
    get.mockImplementation(async (_ctx, path) => (path.endsWith('/cities') ? cities : states));
    const found = await fetchStateWithCities({ locale }, 'osaka');
    expect(found?.state.name).toBe(state);
    expect(found?.cities.map((entry) => entry.name)).toEqual([city]);
  });
});
