/**
 * One account change at a time: runs an API call with the diner's market, keeps the pending
 * flag (lists show it as busy) and turns a refusal into the API's message in the diner's
 * language (or a generic sentence), shown inline by the section that asked.
 */
import { useCallback, useState } from 'react';
import type { ApiContext } from '@/lib/api/client';
import { useFailureText } from '@/components/checkout/use-order-state';
import { useMarket } from '@/lib/use-market';

type AccountCall<T> = (ctx: ApiContext) => Promise<T>;

export function useAccountAction() {
  const { locale, t } = useMarket();
  const failureText = useFailureText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async <T,>(call: AccountCall<T>): Promise<{ ok: true; value: T } | { ok: false }> => {
      setPending(true);
      setError(null);
      try {
        return { ok: true, value: await call({ locale }) };
      } catch (failure) {
        setError(await failureText(failure, t('account.error.generic')));
        return { ok: false };
      } finally {
        setPending(false);
      }
    },
    [locale, failureText, t],
  );

  return { pending, error, run, clearError: useCallback(() => setError(null), []) };
}
