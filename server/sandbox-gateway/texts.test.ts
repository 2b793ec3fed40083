import { hostedFieldsLanguage, hostedFieldsTexts, HOSTED_FIELDS_LANGUAGES } from './texts';

describe('hostedFieldsLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['en-CA', 'en'],
    ['fr-CA', 'fr'],
    ['ja-JP', 'ja'],
    ['es-MX', 'es'],
    ['pt-BR', 'pt'],
    ['FR-ca', 'fr'],
    ['ja', 'ja'],
    ['de-DE', 'en'],
    ['', 'en'],
    ['toString', 'en'],
  ])('%s reads %s', (locale, language) => {
    expect(hostedFieldsLanguage(locale)).toBe(language);
  });
});

describe('hostedFieldsTexts', () => {
  it('has every label and error in every language, each its own', () => {
    const english = hostedFieldsTexts('en');
    for (const language of HOSTED_FIELDS_LANGUAGES) {
      const texts = hostedFieldsTexts(language);
      expect(Object.keys(texts.errors).sort()).toEqual(Object.keys(english.errors).sort());
      for (const text of [texts.number, texts.expiry, texts.expiryPlaceholder, texts.cvc, texts.unreachable, ...Object.values(texts.errors)]) {
        expect(text.trim()).not.toBe('');
      }
      if (language !== 'en') expect(texts.number).not.toBe(english.number);
      expect(texts.errors.cvc_length).toContain('[count]');
    }
  });
});
