/** `const logout = useLogout(); logout()` (or `logout('/ca/fr/locations')`): the six logout steps. */
import { useCallback } from 'react';
import { useOrderSummary } from '@/lib/order-context';
import { useMarket } from '@/lib/use-market';

export function useLogout(): (target?: string) => Promise<void> {
  const { locale } = useMarket();
  const { setOrderSummary } = useOrderSummary();
  return useCallback(
    // The steps (and the API calls they make) load when someone logs out, not with every page.
    async (target?: string) => {
      const { browserLogoutSteps, runLogout } = await import('./logout');
      return runLogout(browserLogoutSteps(locale, setOrderSummary), { locale, target });
    },
    [locale, setOrderSummary],
  );
}
