/**
 * The leads list's filters: a search (lead number, name, email or company), the event's first
 * and last day, the store when the member has more than one, and the statuses grouped by where
 * a lead stands. Without script the form still works: it sends the same query to the page.
 */
import { classed } from '@/lib/classed';
import { leadStatusOf } from '@/domain/catering/lead-status';
import type { StaffLeadFilters } from '@/lib/api/staff-lead-view';
import type { StaffStore } from '@/lib/api/staff-view';
import { NO_LEAD_FILTERS } from '@/lib/staff/lead-filters';
import { useMarket } from '@/lib/use-market';
import { ConsoleFilters, StoreFilter, useFiltersDraft } from '../console-filters';
import { ConsoleField } from '../console-page';
import { ChoiceLabel } from './editor-field';
import { STATUS_GROUPS } from './status-groups';
import styles from './lead-filters-form.module.css';

type Props = { filters: StaffLeadFilters; stores: StaffStore[]; busy: boolean; onShow: (filters: StaffLeadFilters) => void };

export function LeadFiltersForm({ filters, stores, busy, onShow }: Props) {
  const { t } = useMarket();
  const { draft, set } = useFiltersDraft(filters);
  const toggleStatus = (id: number, on: boolean) =>
    set({ statuses: on ? [...draft.statuses, id].sort((a, b) => a - b) : draft.statuses.filter((status) => status !== id) });

  const statusSummary =
    draft.statuses.length === 0 ? t('staff.leads.filter.allStatuses') : t('staff.leads.filter.someStatuses', { count: draft.statuses.length });

  const texts = { label: t('staff.leads.filter.label'), show: t('staff.leads.filter.show'), clear: t('staff.leads.filter.clear') };

  const statuses = (
    <Statuses>
      <summary>
        {t('staff.leads.filter.statuses')}: {statusSummary}
      </summary>
      <Groups>
        {STATUS_GROUPS.map((group) => (
          <fieldset key={group.name}>
            <legend>{t(`staff.leads.group.${group.name}`)}</legend>
            {group.statuses.map((id) => {
              const status = leadStatusOf(id);
              return (
                <ChoiceLabel key={id}>
                  <input
                    type="checkbox"
                    name="status"
                    value={id}
                    checked={draft.statuses.includes(id)}
                    onChange={(event) => toggleStatus(id, event.target.checked)}
                  />
                  {t.dynamic(status.messageKey, status.label)}
                </ChoiceLabel>
              );
            })}
          </fieldset>
        ))}
      </Groups>
    </Statuses>
  );

  return (
    <ConsoleFilters path="/staff/leads" texts={texts} draft={draft} none={NO_LEAD_FILTERS} busy={busy} onShow={onShow} afterFields={statuses}>
      <ConsoleField>
        <label htmlFor="leads-q">{t('staff.leads.filter.search')}</label>
        <input id="leads-q" name="q" type="search" maxLength={100} value={draft.q} onChange={(event) => set({ q: event.target.value })} />
      </ConsoleField>
      <ConsoleField>
        <label htmlFor="leads-from">{t('staff.leads.filter.from')}</label>
        <input id="leads-from" name="from" type="date" value={draft.from} onChange={(event) => set({ from: event.target.value })} />
      </ConsoleField>
      <ConsoleField>
        <label htmlFor="leads-to">{t('staff.leads.filter.to')}</label>
        <input id="leads-to" name="to" type="date" value={draft.to} onChange={(event) => set({ to: event.target.value })} />
      </ConsoleField>
      {stores.length > 1 && (
        <StoreFilter
          id="leads-store"
          texts={{ label: t('staff.leads.filter.store'), allStores: t('staff.leads.filter.allStores') }}
          stores={stores}
          storeId={draft.storeId}
          onChange={(storeId) => set({ storeId })}
        />
      )}
    </ConsoleFilters>
  );
}

const Statuses = classed('details', styles.statuses);

const Groups = classed('div', styles.groups);
