/**
 * The frame of a console list's filters (the audit log, the leads): a form that works without
 * script too (it sends the same query to the page), its fields in a grid, then Show, which asks
 * for the first page of what the draft says, and Clear, which shows everything. The store filter
 * is the same field in each.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { localizedPath } from '@/domain/markets';
import type { StaffStore } from '@/lib/api/staff-view';
import { useMarket } from '@/lib/use-market';
import { ConsoleField } from './console-page';
import styles from './console-filters.module.css';

/** The filters being chosen, reset whenever the list shows other filters. */
export function useFiltersDraft<Filters>(filters: Filters) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const set = (change: Partial<Filters>) => setDraft((current) => ({ ...current, ...change }));
  return { draft, set };
}

type Props<Filters> = {
  /** The console page the form sends its query to without script. */
  path: string;
  texts: { label: string; show: string; clear: string };
  draft: Filters;
  /** What Clear shows: no filter, the first page. */
  none: Filters;
  busy: boolean;
  onShow: (filters: Filters) => void;
  /** The filter fields, laid out in the grid. */
  children: ReactNode;
  /** What stands between the fields and the buttons (the leads' statuses). */
  afterFields?: ReactNode;
};

export function ConsoleFilters<Filters extends { page: number }>({ path, texts, draft, none, busy, onShow, children, afterFields }: Props<Filters>) {
  const { locale } = useMarket();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ ...draft, page: 1 });
  };

  return (
    <Form method="get" action={localizedPath(locale, path)} onSubmit={handleSubmit} aria-label={texts.label}>
      <Fields>{children}</Fields>
      {afterFields}
      <Actions>
        <Submit type="submit" disabled={busy}>
          {texts.show}
        </Submit>
        <Clear type="button" disabled={busy} onClick={() => onShow({ ...none })}>
          {texts.clear}
        </Clear>
      </Actions>
    </Form>
  );
}

type StoreFilterProps = {
  id: string;
  texts: { label: string; allStores: string };
  stores: StaffStore[];
  storeId: number | null;
  onChange: (storeId: number | null) => void;
};

/** One store of the member's, or all of them (no store sent). */
export function StoreFilter({ id, texts, stores, storeId, onChange }: StoreFilterProps) {
  return (
    <ConsoleField>
      <label htmlFor={id}>{texts.label}</label>
      <select id={id} name="store" value={storeId ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{texts.allStores}</option>
        {stores.map((store) => (
          <option key={store.id} value={store.id}>
            {store.title}
          </option>
        ))}
      </select>
    </ConsoleField>
  );
}

const Form = classed('form', styles.form);

const Fields = classed('div', styles.fields);

const Actions = classed('div', styles.actions);

const Submit = classed('button', styles.submit);

const Clear = classed('button', styles.clear);
