/**
 * The Prices screen's state: the price list (with the chosen store's own prices), the planned
 * changes, and each change as a call that reloads both and says what happened, or the refusal in
 * the console's language.
 */
import { useCallback, useState } from 'react';
import { fetchPlannedChanges, fetchPriceList, type PlannedPriceChange, type PriceList } from '@/lib/api/staff-prices';
import { useConsoleStep } from '../use-console-step';

export function useStaffPrices(initial: PriceList, initialPlanned: PlannedPriceChange[]) {
  const [prices, setPrices] = useState(initial);
  const [planned, setPlanned] = useState(initialPlanned);
  const { notice, setNotice, busy, step, ctx } = useConsoleStep();

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
    async <T,>(call: () => Promise<T>, done: ((answer: T) => string) | null): Promise<boolean> =>
      (await step(call, async (answer) => {
        await reload(prices.store?.id);
        return done ? done(answer) : null;
      })) !== null,
    [step, reload, prices.store?.id],
  );

  /** Shows the prices of `storeId` (none: base prices only). */
  const chooseStore = async (storeId: number | undefined) => {
    await step(
      () => fetchPriceList(ctx(), storeId),
      (list) => {
        setPrices(list);
        return null;
      },
    );
  };

  return { prices, planned, notice, busy, run, ctx, chooseStore, setNotice };
}
