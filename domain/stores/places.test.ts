import { geocodedCountryOf, storeCountries } from './places';

describe('storeCountries', () => {
  it('offers the countries that take online orders to a brand without stores', () => {
    expect(storeCountries([])).toEqual(['US', 'CA', 'JP', 'MX']);
  });

  it('adds the countries the brand has stores in, in the platform order, once each', () => {
    expect(storeCountries(['JP', 'US', 'AE', 'JP'])).toEqual(['US', 'CA', 'JP', 'MX', 'AE']);
  });
});

describe('geocodedCountryOf', () => {
  it.each([
    ['75206', null, 'US'],
    ['75206-1234', null, 'US'],
    ['H2X 1Y4', null, 'CA'],
    ['h2x1y4', null, 'CA'],
    ['75206', 'US', 'US'],
    ['H2X 1Y4', 'CA', 'CA'],
    ['75206', 'CA', null],
    ['H2X 1Y4', 'US', null],
    ['150-0041', 'JP', null],
    ['', null, null],
    ['7520', null, null],
  ])('%s in %s: %s', (code, country, expected) => expect(geocodedCountryOf(code, country)).toBe(expected));
});
