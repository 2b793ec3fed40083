/**
 * The audit log in the console: the page the server rendered, then each new filter or page
 * fetched in the browser (the address bar follows, so a reload or a shared link shows the same
 * log). Only the latest request's answer is shown; a failure says why in the console's language.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { localizedPath } from '@/domain/markets';
import { failureTextOf } from '@/lib/api/error-text';
import { fetchStaffAuditLog, type StaffAuditFilters, type StaffAuditPage } from '@/lib/api/staff-audit';
import { auditLogPath } from '@/lib/staff/audit-filters';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type AuditState = {
  filters: StaffAuditFilters;
  page: StaffAuditPage;
  loading: boolean;
  error: string | null;
  show: (filters: StaffAuditFilters) => Promise<void>;
};

export function useStaffAudit(initialFilters: StaffAuditFilters, initialPage: StaffAuditPage, initialError: string | null): AuditState {
  const { locale, t } = useMarket();
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const latest = useRef(0);

  // A new server render (the console's link followed again) replaces what the log shows.
  useEffect(() => {
    latest.current += 1;
    setFilters(initialFilters);
    setPage(initialPage);
    setError(initialError);
  }, [initialFilters, initialPage, initialError]);

  const show = useCallback(
    async (next: StaffAuditFilters) => {
      const request = ++latest.current;
      setFilters(next);
      setLoading(true);
      setError(null);
      try {
        const answer = await fetchStaffAuditLog(staffContext({ locale }), next);
        if (request !== latest.current) return;
        setPage(answer);
        window.history.replaceState(window.history.state, '', localizedPath(locale, auditLogPath(next)));
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
