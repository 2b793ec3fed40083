/**
 * The current market and its translator, for every component below `_app`.
 * `withPage` (lib/page-loaders/with-page.ts) reads the market once per request and sends it as the `market`
 * page prop; `_app` provides it here. Components read it with `useMarket()` and never parse the
 * path for it.
 */
import { createContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Translate } from './i18n';
import { DEFAULT_LOCALE, pageMarket, type PageMarket } from './market';

export type MarketContextValue = PageMarket & { t: Translate };

export const MarketContext = createContext<MarketContextValue>({
  ...pageMarket(DEFAULT_LOCALE),
  t: createTranslator(DEFAULT_LOCALE),
});

type Props = { market: PageMarket; children: ReactNode };

export function MarketProvider({ market, children }: Props) {
  const { locale, country, currency, languageChosen, prefix } = market;
  const value = useMemo(
    () => ({ locale, country, currency, languageChosen, prefix, t: createTranslator(locale) }),
    [locale, country, currency, languageChosen, prefix],
  );
  return <MarketContext.Provider value={value}>{children}</MarketContext.Provider>;
}
