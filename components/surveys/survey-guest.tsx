/**
 * What the survey forms share: who the guest is (name, email, phone, with the guest limits the
 * API uses) and the submit button; lib/form/use-form-send.ts sends them.
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { FieldRow, TextField } from '@/components/form/form-field';
import { PrimaryButton } from '@/components/checkout/layout';
import { GUEST_FIELDS } from '@/domain/validation/fields';
import { useMarket } from '@/lib/use-market';
import styles from './survey-guest.module.css';

type GuestProps = { form: string; phoneLabel: string; children?: ReactNode };

/** The "about you" fieldset; `children` are further fields of it. */
export function SurveyGuestFields({ form, phoneLabel, children }: GuestProps) {
  const { t } = useMarket();
  return (
    <fieldset>
      <legend>{t('survey.aboutYou')}</legend>
      <FieldRow>
        <TextField form={form} name="firstName" label={t('survey.firstName')} autoComplete="given-name" maxLength={GUEST_FIELDS.firstName.max} />
        <TextField form={form} name="lastName" label={t('survey.lastName')} autoComplete="family-name" maxLength={GUEST_FIELDS.lastName.max} />
      </FieldRow>
      <FieldRow>
        <TextField form={form} name="email" type="email" label={t('survey.email')} autoComplete="email" maxLength={GUEST_FIELDS.email.max} />
        <TextField form={form} name="phone" type="tel" label={phoneLabel} autoComplete="tel" maxLength={GUEST_FIELDS.phone.max} />
      </FieldRow>
      {children}
    </fieldset>
  );
}

export const SurveySubmit = classed(PrimaryButton, styles.surveySubmit);
