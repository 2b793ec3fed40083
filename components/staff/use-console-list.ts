/**
 * A filtered list in the console (the audit log, the leads): the page the server rendered, then
 * each new filter or page fetched in the browser (the address bar follows, so a reload or a
 * shared link shows the same list). Only the latest request's answer is shown; a failure says
 * why in the console's language.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { localizedPath } from '@/domain/markets';
import type { ApiContext } from '@/lib/api/client';
import { failureText } from '@/lib/api/failure-text';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

/** Where a list's pages come from and the console address that shows given filters. */
export type ConsoleListSource<Filters, Page> = {
  fetchPage: (ctx: ApiContext, filters: Filters) => Promise<Page>;
  pathOf: (filters: Filters) => string;
};

type ConsoleListState<Filters, Page> = {
  filters: Filters;
  page: Page;
  loading: boolean;
  error: string | null;
  show: (filters: Filters) => Promise<void>;
};

/** `source` is a module constant: a new object each render would give a new `show` each render. */
export function useConsoleList<Filters, Page>(
  source: ConsoleListSource<Filters, Page>,
  initialFilters: Filters,
  initialPage: Page,
  initialError: string | null = null,
): ConsoleListState<Filters, Page> {
  const { locale, t } = useMarket();
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const latest = useRef(0);

  // A new server render (the console's link followed again) replaces what the list shows.
  useEffect(() => {
    latest.current += 1;
    setFilters(initialFilters);
    setPage(initialPage);
    setError(initialError);
  }, [initialFilters, initialPage, initialError]);

  const show = useCallback(
    async (next: Filters) => {
      const request = ++latest.current;
      setFilters(next);
      setLoading(true);
      setError(null);
      try {
        const answer = await source.fetchPage(staffContext({ locale }), next);
        if (request !== latest.current) return;
        setPage(answer);
        window.history.replaceState(window.history.state, '', localizedPath(locale, source.pathOf(next)));
      } catch (failure) {
        const text = await failureText(t, failure, { locale });
        if (request === latest.current) setError(text);
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [source, locale, t],
  );

  return { filters, page, loading, error, show };
}
