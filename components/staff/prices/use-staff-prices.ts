/**
 * The Prices screen's state: the price list (with the chosen store's own prices), the planned
 * changes, and each change as a call that reloads both and says what happened, or the refusal in
 * the console's language.
 */
import { useCallback, useState } from 'react';
import { failureTextOf } from '@/lib/api/error-text';
import { fetchPlannedChanges, fetchPriceList, type PlannedPriceChange, type PriceList } from '@/lib/api/staff-prices';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type PricesNotice = { kind: 'done' | 'failed'; text: string };

export function useStaffPrices(initial: PriceList, initialPlanned: PlannedPriceChange[]) {
  const { locale, t } = useMarket();
  const [prices, setPrices] = useState(initial);
  const [planned, setPlanned] = useState(initialPlanned);
  const [notice, setNotice] = useState<PricesNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const ctx = useCallback(() => staffContext({ locale }), [locale]);

  const reload = useCallback(
    async (storeId: number | undefined) => {
      const [list, changes] = await Promise.all([fetchPriceList(ctx(), storeId), fetchPlannedChanges(ctx())]);
      setPrices(list);
      setPlanned(changes);
    },
    [ctx],
  );

  /** Runs `call`, reloads, and says `done` (from the call's answer); answers whether it worked. */
  const run = useCallback(
    async <T,>(call: () => Promise<T>, done: ((answer: T) => string) | null): Promise<boolean> => {
      setBusy(true);
      setNotice(null);
      try {
        const answer = await call();
        await reload(prices.store?.id);
        if (done) setNotice({ kind: 'done', text: done(answer) });
        return true;
      } catch (failure) {
        setNotice({ kind: 'failed', text: failureTextOf(t, failure, { locale }) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [locale, t, reload, prices.store?.id],
  );

  /** Shows the prices of `storeId` (none: base prices only). */
  const chooseStore = async (storeId: number | undefined) => {
    setBusy(true);
    setNotice(null);
    try {
      setPrices(await fetchPriceList(ctx(), storeId));
    } catch (failure) {
      setNotice({ kind: 'failed', text: failureTextOf(t, failure, { locale }) });
    } finally {
      setBusy(false);
    }
  };

  return { prices, planned, notice, busy, run, ctx, chooseStore, setNotice };
}
