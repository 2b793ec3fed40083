import { useContext } from 'react';
import { MarketContext, type MarketContextValue } from './market-context';

/** The market the page renders for: locale, country, currency, the URL's prefix and whether it named the language. */
export function useMarket(): MarketContextValue {
  return useContext(MarketContext);
}
