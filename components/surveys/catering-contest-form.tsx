/**
 * The catering contest entry: who the guest is, their event (guests, occasion, company, the
 * restaurant they would like), why we should cater it, and the rules accepted. Checked in the
 * browser with the API's own rules; a second entry of the same email this season shows the API's
 * refusal by its code. Sent, it says when the winner is drawn.
 */
import { countryOfLocale } from '@/domain/markets';
import { useMemo } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { HeadcountField } from '@/components/form/headcount-field';
import { CATERING_CONTEST_FIELDS } from '@/domain/validation/surveys';
import { enterCateringContest, type StoreOption } from '@/lib/api/surveys';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { cateringContestSchema, toContestInput, type CateringContestValues } from '@/lib/validation/survey-schema';
import { useFormSend } from '@/lib/form/use-form-send';
import { CheckboxField, HoneypotField, SurveyFormFrame, TextAreaField } from './survey-fields';
import { SurveyGuestFields, SurveySubmit } from './survey-guest';
import { SurveySuccess } from './survey-success';

const FORM = 'catering-contest';
const ORDER = ['firstName', 'lastName', 'email', 'phone', 'company', 'headcount', 'occasion', 'storeId', 'reason', 'acceptRules'] as const;

const INITIAL: CateringContestValues = {
  firstName: '', lastName: '', email: '', phone: '', company: '', headcount: '', occasion: '', reason: '', storeId: '', acceptRules: false, website: '',
};

type CateringContestFormProps = { stores: StoreOption[] | null };

export function CateringContestForm({ stores }: CateringContestFormProps) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => cateringContestSchema(t, countryOfLocale(locale)), [t, locale]);
  const { error, receipt, handleSubmit } = useFormSend((values: CateringContestValues) => enterCateringContest({ locale }, toContestInput(values)));
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

  return (
    <FormState<CateringContestValues> initialValues={INITIAL} rules={schema} onSubmit={handleSubmit}>
      {({ handleSubmit: submit, isSubmitting }) => (
        <SurveyFormFrame id={FORM} noValidate onSubmit={submit} aria-label={t('survey.contest.title')} aria-busy={isSubmitting}>
          <FocusFirstError form={FORM} order={ORDER} />
          <HoneypotField form={FORM} label={t('survey.honeypot')} />
          <SurveyGuestFields form={FORM} phoneLabel={t('survey.phone')}>
            <TextField form={FORM} name="company" label={t('survey.contest.company')} autoComplete="organization" maxLength={C.company.max} />
          </SurveyGuestFields>
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
          <SurveySubmit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('survey.sending') : t('survey.contest.submit')}
          </SurveySubmit>
        </SurveyFormFrame>
      )}
    </FormState>
  );
}
