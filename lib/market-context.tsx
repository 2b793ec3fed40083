/**
 * The current market and its translator, for every component below `_app`.
 * Pages get the locale from the proxy (lib/market.ts) in getServerSideProps and pass it as a prop.
 */
import { createContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Translate } from './i18n';
import { DEFAULT_LOCALE } from './market';
import type { LocaleTag } from '@/domain/markets';

export type MarketContextValue = { locale: LocaleTag; languageChosen: boolean; t: Translate };

export const MarketContext = createContext<MarketContextValue>({
  locale: DEFAULT_LOCALE,
  languageChosen: true,
  t: createTranslator(DEFAULT_LOCALE),
});

type Props = { locale: LocaleTag; languageChosen?: boolean; children: ReactNode };

export function MarketProvider({ locale, languageChosen = true, children }: Props) {
  const value = useMemo(() => ({ locale, languageChosen, t: createTranslator(locale) }), [locale, languageChosen]);
  return <MarketContext.Provider value={value}>{children}</MarketContext.Provider>;
}
