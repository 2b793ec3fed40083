import { useContext } from 'react';
import { MarketContext, type MarketContextValue } from './market-context';

/** The market the page renders for: locale, and whether the URL named the language. */
export function useMarket(): MarketContextValue {
  return useContext(MarketContext);
}
