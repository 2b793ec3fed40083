/**
 * The audit log's filters: a person (account number or email), a store of the brand, and the
 * first and last UTC day. Without script the form still works: it sends the same query to the page.
 */
import { SIGN_IN_EMAIL } from '@/domain/validation/fields';
import type { StaffAuditFilters } from '@/lib/api/staff-audit';
import type { StaffStore } from '@/lib/api/staff-view';
import { NO_AUDIT_FILTERS } from '@/lib/staff/audit-filters';
import { useMarket } from '@/lib/use-market';
import { ConsoleFilters, StoreFilter, useFiltersDraft } from '../console-filters';
import { ConsoleField } from '../console-page';

type Props = { filters: StaffAuditFilters; stores: StaffStore[]; busy: boolean; onShow: (filters: StaffAuditFilters) => void };

export function AuditFiltersForm({ filters, stores, busy, onShow }: Props) {
  const { t } = useMarket();
  const { draft, set } = useFiltersDraft(filters);
  const texts = { label: t('staff.audit.filter.label'), show: t('staff.audit.filter.show'), clear: t('staff.audit.filter.clear') };

  return (
    <ConsoleFilters path="/staff/audit" texts={texts} draft={draft} none={NO_AUDIT_FILTERS} busy={busy} onShow={onShow}>
      <ConsoleField>
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
      </ConsoleField>
      <StoreFilter
        id="audit-store"
        texts={{ label: t('staff.audit.filter.store'), allStores: t('staff.audit.filter.allStores') }}
        stores={stores}
        storeId={draft.storeId}
        onChange={(storeId) => set({ storeId })}
      />
      <ConsoleField>
        <label htmlFor="audit-from">{t('staff.audit.filter.from')}</label>
        <input id="audit-from" name="from" type="date" value={draft.from} onChange={(event) => set({ from: event.target.value })} />
      </ConsoleField>
      <ConsoleField>
        <label htmlFor="audit-to">{t('staff.audit.filter.to')}</label>
        <input id="audit-to" name="to" type="date" min={draft.from || undefined} value={draft.to} onChange={(event) => set({ to: event.target.value })} />
      </ConsoleField>
    </ConsoleFilters>
  );
}
