/**
 * The audit log's filters: a person (account number or email), a store of the brand, and the
 * first and last UTC day. Without script the form still works: it sends the same query to the page.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { classed } from '@/lib/classed';
import { localizedPath } from '@/domain/markets';
import { SIGN_IN_EMAIL } from '@/domain/validation/fields';
import type { StaffAuditFilters } from '@/lib/api/staff-audit';
import type { StaffStore } from '@/lib/api/staff-view';
import { NO_AUDIT_FILTERS } from '@/lib/staff/audit-filters';
import { useMarket } from '@/lib/use-market';
import styles from './audit-filters-form.module.css';

type Props = { filters: StaffAuditFilters; stores: StaffStore[]; busy: boolean; onShow: (filters: StaffAuditFilters) => void };

export function AuditFiltersForm({ filters, stores, busy, onShow }: Props) {
  const { locale, t } = useMarket();
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);

  const set = (change: Partial<StaffAuditFilters>) => setDraft((current) => ({ ...current, ...change }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ ...draft, page: 1 });
  };

  return (
    <Form method="get" action={localizedPath(locale, '/staff/audit')} onSubmit={handleSubmit} aria-label={t('staff.audit.filter.label')}>
      <Fields>
        <Field>
          <label htmlFor="audit-person">{t('staff.audit.filter.person')}</label>
          <input
            id="audit-person"
            name="person"
            type="text"
            inputMode="email"
            autoComplete="off"
            maxLength={SIGN_IN_EMAIL.max}
            value={draft.person}
            onChange={(event) => set({ person: event.target.value })}
          />
        </Field>
        <Field>
          <label htmlFor="audit-store">{t('staff.audit.filter.store')}</label>
          <select id="audit-store" name="store" value={draft.storeId ?? ''} onChange={(event) => set({ storeId: event.target.value ? Number(event.target.value) : null })}>
            <option value="">{t('staff.audit.filter.allStores')}</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.title}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="audit-from">{t('staff.audit.filter.from')}</label>
          <input id="audit-from" name="from" type="date" value={draft.from} onChange={(event) => set({ from: event.target.value })} />
        </Field>
        <Field>
          <label htmlFor="audit-to">{t('staff.audit.filter.to')}</label>
          <input id="audit-to" name="to" type="date" min={draft.from || undefined} value={draft.to} onChange={(event) => set({ to: event.target.value })} />
        </Field>
      </Fields>
      <Actions>
        <Submit type="submit" disabled={busy}>
          {t('staff.audit.filter.show')}
        </Submit>
        <Clear type="button" disabled={busy} onClick={() => onShow({ ...NO_AUDIT_FILTERS })}>
          {t('staff.audit.filter.clear')}
        </Clear>
      </Actions>
    </Form>
  );
}

const Form = classed('form', styles.form);

const Fields = classed('div', styles.fields);

const Field = classed('div', styles.field);

const Actions = classed('div', styles.actions);

const Submit = classed('button', styles.submit);

const Clear = classed('button', styles.clear);
