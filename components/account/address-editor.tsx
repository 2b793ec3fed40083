/** Adds or changes a delivery address: kind, street, apartment, city, state, zip, instructions, primary. */
import { useMemo } from 'react';
import { classed } from '@/lib/classed';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { countryOfLocale } from '@/domain/markets';
import { postalCodeInputMode } from '@/domain/validation/patterns';
import type { SavedAddress } from '@/lib/api/profile-view';
import { FormState, useField } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { formMessages } from '@/lib/validation/messages';
import { EditorForm } from './editor-form';
import { ADDRESS_FIELD_ORDER, ADDRESS_KIND_NAMES, addressSchema, addressValues, type AddressValues } from './address-form';
import styles from './address-editor.module.css';

type Props = { saved: SavedAddress | null; busy: boolean; onSave: (values: AddressValues) => Promise<boolean>; onCancel: () => void };

export function AddressEditor({ saved, busy, onSave, onCancel }: Props) {
  const { locale, t } = useMarket();
  const country = countryOfLocale(locale);
  const form = saved ? `address-${saved.id}` : 'address-new';
  const schema = useMemo(() => addressSchema(formMessages(t), country), [t, country]);
  const title = saved ? t('account.addresses.editTitle') : t('account.addresses.addTitle');
  return (
    <FormState initialValues={addressValues(saved)} rules={schema} onSubmit={async (values) => void (await onSave(values))}>
      <EditorForm form={form} title={title} fieldOrder={ADDRESS_FIELD_ORDER} busy={busy} onCancel={onCancel}>
        <SelectField form={form} name="kind" label={t('account.addresses.kind')}>
          {ADDRESS_KIND_NAMES.map((kind) => (
            <option key={kind} value={kind}>
              {t(`account.addresses.kind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField form={form} name="address" label={t('account.addresses.street')} autoComplete="address-line1" />
        <TextField form={form} name="aptSuitBldg" label={t('account.addresses.apt')} autoComplete="address-line2" />
        <FieldRow>
          <TextField form={form} name="city" label={t('account.addresses.city')} autoComplete="address-level2" />
          <TextField form={form} name="state" label={t('account.addresses.state')} autoComplete="address-level1" />
          <TextField form={form} name="zip" label={t('account.addresses.zip')} autoComplete="postal-code" inputMode={postalCodeInputMode(country)} />
        </FieldRow>
        <TextField form={form} name="deliveryInstructions" label={t('account.addresses.instructions')} autoComplete="off" />
        {!saved?.primary && (
          <Check>
            <PrimaryBox id={`${form}-primary`} />
            <label htmlFor={`${form}-primary`}>{t('account.addresses.makePrimary')}</label>
          </Check>
        )}
      </EditorForm>
    </FormState>
  );
}

function PrimaryBox({ id }: { id: string }) {
  const [field] = useField({ name: 'primary', type: 'checkbox' });
  return <input type="checkbox" id={id} {...field} />;
}

const Check = classed('div', styles.check);
