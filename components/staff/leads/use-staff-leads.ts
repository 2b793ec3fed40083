/**
 * The leads list in the console: the page the server rendered, then each new filter or page
 * fetched in the browser (the address bar follows, so a reload or a shared link shows the same
 * list). Only the latest request's answer is shown; a failure says why in the console's language.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { localizedPath } from '@/domain/markets';
import { failureTextOf } from '@/lib/api/error-text';
import type { StaffLeadFilters, StaffLeadPage } from '@/lib/api/staff-lead-view';
import { fetchStaffLeads } from '@/lib/api/staff-leads';
import { leadListPath } from '@/lib/staff/lead-filters';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type LeadsState = {
  filters: StaffLeadFilters;
  page: StaffLeadPage;
  loading: boolean;
  error: string | null;
  show: (filters: StaffLeadFilters) => Promise<void>;
};

export function useStaffLeads(initialFilters: StaffLeadFilters, initialPage: StaffLeadPage): LeadsState {
  const { locale, t } = useMarket();
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  // A new server render (the console's link followed again) replaces what the list shows.
  useEffect(() => {
    latest.current += 1;
    setFilters(initialFilters);
    setPage(initialPage);
  }, [initialFilters, initialPage]);

  const show = useCallback(
    async (next: StaffLeadFilters) => {
      const request = ++latest.current;
      setFilters(next);
      setLoading(true);
      setError(null);
      try {
        const answer = await fetchStaffLeads(staffContext({ locale }), next);
        if (request !== latest.current) return;
        setPage(answer);
        window.history.replaceState(window.history.state, '', localizedPath(locale, leadListPath(next)));
      } catch (failure) {
        if (request === latest.current) setError(failureTextOf(t, failure, { locale }));
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [locale, t],
  );

  return { filters, page, loading, error, show };
}
