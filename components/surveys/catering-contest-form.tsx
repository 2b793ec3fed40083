/**
 * The catering contest entry: who the guest is, their event (guests, occasion, company, the
 * restaurant they would like), why we should cater it, and the rules accepted. Checked in the
 * browser with the API's own rules; a second entry of the same email this season shows the API's
 * refusal by its code. Sent, it says when the winner is drawn.
 */
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/checkout/focus-first-error';
import { FieldRow, SelectField, TextField } from '@/components/checkout/form-field';
import { HeadcountField } from '@/components/checkout/headcount-field';
import { PrimaryButton } from '@/components/checkout/layout';
import { CATERING_CONTEST_FIELDS } from '@/domain/validation';
import { failureTextOf } from '@/lib/api/error-text';
import { enterCateringContest, type StoreOption, type SurveyReceipt } from '@/lib/api/surveys';
import { useMarket } from '@/lib/use-market';
import { cateringContestSchema, toContestInput, type CateringContestValues } from '@/lib/validation/survey-schema';
import { CheckboxField, HoneypotField, SurveyFormFrame, TextAreaField } from './survey-fields';
import { SurveySuccess } from './survey-success';

const FORM = 'catering-contest';
const ORDER = ['firstName', 'lastName', 'email', 'phone', 'company', 'headcount', 'occasion', 'storeId', 'reason', 'acceptRules'] as const;

const INITIAL: CateringContestValues = {
  firstName: '', lastName: '', email: '', phone: '', company: '', headcount: '', occasion: '', reason: '', storeId: '', acceptRules: false, website: '',
};

export type CateringContestFormProps = { stores: StoreOption[] | null };

export function CateringContestForm({ stores }: CateringContestFormProps) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => cateringContestSchema(t), [t]);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<SurveyReceipt | null>(null);
  const C = CATERING_CONTEST_FIELDS;

  if (receipt) {
    return (
      <SurveySuccess
        title={t('survey.contest.successTitle')}
        confirmation={t('survey.confirmationSent', { email: receipt.email })}
        next={t('survey.contest.successNext')}
        linkLabel={t('survey.backToCatering')}
        linkHref="/catering"
      />
    );
  }

  const handleSubmit = async (values: CateringContestValues) => {
    setError(null);
    try {
      setReceipt(await enterCateringContest({ locale }, toContestInput(values)));
    } catch (failure) {
      setError(failureTextOf(t, failure, { locale }));
    }
  };

  return (
    <Formik<CateringContestValues> initialValues={INITIAL} validationSchema={schema} onSubmit={handleSubmit}>
      {({ handleSubmit: submit, isSubmitting }) => (
        <SurveyFormFrame id={FORM} noValidate onSubmit={submit} aria-label={t('survey.contest.title')} aria-busy={isSubmitting}>
          <FocusFirstError form={FORM} order={ORDER} />
          <HoneypotField form={FORM} label={t('survey.honeypot')} />
          <fieldset>
            <legend>{t('survey.aboutYou')}</legend>
            <FieldRow>
              <TextField form={FORM} name="firstName" label={t('survey.firstName')} autoComplete="given-name" maxLength={C.firstName.max} />
              <TextField form={FORM} name="lastName" label={t('survey.lastName')} autoComplete="family-name" maxLength={C.lastName.max} />
            </FieldRow>
            <FieldRow>
              <TextField form={FORM} name="email" type="email" label={t('survey.email')} autoComplete="email" maxLength={C.email.max} />
              <TextField form={FORM} name="phone" type="tel" label={t('survey.phone')} autoComplete="tel" maxLength={C.phone.max} />
            </FieldRow>
            <TextField form={FORM} name="company" label={t('survey.contest.company')} autoComplete="organization" maxLength={C.company.max} />
          </fieldset>
          <fieldset>
            <legend>{t('survey.contest.aboutEvent')}</legend>
            <FieldRow>
              <HeadcountField form={FORM} label={t('survey.contest.headcount')} />
              <TextField form={FORM} name="occasion" label={t('survey.contest.occasion')} hint={t('survey.contest.occasionHint')} maxLength={C.occasion.max} />
            </FieldRow>
            {stores && stores.length > 0 && (
              <SelectField form={FORM} name="storeId" label={t('survey.contest.restaurantOptional')}>
                <option value="">{t('survey.contest.anyRestaurant')}</option>
                {stores.map((store) => (
                  <option key={store.id} value={String(store.id)}>
                    {store.label}
                  </option>
                ))}
              </SelectField>
            )}
            <TextAreaField form={FORM} name="reason" label={t('survey.contest.reason')} maxLength={C.reason.max} />
          </fieldset>
          <CheckboxField form={FORM} name="acceptRules">
            {t('survey.contest.acceptRules')}
          </CheckboxField>
          {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
          <Submit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('survey.sending') : t('survey.contest.submit')}
          </Submit>
        </SurveyFormFrame>
      )}
    </Formik>
  );
}

const Submit = styled(PrimaryButton)`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;
