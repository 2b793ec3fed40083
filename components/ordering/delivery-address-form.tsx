/**
 * The delivery address of the finder: street, apartment (optional), city, state or province,
 * ZIP or postal code (Province / Postal code in Canada). Submitting an incomplete address shows
 * "To order delivery, please enter the full delivery address." and marks the missing fields; a
 * zip that is not a postal code of the market's country is marked with its own message.
 */
import { useId, useState, type FormEvent } from 'react';
import { countryOfLocale } from '@/domain/markets';
import { postalCodeProblem } from '@/domain/validation/fields';
import type { DeliveryAddress } from '@/lib/order-cookies';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ENGLISH_FORM_MESSAGES, formMessageKey } from '@/lib/validation/messages';
import { ADDRESS_MAX_LENGTH, EMPTY_ADDRESS, isSendableAddress, missingAddressFields, trimAddress } from './address-rules';
import { ErrorText } from './store-search-form';
import styles from './delivery-address-form.module.css';

type Props = { initial?: DeliveryAddress | null; busy: boolean; onSubmit: (address: DeliveryAddress) => void };

type Field = keyof DeliveryAddress;

const AUTOCOMPLETE: Record<Field, string> = {
  street: 'address-line1',
  aptSuitBldg: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
};

export function DeliveryAddressForm({ initial, busy, onSubmit }: Props) {
  const { locale, t } = useMarket();
  const country = countryOfLocale(locale);
  const canada = country === 'CA';
  const baseId = useId();
  const [address, setAddress] = useState<DeliveryAddress>(initial ?? EMPTY_ADDRESS);
  const [missing, setMissing] = useState<Field[]>([]);
  const [tried, setTried] = useState(false);
  const zipProblem = tried ? postalCodeProblem(country, address.zip) : null;
  const zipError = zipProblem && t.dynamic(formMessageKey(zipProblem), ENGLISH_FORM_MESSAGES[zipProblem]);

  const labels: Record<Field, string> = {
    street: t('ordering.address.street'),
    aptSuitBldg: t('ordering.address.apt'),
    city: t('ordering.address.city'),
    state: canada ? t('ordering.address.province') : t('ordering.address.state'),
    zip: canada ? t('ordering.address.postalCode') : t('ordering.address.zip'),
  };

  const handleChange = (field: Field, value: string) => {
    const next = { ...address, [field]: value };
    setAddress(next);
    if (tried) setMissing(missingAddressFields(next));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const gaps = missingAddressFields(address);
    setMissing(gaps);
    if (isSendableAddress(address, country)) onSubmit(trimAddress(address));
  };

  const summaryId = `${baseId}-summary`;
  return (
    <Form onSubmit={handleSubmit} noValidate aria-describedby={missing.length ? summaryId : undefined}>
      <fieldset>
        <legend>{t('ordering.address.legend')}</legend>
        {(Object.keys(labels) as Field[]).map((field) => {
          const id = `${baseId}-${field}`;
          const error = missing.includes(field) ? t('ordering.address.required') : field === 'zip' ? zipError : null;
          const invalid = !!error;
          return (
            <Row key={field} $wide={field === 'street'}>
              <label htmlFor={id}>{labels[field]}</label>
              <input
                id={id}
                name={field}
                value={address[field]}
                autoComplete={AUTOCOMPLETE[field]}
                maxLength={ADDRESS_MAX_LENGTH}
                required={field !== 'aptSuitBldg'}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-error` : undefined}
                onChange={(event) => handleChange(field, event.target.value)}
              />
              {invalid && <FieldError id={`${id}-error`}>{error}</FieldError>}
            </Row>
          );
        })}
      </fieldset>
      {missing.length > 0 && (
        <ErrorText id={summaryId} role="alert">
          {t('ordering.address.fullAddressNeeded')}
        </ErrorText>
      )}
      <Submit type="submit" disabled={busy}>
        {t('ordering.address.submit')}
      </Submit>
    </Form>
  );
}

const Form = classed('form', styles.form);

const Row = classed('div', styles.row, { $wide: styles.rowWide });

const FieldError = classed('span', styles.fieldError);

const Submit = classed('button', styles.submit);
