/** A store step as a call that says what happened, or the refusal in the console's language. */
import { useCallback, useState } from 'react';
import { failureText } from '@/lib/api/failure-text';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type StoreNotice = { kind: 'done' | 'failed'; text: string };

export function useStoreAction() {
  const { locale, t } = useMarket();
  const [notice, setNotice] = useState<StoreNotice | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `call`; answers its result, or undefined when refused (the refusal is the notice). */
  const run = useCallback(
    async <T>(call: () => Promise<T>, done: (result: T) => string): Promise<T | undefined> => {
      setBusy(true);
      setNotice(null);
      try {
        const result = await call();
        setNotice({ kind: 'done', text: done(result) });
        return result;
      } catch (failure) {
        setNotice({ kind: 'failed', text: await failureText(t, failure, { locale }) });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [locale, t],
  );

  return { notice, setNotice, busy, run, ctx: () => staffContext({ locale }) };
}
