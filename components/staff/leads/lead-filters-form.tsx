/**
 * The leads list's filters: a search (lead number, name, email or company), the event's first
 * and last day, the store when the member has more than one, and the statuses grouped by where
 * a lead stands. Without script the form still works: it sends the same query to the page.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { leadStatusOf } from '@/domain/catering/lead-status';
import { localizedPath } from '@/domain/markets';
import type { StaffLeadFilters } from '@/lib/api/staff-lead-view';
import type { StaffStore } from '@/lib/api/staff-view';
import { NO_LEAD_FILTERS } from '@/lib/staff/lead-filters';
import { useMarket } from '@/lib/use-market';
import { ChoiceLabel, Field } from './editor-field';
import { STATUS_GROUPS } from './status-groups';
import styles from './lead-filters-form.module.css';

type Props = { filters: StaffLeadFilters; stores: StaffStore[]; busy: boolean; onShow: (filters: StaffLeadFilters) => void };

export function LeadFiltersForm({ filters, stores, busy, onShow }: Props) {
  const { locale, t } = useMarket();
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);

  const set = (change: Partial<StaffLeadFilters>) => setDraft((current) => ({ ...current, ...change }));
  const toggleStatus = (id: number, on: boolean) =>
    set({ statuses: on ? [...draft.statuses, id].sort((a, b) => a - b) : draft.statuses.filter((status) => status !== id) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ ...draft, page: 1 });
  };

  const statusSummary =
    draft.statuses.length === 0 ? t('staff.leads.filter.allStatuses') : t('staff.leads.filter.someStatuses', { count: draft.statuses.length });

  return (
    <Form method="get" action={localizedPath(locale, '/staff/leads')} onSubmit={handleSubmit} aria-label={t('staff.leads.filter.label')}>
      <Fields>
        <Field>
          <label htmlFor="leads-q">{t('staff.leads.filter.search')}</label>
          <input id="leads-q" name="q" type="search" maxLength={100} value={draft.q} onChange={(event) => set({ q: event.target.value })} />
        </Field>
        <Field>
          <label htmlFor="leads-from">{t('staff.leads.filter.from')}</label>
          <input id="leads-from" name="from" type="date" value={draft.from} onChange={(event) => set({ from: event.target.value })} />
        </Field>
        <Field>
          <label htmlFor="leads-to">{t('staff.leads.filter.to')}</label>
          <input id="leads-to" name="to" type="date" value={draft.to} onChange={(event) => set({ to: event.target.value })} />
        </Field>
        {stores.length > 1 && (
          <Field>
            <label htmlFor="leads-store">{t('staff.leads.filter.store')}</label>
            <select
              id="leads-store"
              name="store"
              value={draft.storeId ?? ''}
              onChange={(event) => set({ storeId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('staff.leads.filter.allStores')}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.title}
                </option>
              ))}
            </select>
          </Field>
        )}
      </Fields>
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
      <Actions>
        <Submit type="submit" disabled={busy}>
          {t('staff.leads.filter.show')}
        </Submit>
        <Clear type="button" disabled={busy} onClick={() => onShow({ ...NO_LEAD_FILTERS })}>
          {t('staff.leads.filter.clear')}
        </Clear>
      </Actions>
    </Form>
  );
}

const Form = classed('form', styles.form);

const Fields = classed('div', styles.fields);

const Statuses = classed('details', styles.statuses);

const Groups = classed('div', styles.groups);

const Actions = classed('div', styles.actions);

const Submit = classed('button', styles.submit);

const Clear = classed('button', styles.clear);
