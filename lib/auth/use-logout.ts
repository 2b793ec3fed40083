/** `const logout = useLogout(); logout()` (or `logout('/ca/fr/locations')`): the six logout steps. */
import { useCallback } from 'react';
import { useOrderSummary } from '@/lib/order-context';
import { useMarket } from '@/lib/use-market';
import { browserLogoutSteps, runLogout } from './logout';

export function useLogout(): (target?: string) => Promise<void> {
  const { locale } = useMarket();
  const { setOrderSummary } = useOrderSummary();
  return useCallback(
    (target?: string) => runLogout(browserLogoutSteps(locale, setOrderSummary), { locale, target }),
    [locale, setOrderSummary],
  );
}
