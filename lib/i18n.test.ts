import { CATALOGUES, createTranslator } from './i18n';
import { en } from '@/locales';
import { countText, LANGUAGES, translatorOver } from './i18n-core';

describe('createTranslator', () => {
  it.each([
    ['en-us', 'Skip to main content'],
    ['en-ca', 'Skip to main content'],
    ['fr-ca', 'Passer au contenu principal'],
    ['ja-jp', 'メインコンテンツへスキップ'],
    ['pt-br', 'Pular para o conteúdo principal'],
    ['es-mx', 'Saltar al contenido principal'],
  ] as const)('translates for %s', (locale, text) => {
    expect(createTranslator(locale)('layout.skipLink')).toBe(text);
  });

  it('falls back to English for a key the language lacks', () => {
    const t = translatorOver('pt', { 'store.closed': 'Fechado' }, en);
    expect(t('store.closed')).toBe('Fechado');
    expect(t('locations.cityTitle', { city: 'Dallas', state: 'TX' })).toBe('Locations in Dallas, TX');
  });

  it('fills [placeholders] and leaves unknown ones visible', () => {
    const t = createTranslator('fr-ca');
    expect(t('locations.cityTitle', { city: 'Montréal', state: 'QC' })).toBe('Restaurants à Montréal, QC');
    expect(t('locations.cityTitle', { city: 'Montréal' })).toBe('Restaurants à Montréal, [state]');
  });

  it('answers an unknown key with the key itself', () => {
    const t = createTranslator('en-us');
    expect(t('no.such.key' as never)).toBe('no.such.key');
    expect(t.has('no.such.key')).toBe(false);
    expect(t.has('store.closed')).toBe(true);
  });

  it('accepts a bare language', () => {
    expect(createTranslator('ja')('store.closed')).toBe('定休日');
  });
});

describe('translator.count', () => {
  it.each([
    ['en-us', 1, '1 location'],
    ['en-us', 0, '0 locations'],
    ['en-us', 1200, '1,200 locations'],
    ['fr-ca', 1, '1 restaurant'],
    ['fr-ca', 0, '0 restaurant'],
    ['fr-ca', 2, '2 restaurants'],
    ['ja-jp', 1, '1店舗'],
    ['pt-br', 3, '3 restaurantes'],
  ] as const)('%s, %d -> %s', (locale, count, text) => {
    expect(createTranslator(locale).count('count.locations', count)).toBe(text);
  });
});

describe('countText', () => {
  it.each(LANGUAGES)('writes every count in %s as its number format does', (language) => {
    const format = new Intl.NumberFormat(language);
    for (const count of [...Array.from({ length: 1000 }, (_, index) => index), 1000, 12_345, 2.5]) {
      expect(countText(language, count)).toBe(format.format(count));
    }
  });
});

describe('translator.dynamic', () => {
  it('uses the fallback only when no catalogue has the key', () => {
    const t = createTranslator('fr-ca');
    expect(t.dynamic('day.monday', 'monday')).toBe('Lundi');
    expect(t.dynamic('social.mastodon', 'mastodon')).toBe('mastodon');
  });
});

describe('catalogues', () => {
  const englishKeys = Object.keys(en);
  it.each(Object.entries(CATALOGUES))('%s has only keys that English has', (_language, catalogue) => {
    expect(Object.keys(catalogue).filter((key) => !englishKeys.includes(key))).toEqual([]);
  });
  it.each(['fr', 'ja', 'es', 'pt'] as const)('%s translates every interface key', (language) => {
    const missing = englishKeys.filter((key) => !(key in CATALOGUES[language]));
    expect(missing).toEqual([]);
  });
  it.each(Object.entries(CATALOGUES))('%s keeps the placeholders of English', (_language, catalogue) => {
    const names = (text: string) => (text.match(/\[[a-z]+\]/gi) ?? []).sort();
    for (const [key, text] of Object.entries(catalogue)) {
      expect([key, names(text ?? '')]).toEqual([key, names((en as Record<string, string>)[key] ?? '')]);
    }
  });
});
