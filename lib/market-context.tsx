/**
 * The current market and its translator, for every component below `_app`.
 * `withPage` (lib/page-loaders/with-page.ts) reads the market once per request and sends it as the `market`
 * page prop; `_app` provides it here. Components read it with `useMarket()` and never parse the
 * path for it.
 * Where translators come from: on the server, _document provides `TranslatorsContext` (full
 * catalogues, noting what the render reads); tests provide it too. Without it (the browser), the
 * translator reads the texts the server render used, then the language's whole catalogue once
 * loaded (lib/i18n-client.ts); the value changes, so the page renders again with it, only when a
 * render asked for a text the browser did not have.
 */
import Router from 'next/router';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { parseMarketPath, type Language } from '@/domain/markets';
import { clientTranslator, hasFullCatalogue, loadCatalogue, missedText } from './i18n-client';
import { languageFor, translatorOver, type Translate } from './i18n-core';
import { withRegionalTexts } from './i18n-regional';
import { DEFAULT_LOCALE, pageMarket, type PageMarket } from './market';

export type MarketContextValue = PageMarket & { t: Translate };

/** Only a component rendered outside any provider reads this: it has no text. */
export const MarketContext = createContext<MarketContextValue>({
  ...pageMarket(DEFAULT_LOCALE),
  t: translatorOver('en', {}, {}),
});

/** A translator for each language; provided where the full catalogues are at hand (server, tests). */
export const TranslatorsContext = createContext<((language: Language) => Translate) | null>(null);

/**
 * Translators for `languages`: in the browser, loads their whole catalogues and, once they arrive,
 * renders again if a text was missing. Other languages read only what the browser already has.
 */
export function useTranslators(languages: readonly Language[]): (language: Language) => Translate {
  const provided = useContext(TranslatorsContext);
  const wanted = languages.join(' ');
  const fullAtRender = languages.every(hasFullCatalogue);
  const [loaded, setLoaded] = useState(0);

  useEffect(() => {
    if (provided || !wanted) return;
    const list = wanted.split(' ') as Language[];
    if (fullAtRender && list.every(hasFullCatalogue)) return;
    let live = true;
    Promise.all(list.map(loadCatalogue)).then(
      () => live && list.some(missedText) && setLoaded((count) => count + 1),
      () => undefined, // the inline texts stay; the next language change tries again
    );
    return () => {
      live = false;
    };
  }, [provided, wanted, fullAtRender]);

  return useMemo(() => {
    void loaded; // an arrival makes new translators over the new catalogue
    const made = new Map<Language, Translate>();
    return (language: Language) => {
      let t = made.get(language);
      if (!t) {
        t = provided ? provided(language) : clientTranslator(language);
        made.set(language, t);
      }
      return t;
    };
  }, [provided, wanted, loaded]);
}

type Props = { market: PageMarket; children: ReactNode };

export function MarketProvider({ market, children }: Props) {
  const { locale, country, currency, languageChosen, prefix } = market;
  const language = languageFor(locale);
  const translatorOf = useTranslators([language]);
  const provided = useContext(TranslatorsContext);

  // A navigation to another language fetches its catalogue while the page's data loads.
  useEffect(() => {
    if (provided) return;
    const prefetch = (url: string) => {
      const next = languageFor(parseMarketPath(url).locale);
      if (!hasFullCatalogue(next)) loadCatalogue(next).catch(() => undefined);
    };
    Router.events.on('routeChangeStart', prefetch);
    return () => Router.events.off('routeChangeStart', prefetch);
  }, [provided]);
  const value = useMemo(
    () => ({ locale, country, currency, languageChosen, prefix, t: withRegionalTexts(translatorOf(language), locale) }),
    [locale, country, currency, languageChosen, prefix, translatorOf, language],
  );
  return <MarketContext.Provider value={value}>{children}</MarketContext.Provider>;
}
