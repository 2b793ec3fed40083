import { slugToText, textToSlug } from './slugs';

describe('slugToText', () => {
  it.each([
    ['fort-worth', 'fort worth'],
    ['dallas', 'dallas'],
    ['winston-salem-north', 'winston salem north'],
    ['san~antonio', 'san antonio'],
    ['', ''],
  ])('%j → %j', (slug, text) => {
    expect(slugToText(slug)).toBe(text);
  });
});

describe('textToSlug', () => {
  it.each([
    ['fort worth', 'fort-worth'],
    ['Fort Worth', 'fort-worth'],
    ['  Fort   Worth  ', 'fort-worth'],
    ['Québec', 'quebec'],
    ['Montréal Centre-Ville', 'montreal-centre-ville'],
    ['São Paulo', 'sao-paulo'],
    ['San~Antonio', 'san-antonio'],
    ["O'Fallon", 'ofallon'],
    ['St. Louis', 'st-louis'],
    ['Dallas - Greenville', 'dallas-greenville'],
    ['-edge-', 'edge'],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(textToSlug(text)).toBe(slug);
  });

  it('round-trips a plain city name', () => {
    expect(slugToText(textToSlug('fort worth'))).toBe('fort worth');
  });
});
