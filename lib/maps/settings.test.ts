import { googleMapsKeyFrom } from './settings';

describe('googleMapsKeyFrom', () => {
  it('reads GOOGLE_MAPS_API_KEY, trimmed', () => {
    expect(googleMapsKeyFrom({ GOOGLE_MAPS_API_KEY: '  AIzaTest_key-1 ' })).toBe('AIzaTest_key-1');
  });

  it('falls back to NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', () => {
    expect(googleMapsKeyFrom({ NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'AIzaPublic' })).toBe('AIzaPublic');
  });

  it('means no map when unset, blank or not shaped like a key', () => {
    expect(googleMapsKeyFrom({})).toBeNull();
    expect(googleMapsKeyFrom({ GOOGLE_MAPS_API_KEY: '   ' })).toBeNull();
    expect(googleMapsKeyFrom({ GOOGLE_MAPS_API_KEY: 'abc"><script>' })).toBeNull();
    expect(googleMapsKeyFrom({ GOOGLE_MAPS_API_KEY: 'a'.repeat(201) })).toBeNull();
  });
});
