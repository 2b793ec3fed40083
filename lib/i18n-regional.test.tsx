import { renderToString } from 'react-dom/server';
import { CATALOGUES, createTranslator } from './i18n';
import { translatorOver } from './i18n-core';
import { REGIONAL_TEXTS, withRegionalTexts } from './i18n-regional';
import { pageMarket } from './market';
import { MarketProvider, TranslatorsContext } from './market-context';
import { useT } from './use-t';
import type { Language } from '@/domain/markets';

describe('withRegionalTexts', () => {
  it.each([
    ['en-us', 'Color', 'License plate (optional)'],
    ['en-jp', 'Color', 'License plate (optional)'],
    ['en-ca', 'Colour', 'Licence plate (optional)'],
    ['fr-ca', 'Couleur', 'Plaque d’immatriculation (facultatif)'],
  ] as const)('%s reads its own spelling of the curbside vehicle fields', (locale, colour, plate) => {
    const t = createTranslator(locale);
    expect([t('handoffs.vehicle.colour'), t('handoffs.vehicle.plate')]).toEqual([colour, plate]);
  });

  it('fills placeholders in a regional text and leaves other keys to the catalogue', () => {
    const t = createTranslator('en-ca');
    expect(t('handoffs.plate.invalid', { max: '12' })).toBe('A licence plate takes letters, digits, spaces and hyphens, at most 12 characters');
    expect(t.dynamic('handoffs.error.handoff_plate_invalid', 'fallback', { max: '8' })).toContain('licence plate');
    expect(t('layout.skipLink')).toBe('Skip to main content');
  });

  it('overrides only keys the English catalogue has', () => {
    for (const texts of Object.values(REGIONAL_TEXTS)) {
      expect(Object.keys(texts ?? {}).filter((key) => !(key in CATALOGUES.en))).toEqual([]);
    }
  });

  it('is the translator itself for a locale without regional texts', () => {
    const t = translatorOver('en', CATALOGUES.en, CATALOGUES.en);
    expect(withRegionalTexts(t, 'en-us')).toBe(t);
  });
});

describe('MarketProvider', () => {
  function Label() {
    const t = useT();
    return <label>{t('handoffs.vehicle.colour')}</label>;
  }
  const full = (language: Language) => translatorOver(language, CATALOGUES[language], CATALOGUES.en);

  it.each([
    ['en-us', 'Color'],
    ['en-ca', 'Colour'],
  ] as const)('gives %s components its spelling', (locale, text) => {
    const html = renderToString(
      <TranslatorsContext.Provider value={full}>
        <MarketProvider market={pageMarket(locale)}>
          <Label />
        </MarketProvider>
      </TranslatorsContext.Provider>,
    );
    expect(html).toBe(`<label>${text}</label>`);
  });
});
