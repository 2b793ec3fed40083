/**
 * The privacy request: what the person asks (the rights the market's law gives, as the API lists
 * them, labelled from the catalogue), who asks (the
 * consumer or an authorised agent, who gives their name), who it is about, and for a correction
 * the corrected values. Checked in the browser with the API's own rules. Sent, it says that a
 * confirmation link went to the email and nothing happens until it is opened, and the due date.
 */
import { useMemo } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { HoneypotField, SurveyFormFrame, TextAreaField } from '@/components/surveys/survey-fields';
import { SurveyGuestFields, SurveySubmit } from '@/components/surveys/survey-guest';
import { SurveySuccess } from '@/components/surveys/survey-success';
import { BRAND } from '@/content/brand';
import { htmlLang, countryOfLocale } from '@/domain/markets';
import { PRIVACY_CORRECTION_FIELDS, PRIVACY_REQUEST_FIELDS } from '@/domain/privacy/messages';
import { sendPrivacyRequest, type PrivacyChoice } from '@/lib/api/privacy';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { EMPTY_PRIVACY_REQUEST, privacyRequestSchema, toRequestInput, type PrivacyRequestValues } from '@/lib/validation/privacy-schema';
import { useFormSend } from '@/lib/form/use-form-send';

const FORM = 'ccpa-request';
const ORDER = ['requestType', 'requestorType', 'agentName', 'firstName', 'lastName', 'email', 'phone', 'correctedFirstName', 'correctedLastName', 'correctedPhone', 'details'] as const;

type CcpaRequestFormProps = { requestTypes: PrivacyChoice[] | null; requestorTypes: PrivacyChoice[] | null };

export function CcpaRequestForm({ requestTypes, requestorTypes }: CcpaRequestFormProps) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => privacyRequestSchema(t, countryOfLocale(locale)), [t, locale]);
  const { error, receipt, handleSubmit } = useFormSend((values: PrivacyRequestValues) => sendPrivacyRequest({ locale }, toRequestInput(values)));
  const R = PRIVACY_REQUEST_FIELDS;
  const C = PRIVACY_CORRECTION_FIELDS;

  if (!requestTypes || !requestorTypes) return <ErrorNotice role="alert">{t('privacy.ccpa.typesUnavailable', { email: BRAND.privacyEmail })}</ErrorNotice>;

  if (receipt) {
    const dueAt = receipt.dueAt ? new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'long' }).format(new Date(receipt.dueAt)) : '';
    return (
      <SurveySuccess
        title={t('privacy.ccpa.successTitle')}
        confirmation={t('privacy.ccpa.successSent', { email: receipt.email })}
        next={t('privacy.ccpa.successNext', { dueAt })}
        linkLabel={t('privacy.backHome')}
        linkHref="/"
      />
    );
  }

  return (
    <FormState<PrivacyRequestValues> initialValues={EMPTY_PRIVACY_REQUEST} rules={schema} onSubmit={handleSubmit}>
      {({ handleSubmit: submit, isSubmitting, values }) => (
        <SurveyFormFrame id={FORM} noValidate onSubmit={submit} aria-label={t('privacy.ccpa.formLabel')} aria-busy={isSubmitting}>
          <FocusFirstError form={FORM} order={ORDER} />
          <HoneypotField form={FORM} label={t('survey.honeypot')} />
          <fieldset>
            <legend>{t('privacy.ccpa.aboutRequest')}</legend>
            <SelectField form={FORM} name="requestType" label={t('privacy.ccpa.requestType')}>
              <option value="">{t('privacy.ccpa.choose')}</option>
              {requestTypes.map((type) => (
                <option key={type.name} value={type.name}>
                  {t.dynamic(`privacy.right.${type.name}`, type.label)}
                </option>
              ))}
            </SelectField>
            <SelectField form={FORM} name="requestorType" label={t('privacy.ccpa.requestorType')}>
              <option value="">{t('privacy.ccpa.choose')}</option>
              {requestorTypes.map((type) => (
                <option key={type.name} value={type.name}>
                  {type.label}
                </option>
              ))}
            </SelectField>
            {values.requestorType === 'agent' && (
              <TextField form={FORM} name="agentName" label={t('privacy.ccpa.agentName')} hint={t('privacy.ccpa.agentHint')} autoComplete="name" maxLength={R.agentName.max} />
            )}
          </fieldset>
          <SurveyGuestFields form={FORM} phoneLabel={t('survey.phone')}>
            <p>{t('privacy.ccpa.emailHint')}</p>
          </SurveyGuestFields>
          {values.requestType === 'correct' && (
            <fieldset>
              <legend>{t('privacy.ccpa.corrections')}</legend>
              <p>{t('privacy.ccpa.correctionsHint')}</p>
              <FieldRow>
                <TextField form={FORM} name="correctedFirstName" label={t('privacy.ccpa.correctedFirstName')} maxLength={C.firstName.max} />
                <TextField form={FORM} name="correctedLastName" label={t('privacy.ccpa.correctedLastName')} maxLength={C.lastName.max} />
              </FieldRow>
              <TextField form={FORM} name="correctedPhone" type="tel" label={t('privacy.ccpa.correctedPhone')} maxLength={C.phone.max} />
            </fieldset>
          )}
          <TextAreaField form={FORM} name="details" label={t('privacy.ccpa.details')} maxLength={R.details.max} rows={4} />
          {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
          <SurveySubmit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('survey.sending') : t('privacy.ccpa.submit')}
          </SurveySubmit>
        </SurveyFormFrame>
      )}
    </FormState>
  );
}
