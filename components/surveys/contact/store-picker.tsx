/**
 * The restaurant of a contact form: a search box that shortens the list (by name, city or
 * state) and the list itself, a FormState select. The chosen restaurant stays listed whatever the
 * search says, and a search that matches nothing says so.
 */
import { useId, useMemo, useState } from 'react';
import { classed } from '@/lib/classed';
import { Field, SelectField } from '@/components/form/form-field';
import type { StoreOption } from '@/lib/api/surveys';
import { useField } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import styles from './store-picker.module.css';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The stores whose label holds every word of `search` (accents and case ignored), with the chosen one kept. */
function matchingStores(stores: StoreOption[], search: string, chosen: string): StoreOption[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return stores;
  return stores.filter((store) => String(store.id) === chosen || words.every((word) => fold(store.label).includes(word)));
}

export function StorePicker({ form, name, stores }: { form: string; name: string; stores: StoreOption[] }) {
  const { t } = useMarket();
  const [search, setSearch] = useState('');
  const [field] = useField<string>(name);
  const shown = useMemo(() => matchingStores(stores, search, field.value), [stores, search, field.value]);
  const searchId = useId();
  const nothing = search.trim() !== '' && shown.every((store) => String(store.id) === field.value);
  return (
    <>
      <Field>
        <label htmlFor={searchId}>{t('contact.talkTo.findRestaurant')}</label>
        <Hint id={`${searchId}-hint`}>{t('contact.talkTo.findRestaurantHint')}</Hint>
        <input id={searchId} type="search" value={search} autoComplete="off" aria-describedby={`${searchId}-hint`} onChange={(event) => setSearch(event.target.value)} />
        <span role="status" aria-live="polite">
          {nothing ? t('contact.talkTo.noRestaurantFound', { search: search.trim() }) : ''}
        </span>
      </Field>
      <SelectField form={form} name={name} label={t('contact.talkTo.restaurant')}>
        <option value="">{t('contact.talkTo.chooseRestaurant')}</option>
        {shown.map((store) => (
          <option key={store.id} value={String(store.id)}>
            {store.label}
          </option>
        ))}
      </SelectField>
    </>
  );
}

const Hint = classed('span', styles.hint);
