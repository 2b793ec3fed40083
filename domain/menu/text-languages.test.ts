import { localesOfTextLanguage, menuTextLanguages, METRIC_ENGLISH, textInLanguage, withTextInLanguage } from './text-languages';

type Stored = Partial<Record<string, { title?: string; description?: string }>>;

describe('menuTextLanguages', () => {
  it.each([
    ['a US brand', ['en-us'], []],
    ['a US and Canada brand', ['en-us', 'en-ca', 'fr-ca'], ['fr-ca', METRIC_ENGLISH]],
    ['every market', ['en-us', 'en-ca', 'fr-ca', 'pt-br', 'en-br', 'ja-jp', 'en-jp', 'es-mx', 'en-mx', 'en-ae'], ['fr-ca', 'pt-br', 'ja-jp', 'es-mx', METRIC_ENGLISH]],
    ['English in a metric market only', ['en-ae'], [METRIC_ENGLISH]],
    ['Japanese without its English site', ['ja-jp'], ['ja-jp']],
  ])('%s', (_what, locales, expected) => {
    expect([...menuTextLanguages(locales)].sort()).toEqual([...expected].sort());
  });
});

describe('localesOfTextLanguage', () => {
  it('reads metric English on every English site outside the US, a language in its own locale', () => {
    expect(localesOfTextLanguage(METRIC_ENGLISH)).toEqual(expect.arrayContaining(['en-ca', 'en-br', 'en-jp', 'en-mx', 'en-ae', 'en-eg', 'en-pk', 'en-ph']));
    expect(localesOfTextLanguage(METRIC_ENGLISH)).not.toContain('en-us');
    expect(localesOfTextLanguage('fr-ca')).toEqual(['fr-ca']);
  });
});

describe('textInLanguage', () => {
  const stored = { 'fr-ca': { title: 'Viandes au poids' }, 'en-jp': { title: 'Meats by Weight' } };
  it.each([
    ['fr-ca', { title: 'Viandes au poids' }],
    [METRIC_ENGLISH, { title: 'Meats by Weight' }],
    ['ja-jp', undefined],
  ] as const)('%s', (language, expected) => {
    expect(textInLanguage(stored, language)).toEqual(expected);
  });
});

describe('withTextInLanguage', () => {
  it('writes metric English to every metric English site, and keeps the other languages', () => {
    const stored: Stored = { 'fr-ca': { title: 'Viandes' }, 'en-ca': { title: 'Old' } };
    const result = withTextInLanguage(stored, METRIC_ENGLISH, { title: 'Meats by the Kilo' });
    for (const locale of localesOfTextLanguage(METRIC_ENGLISH)) expect(result[locale]).toEqual({ title: 'Meats by the Kilo' });
    expect(result['fr-ca']).toEqual({ title: 'Viandes' });
    expect(result['en-us']).toBeUndefined();
  });

  it('removes a text from every locale it is stored in', () => {
    const stored: Stored = { 'en-ca': { title: 'A' }, 'en-br': { title: 'A' }, 'fr-ca': { title: 'B' } };
    const result = withTextInLanguage(stored, METRIC_ENGLISH, null);
    expect(result).toEqual({ 'fr-ca': { title: 'B' } });
  });
});
