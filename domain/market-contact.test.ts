import { COUNTRIES, COUNTRY_CODES } from './markets';

describe('market phones and apps', () => {
  it('gives every market local phone lines: no US toll-free number outside the US', () => {
    for (const country of COUNTRY_CODES) {
      const { phones, apps } = COUNTRIES[country];
      expect(phones.length).toBeGreaterThan(0);
      for (const phone of phones) {
        expect(phone.e164).toMatch(/^\+\d{8,15}$/);
        if (country !== 'US') expect(phone.e164).not.toMatch(/^\+1(800|833|844|855|866|877|888)/);
      }
      expect(apps.map((app) => app.store)).toEqual(['appStore', 'googlePlay']);
      for (const app of apps) expect(app.url).toContain(`/${country.toLowerCase()}`);
    }
  });
});
