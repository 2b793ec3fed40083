import { flagOf, seoSettingsFromEnv, siteUrl } from './settings';

describe('siteUrl', () => {
  it.each([
    [{}, 'http://localhost:3000'],
    [{ PUBLIC_SITE_URL: ' https://bbq.example// ' }, 'https://bbq.example'],
    [{ PUBLIC_SITE_URL: '   ' }, 'http://localhost:3000'],
  ])('%p -> %s', (env, expected) => expect(siteUrl(env)).toBe(expected));
});

describe('flagOf', () => {
  it.each([
    ['true', true], ['TRUE', true], ['1', true], ['yes', true], [' true ', true],
    ['false', false], ['0', false], ['', false], [undefined, false], ['truthy', false],
  ])('%p -> %p', (value, expected) => expect(flagOf(value)).toBe(expected));
});

describe('seoSettingsFromEnv', () => {
  it('is indexable, without an app id, by default', () => {
    expect(seoSettingsFromEnv({})).toEqual({ siteUrl: 'http://localhost:3000', noRobots: false, appStoreId: null });
  });

  it('reads NO_ROBOTS and a numeric APP_STORE_ID', () => {
    expect(seoSettingsFromEnv({ NO_ROBOTS: 'true', APP_STORE_ID: ' 1234567 ' })).toEqual({
      siteUrl: 'http://localhost:3000',
      noRobots: true,
      appStoreId: '1234567',
    });
  });

  it.each(['id123', '12 34', '"><script>', '1'.repeat(21)])('ignores the malformed app id %p', (id) => {
    expect(seoSettingsFromEnv({ APP_STORE_ID: id }).appStoreId).toBeNull();
  });
});
