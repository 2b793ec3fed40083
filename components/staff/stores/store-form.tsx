/**
 * A store form of the Stores screen: a new store (every section and the hours it starts with),
 * a store's details (brand admins) or its ordering. The checks are the store rules the API
 * applies; after a refused submit the first field in error takes focus. The API's refusal is said
 * above the form by the page.
 */
import { useMemo, type ReactNode } from 'react';
import { FocusFirstError } from '@/components/form/focus-first-error';
import type { StaffStoreChoices, StaffStoreSummary } from '@/lib/api/staff-stores';
import { classed } from '@/lib/classed';
import { Form, FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import { ContactFields, DetailsFields, HoursField, MenuFields, OrderingFields } from './store-fields';
import { FIELD_ORDER, storeRules, type FormPart, type StoreFormValues } from './store-form-values';
import styles from './stores.module.css';

type Props = {
  id: string;
  label: string;
  parts: readonly FormPart[];
  choices: StaffStoreChoices;
  initialValues: StoreFormValues;
  /** A new store: the stores whose hours it may start with. */
  hoursFrom?: StaffStoreSummary[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: StoreFormValues) => Promise<unknown>;
  extra?: ReactNode;
};

export function StoreForm({ id, label, parts, choices, initialValues, hoursFrom, submitLabel, busy, onSubmit, extra }: Props) {
  const { t } = useMarket();
  const rules = useMemo(() => storeRules(t, parts, choices), [t, parts, choices]);
  return (
    <FormState initialValues={initialValues} rules={rules} onSubmit={onSubmit} enableReinitialize>
      {(form) => (
        <Form id={id} noValidate aria-label={label}>
          <FocusFirstError form={id} order={FIELD_ORDER} />
          {parts.includes('details') && (
            <>
              <DetailsFields form={id} choices={choices} />
              <ContactFields form={id} />
              <MenuFields form={id} choices={choices} />
            </>
          )}
          {parts.includes('ordering') && <OrderingFields form={id} />}
          {hoursFrom && <HoursField form={id} stores={hoursFrom} />}
          {extra}
          <Buttons>
            <ConsoleButton type="submit" disabled={busy || form.isSubmitting}>
              {busy || form.isSubmitting ? t('staffStores.loading') : submitLabel}
            </ConsoleButton>
          </Buttons>
        </Form>
      )}
    </FormState>
  );
}

const Buttons = classed('div', styles.buttons);
