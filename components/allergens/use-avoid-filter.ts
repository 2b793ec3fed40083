/**
 * The allergens a diner avoids, kept in the URL (`?without=milk`) and in this browser, so the
 * choice survives moving between a menu's sections, to an item and back. A link that names the
 * filter wins over what the browser remembered.
 */
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AllergenId } from '@/domain/allergens/allergens';
import { allergensOfLabels, type AllergenLabelId } from '@/domain/allergens/label-sets';
import { AVOID_QUERY, AVOID_STORAGE_KEY, avoidFromQuery, avoidFromStorage, avoidToValue } from '@/lib/allergens/avoid-filter';
import { useAllergenText } from './use-allergen-text';

export type AvoidFilter = {
  /** The avoided labels of the market's set. */
  labels: AllergenLabelId[];
  /** The superset allergens behind them. */
  allergens: AllergenId[];
  setLabels: (labels: AllergenLabelId[]) => void;
};

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(AVOID_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string): void {
  try {
    if (value) window.localStorage.setItem(AVOID_STORAGE_KEY, value);
    else window.localStorage.removeItem(AVOID_STORAGE_KEY);
  } catch {
    // Storage may be off (private mode): the URL still carries the filter.
  }
}

/** `syncUrl`: write the filter into this page's URL (menus); an item page only reads it. */
export function useAvoidFilter({ syncUrl }: { syncUrl: boolean }): AvoidFilter {
  const router = useRouter();
  const { display } = useAllergenText();
  const set = display.labelSet;
  const fromQuery = avoidFromQuery(set, router.query[AVOID_QUERY]);
  const [stored, setStored] = useState<AllergenLabelId[] | null>(null);
  const labels = useMemo(() => fromQuery ?? stored ?? [], [fromQuery, stored]);

  const showInUrl = useCallback(
    (value: string) => {
      if (!syncUrl) return;
      const url = new URL(window.location.href);
      if (value) url.searchParams.set(AVOID_QUERY, value);
      else url.searchParams.delete(AVOID_QUERY);
      if (url.search === window.location.search) return;
      void router.replace(`${url.pathname}${url.search}${url.hash}`, undefined, { shallow: true, scroll: false });
    },
    [router, syncUrl],
  );

  useEffect(() => {
    if (fromQuery) {
      writeStorage(avoidToValue(fromQuery));
      return;
    }
    const remembered = avoidFromStorage(set, readStorage());
    setStored(remembered);
    if (remembered.length > 0) showInUrl(avoidToValue(remembered));
    // Read once per page and market: later changes go through setLabels.
  }, [set]);

  const setLabels = useCallback(
    (next: AllergenLabelId[]) => {
      const value = avoidToValue(next);
      writeStorage(value);
      setStored(next);
      showInUrl(value);
    },
    [showInUrl],
  );

  const allergens = useMemo(() => allergensOfLabels(set, labels), [set, labels]);
  return { labels, allergens, setLabels };
}
