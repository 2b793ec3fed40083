import { useContext } from 'react';
import { MarketContext } from './market-context';
import type { Translate } from './i18n';

/** The translator of the current market: `const t = useT(); t('store.closed')`. */
export function useT(): Translate {
  return useContext(MarketContext).t;
}
