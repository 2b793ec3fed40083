/**
 * /staff/leads: the catering leads of the member's stores, filtered and a page at a time. Each
 * lead links to its page. While a list loads the results say so; an empty list and a failure
 * say so in words; a new page of results moves focus to the results' heading.
 */
import { useRef } from 'react';
import { classed } from '@/lib/classed';
import type { StaffLeadFilters, StaffLeadPage } from '@/lib/api/staff-lead-view';
import { fetchStaffLeads } from '@/lib/api/staff-leads';
import type { StaffMember } from '@/lib/api/staff-view';
import { leadListPath } from '@/lib/staff/lead-filters';
import { useMarket } from '@/lib/use-market';
import { ConsoleAlert, ConsoleButton, ConsolePage, ConsolePaging } from '../console-page';
import { useConsoleList, type ConsoleListSource } from '../use-console-list';
import { LeadCard } from './lead-card';
import { LeadFiltersForm } from './lead-filters-form';
import styles from './leads-template.module.css';

const LEADS: ConsoleListSource<StaffLeadFilters, StaffLeadPage> = { fetchPage: fetchStaffLeads, pathOf: leadListPath };

export type LeadsData = { staff: StaffMember; filters: StaffLeadFilters; page: StaffLeadPage };

export function LeadsTemplate({ staff, filters: initialFilters, page: initialPage }: LeadsData) {
  const { t } = useMarket();
  const { filters, page, loading, error, show } = useConsoleList(LEADS, initialFilters, initialPage);
  const resultsTitle = useRef<HTMLHeadingElement>(null);

  const goToPage = async (number: number) => {
    await show({ ...filters, page: number });
    resultsTitle.current?.focus();
  };

  return (
    <ConsolePage staff={staff} title={t('staff.leads.title')} current="leads">
      <LeadFiltersForm filters={filters} stores={staff.stores} busy={loading} onShow={(next) => void show(next)} />
      <section aria-labelledby="leads-results" aria-busy={loading}>
        <h2 id="leads-results" ref={resultsTitle} tabIndex={-1}>
          {t('staff.leads.results')}
        </h2>
        <p role="status" aria-live="polite">
          {loading ? t('staff.leads.loading') : t('staff.leads.found', { count: page.total })}
        </p>
        {error && <ConsoleAlert role="alert">{t('staff.leads.loadFailed', { message: error })}</ConsoleAlert>}
        {!loading && page.leads.length === 0 ? (
          <p>{t('staff.leads.empty')}</p>
        ) : (
          <Leads>
            {page.leads.map((lead) => (
              <LeadCard key={lead.number} lead={lead} />
            ))}
          </Leads>
        )}
        {page.pageCount > 1 && (
          <ConsolePaging aria-label={t('staff.leads.pages')}>
            <ConsoleButton type="button" disabled={loading || page.page <= 1} onClick={() => void goToPage(page.page - 1)}>
              {t('staff.leads.previous')}
            </ConsoleButton>
            <span>{t('staff.leads.pageOf', { page: page.page, pages: page.pageCount })}</span>
            <ConsoleButton type="button" disabled={loading || page.page >= page.pageCount} onClick={() => void goToPage(page.page + 1)}>
              {t('staff.leads.next')}
            </ConsoleButton>
          </ConsolePaging>
        )}
      </section>
    </ConsolePage>
  );
}

const Leads = classed('ol', styles.leads);
