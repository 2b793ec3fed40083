/**
 * The do-not-sell-or-share form: who opts out. Sent, the opt-out is recorded for the email and,
 * at once, for this browser (its cookie), so no analytics event shares data from here on.
 */
import { useMemo } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, TextField } from '@/components/form/form-field';
import { HoneypotField, SurveyFormFrame } from '@/components/surveys/survey-fields';
import { SurveySubmit } from '@/components/surveys/survey-guest';
import { SurveySuccess } from '@/components/surveys/survey-success';
import { DO_NOT_SELL_FIELDS } from '@/domain/privacy/messages';
import { sendDoNotSell } from '@/lib/api/privacy';
import { FormState } from '@/lib/form/form-state';
import { rememberOptOut } from '@/lib/privacy/opt-out';
import { useMarket } from '@/lib/use-market';
import { doNotSellSchema, EMPTY_DO_NOT_SELL, toDoNotSellInput, type DoNotSellValues } from '@/lib/validation/privacy-schema';
import { useFormSend } from '@/lib/form/use-form-send';

const FORM = 'do-not-sell';
const ORDER = ['firstName', 'lastName', 'email'] as const;

export function DoNotSellForm() {
  const { locale, t } = useMarket();
  const schema = useMemo(() => doNotSellSchema(t), [t]);
  const { error, receipt, handleSubmit } = useFormSend(async (values: DoNotSellValues) => {
    const sent = await sendDoNotSell({ locale }, toDoNotSellInput(values));
    rememberOptOut();
    return sent;
  });
  const D = DO_NOT_SELL_FIELDS;

  if (receipt) {
    return (
      <SurveySuccess
        title={t('privacy.doNotSell.successTitle')}
        confirmation={t('survey.confirmationSent', { email: receipt.email })}
        next={t('privacy.doNotSell.successNext', { email: receipt.email })}
        linkLabel={t('privacy.backHome')}
        linkHref="/"
      />
    );
  }

  return (
    <FormState<DoNotSellValues> initialValues={EMPTY_DO_NOT_SELL} rules={schema} onSubmit={handleSubmit}>
      {({ handleSubmit: submit, isSubmitting }) => (
        <SurveyFormFrame id={FORM} noValidate onSubmit={submit} aria-label={t('privacy.doNotSell.formLabel')} aria-busy={isSubmitting}>
          <FocusFirstError form={FORM} order={ORDER} />
          <HoneypotField form={FORM} label={t('survey.honeypot')} />
          <fieldset>
            <legend>{t('survey.aboutYou')}</legend>
            <FieldRow>
              <TextField form={FORM} name="firstName" label={t('survey.firstName')} autoComplete="given-name" maxLength={D.firstName.max} />
              <TextField form={FORM} name="lastName" label={t('survey.lastName')} autoComplete="family-name" maxLength={D.lastName.max} />
            </FieldRow>
            <TextField form={FORM} name="email" type="email" label={t('survey.email')} autoComplete="email" maxLength={D.email.max} />
          </fieldset>
          {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
          <SurveySubmit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('survey.sending') : t('privacy.doNotSell.submit')}
          </SurveySubmit>
        </SurveyFormFrame>
      )}
    </FormState>
  );
}
