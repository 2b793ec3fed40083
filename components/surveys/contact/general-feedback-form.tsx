/**
 * The general feedback form: who the guest is (name and email), what the feedback is about and
 * their message. Checked in the browser with the API's own rules; a refusal from the API shows
 * its text by code. Sent, it shows what happens next.
 */
import { useMemo } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { GENERAL_FEEDBACK_FIELDS } from '@/domain/validation/contact';
import { sendGeneralFeedback, type ContactChoice } from '@/lib/api/contact';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { generalFeedbackSchema, toGeneralFeedbackInput, type GeneralFeedbackValues } from '@/lib/validation/contact-schema';
import { useFormSend } from '@/lib/form/use-form-send';
import { HoneypotField, SurveyFormFrame, TextAreaField } from '../survey-fields';
import { SurveySubmit } from '../survey-guest';
import { SurveySuccess } from '../survey-success';

const FORM = 'general-feedback';
const ORDER = ['firstName', 'lastName', 'email', 'feedbackTypeId', 'message'] as const;

const INITIAL: GeneralFeedbackValues = { firstName: '', lastName: '', email: '', feedbackTypeId: '', message: '', website: '' };

export function GeneralFeedbackForm({ feedbackTypes }: { feedbackTypes: ContactChoice[] | null }) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => generalFeedbackSchema(t), [t]);
  const { error, receipt, handleSubmit } = useFormSend((values: GeneralFeedbackValues) => sendGeneralFeedback({ locale }, toGeneralFeedbackInput(values)));
  const F = GENERAL_FEEDBACK_FIELDS;

  if (receipt) {
    return (
      <SurveySuccess
        title={t('contact.general.successTitle')}
        confirmation={t('survey.confirmationSent', { email: receipt.email })}
        next={t('contact.general.successNext')}
        linkLabel={t('contact.backHome')}
        linkHref="/"
      />
    );
  }
  if (!feedbackTypes) return <ErrorNotice role="alert">{t('survey.loadFailed')}</ErrorNotice>;

  return (
    <FormState<GeneralFeedbackValues> initialValues={INITIAL} rules={schema} onSubmit={handleSubmit}>
      {({ handleSubmit: submit, isSubmitting }) => (
        <SurveyFormFrame id={FORM} noValidate onSubmit={submit} aria-label={t('contact.general.aboutFeedback')} aria-busy={isSubmitting}>
          <FocusFirstError form={FORM} order={ORDER} />
          <HoneypotField form={FORM} label={t('survey.honeypot')} />
          <fieldset>
            <legend>{t('survey.aboutYou')}</legend>
            <FieldRow>
              <TextField form={FORM} name="firstName" label={t('survey.firstName')} autoComplete="given-name" maxLength={F.firstName.max} />
              <TextField form={FORM} name="lastName" label={t('survey.lastName')} autoComplete="family-name" maxLength={F.lastName.max} />
            </FieldRow>
            <TextField form={FORM} name="email" type="email" label={t('survey.email')} autoComplete="email" maxLength={F.email.max} />
          </fieldset>
          <fieldset>
            <legend>{t('contact.general.aboutFeedback')}</legend>
            <SelectField form={FORM} name="feedbackTypeId" label={t('contact.general.feedbackType')}>
              <option value="">{t('contact.general.chooseFeedbackType')}</option>
              {feedbackTypes.map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.label}
                </option>
              ))}
            </SelectField>
            <TextAreaField form={FORM} name="message" label={t('contact.message')} hint={t('contact.messageHint', { max: F.message.max })} maxLength={F.message.max} />
          </fieldset>
          {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
          <SurveySubmit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('survey.sending') : t('contact.general.submit')}
          </SurveySubmit>
        </SurveyFormFrame>
      )}
    </FormState>
  );
}
