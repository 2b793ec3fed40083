/**
 * /staff/audit: the brand's staff audit log for its administrators, filtered and a page at a
 * time, newest first. While a page loads the results say so; an empty log and a failure say so
 * in words; a new page of results moves focus to the results' heading.
 */
import { useRef } from 'react';
import { fetchStaffAuditLog, type StaffAuditFilters, type StaffAuditPage } from '@/lib/api/staff-audit';
import type { StaffMember } from '@/lib/api/staff-view';
import { auditLogPath } from '@/lib/staff/audit-filters';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsoleButton, ConsolePage, ConsolePaging } from '../console-page';
import { useConsoleList, type ConsoleListSource } from '../use-console-list';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditTable } from './audit-table';

const AUDIT_LOG: ConsoleListSource<StaffAuditFilters, StaffAuditPage> = { fetchPage: fetchStaffAuditLog, pathOf: auditLogPath };

export type AuditData = { staff: StaffMember; filters: StaffAuditFilters; page: StaffAuditPage; error: string | null };

export function AuditTemplate({ staff, filters: initialFilters, page: initialPage, error: initialError }: AuditData) {
  const { t } = useMarket();
  const { filters, page, loading, error, show } = useConsoleList(AUDIT_LOG, initialFilters, initialPage, initialError);
  const resultsTitle = useRef<HTMLHeadingElement>(null);

  const goToPage = async (number: number) => {
    await show({ ...filters, page: number });
    resultsTitle.current?.focus();
  };

  return (
    <ConsolePage staff={staff} title={t('staff.audit.title')} current="audit">
      <p>{t('staff.audit.intro')}</p>
      <AuditFiltersForm filters={filters} stores={staff.stores} busy={loading} onShow={(next) => void show(next)} />
      <section aria-labelledby="audit-results" aria-busy={loading}>
        <h2 id="audit-results" ref={resultsTitle} tabIndex={-1}>
          {t('staff.audit.results')}
        </h2>
        <p role="status" aria-live="polite">
          {loading ? t('staff.audit.loading') : error ? '' : t('staff.audit.found', { count: page.total })}
        </p>
        {error && <ConsoleAlert role="alert">{t('staff.audit.loadFailed', { message: error })}</ConsoleAlert>}
        {!loading && !error && page.entries.length === 0 ? <p>{t('staff.audit.empty')}</p> : !error && <AuditTable entries={page.entries} />}
        {!error && page.pageCount > 1 && (
          <ConsolePaging aria-label={t('staff.audit.pages')}>
            <ConsoleButton type="button" disabled={loading || page.page <= 1} onClick={() => void goToPage(page.page - 1)}>
              {t('staff.audit.previous')}
            </ConsoleButton>
            <span>{t('staff.audit.pageOf', { page: page.page, pages: page.pageCount })}</span>
            <ConsoleButton type="button" disabled={loading || page.page >= page.pageCount} onClick={() => void goToPage(page.page + 1)}>
              {t('staff.audit.next')}
            </ConsoleButton>
          </ConsolePaging>
        )}
      </section>
    </ConsolePage>
  );
}
