import { CA_STORES } from '@/server/seed/data/stores-ca';
import { US_STORES } from '@/server/seed/data/stores-us';
import { haversineKm, lookupPostalCode, lookupUsCity, normalizeName, parsePostalCode } from './postal-codes';

describe('parsePostalCode', () => {
  it.each([
    ['78701', { countryCode: 'US', code: '78701' }],
    [' 78701-1234 ', { countryCode: 'US', code: '78701' }],
    ['787011234', { countryCode: 'US', code: '78701' }],
    ['M5V 3L9', { countryCode: 'CA', code: 'M5V' }],
    ['m5v3l9', { countryCode: 'CA', code: 'M5V' }],
    ['h2w', { countryCode: 'CA', code: 'H2W' }],
    ['7870', null],
    ['787012', null],
    ['Austin', null],
    ['M5V 3L', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parsePostalCode(text)).toEqual(expected);
  });
});

describe('lookupPostalCode', () => {
  it('places a ZIP at its centroid', () => {
    expect(lookupPostalCode('78701')).toMatchObject({ kind: 'postal-code', label: '78701', countryCode: 'US', state: 'TX' });
    expect(haversineKm(lookupPostalCode('78701')!, { lat: 30.27, lng: -97.74 })).toBeLessThan(2);
  });

  it('places a Canadian postal code at its FSA centroid, with the province abbreviated', () => {
    expect(lookupPostalCode('H2W 1Y8')).toMatchObject({ label: 'H2W', countryCode: 'CA', state: 'QC' });
    expect(lookupPostalCode('m6j 1e6')).toMatchObject({ label: 'M6J', state: 'ON' });
  });

  it.each(['00000', 'Z9Z 9Z9', 'hello'])('is null for %j', (text) => {
    expect(lookupPostalCode(text)).toBeNull();
  });

  it('resolves every seeded US and Canadian store near its own coordinates', () => {
    for (const store of [...US_STORES, ...CA_STORES]) {
      const place = lookupPostalCode(store.zip);
      expect({ slug: store.slug, found: place !== null }).toEqual({ slug: store.slug, found: true });
      expect({ slug: store.slug, near: haversineKm(place!, { lat: store.latitude, lng: store.longitude }) < 8 }).toEqual({
        slug: store.slug,
        near: true,
      });
    }
  });
});

describe('lookupUsCity', () => {
  it.each([
    ['Austin', 'Austin, TX'],
    ['austin, tx', 'Austin, TX'],
    ['Dallas TX', 'Dallas, TX'],
    ['Portland, ME', 'Portland, ME'],
    ['  fort   worth ', 'Fort Worth, TX'],
  ])('%j → %j', (text, label) => {
    expect(lookupUsCity(text)).toMatchObject({ kind: 'city', label, countryCode: 'US' });
  });

  it('is null for an unknown city', () => {
    expect(lookupUsCity('Atlantis')).toBeNull();
  });
});

describe('normalizeName', () => {
  it.each([
    ['Montréal', 'montreal'],
    ['  Québec ', 'quebec'],
    ['Fort-Worth', 'fort worth'],
  ])('%j → %j', (name, expected) => {
    expect(normalizeName(name)).toBe(expected);
  });
});

describe('haversineKm', () => {
  it.each([
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 0 }, 0, 0.001],
    [{ lat: 32.78, lng: -96.8 }, { lat: 30.2672, lng: -97.7431 }, 293.4, 0.5],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20015, 5],
  ])('%j to %j ≈ %d km', (a, b, km, tolerance) => {
    expect(Math.abs(haversineKm(a, b) - km)).toBeLessThan(tolerance);
  });
});
