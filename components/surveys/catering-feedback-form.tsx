/**
 * The catering feedback form: who the guest is, the event (restaurant, or the quote number from
 * the feedback email, the date and the service), the ratings and a comment. Checked in the
 * browser with the API's own rules; a refusal from the API shows its text by code. Sent, it shows
 * what happens next.
 */
import { countryOfLocale } from '@/domain/markets';
import { useMemo } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { CATERING_FEEDBACK_FIELDS } from '@/domain/validation/surveys';
import { sendCateringFeedback, type ServiceTypeOption, type StoreOption } from '@/lib/api/surveys';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { cateringFeedbackSchema, toFeedbackInput, type CateringFeedbackValues } from '@/lib/validation/survey-schema';
import { useFormSend } from '@/lib/form/use-form-send';
import { HoneypotField, RatingField, SurveyFormFrame, TextAreaField } from './survey-fields';
import { SurveyGuestFields, SurveySubmit } from './survey-guest';
import { SurveySuccess } from './survey-success';

const FORM = 'catering-feedback';
const ORDER = ['firstName', 'lastName', 'email', 'phone', 'quoteNumber', 'storeId', 'eventDate', 'serviceTypeId', 'overall', 'food', 'service', 'onTime', 'comment'] as const;

type CateringFeedbackFormProps = {
  serviceTypes: ServiceTypeOption[] | null;
  stores: StoreOption[] | null;
  /** From the feedback email's link: the quote the feedback is about. */
  quoteNumber: string;
};

export function CateringFeedbackForm({ serviceTypes, stores, quoteNumber }: CateringFeedbackFormProps) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => cateringFeedbackSchema(t, countryOfLocale(locale)), [t, locale]);
  const { error, receipt, handleSubmit } = useFormSend((values: CateringFeedbackValues) => sendCateringFeedback({ locale }, toFeedbackInput(values)));
  const initialValues: CateringFeedbackValues = {
    firstName: '', lastName: '', email: '', phone: '', storeId: '', quoteNumber, eventDate: '', serviceTypeId: '',
    overall: '', food: '', service: '', onTime: '', comment: '', website: '',
  };

  if (receipt) {
    return (
      <SurveySuccess
        title={t('survey.feedback.successTitle')}
        confirmation={t('survey.confirmationSent', { email: receipt.email })}
        next={t('survey.feedback.successNext')}
        linkLabel={t('survey.backToCatering')}
        linkHref="/catering"
      />
    );
  }
  if (!serviceTypes || !stores) return <ErrorNotice role="alert">{t('survey.loadFailed')}</ErrorNotice>;

  const starLabel = (stars: number) => t(stars === 1 ? 'survey.rating.oneStar' : 'survey.rating.stars', { count: String(stars) });

  return (
    <FormState<CateringFeedbackValues> initialValues={initialValues} rules={schema} onSubmit={handleSubmit}>
      {({ handleSubmit: submit, isSubmitting, values }) => (
        <SurveyFormFrame id={FORM} noValidate onSubmit={submit} aria-label={t('survey.feedback.title')} aria-busy={isSubmitting}>
          <FocusFirstError form={FORM} order={ORDER} />
          <HoneypotField form={FORM} label={t('survey.honeypot')} />
          <SurveyGuestFields form={FORM} phoneLabel={t('survey.phoneOptional')} />
          <fieldset>
            <legend>{t('survey.feedback.aboutEvent')}</legend>
            <FieldRow>
              <TextField form={FORM} name="quoteNumber" inputMode="numeric" label={t('survey.feedback.quoteNumber')} hint={t('survey.feedback.quoteNumberHint')} />
              {!values.quoteNumber.trim() && (
                <SelectField form={FORM} name="storeId" label={t('survey.restaurant')}>
                  <option value="">{t('survey.chooseRestaurant')}</option>
                  {stores.map((store) => (
                    <option key={store.id} value={String(store.id)}>
                      {store.label}
                    </option>
                  ))}
                </SelectField>
              )}
            </FieldRow>
            <FieldRow>
              <TextField form={FORM} name="eventDate" type="date" label={t('survey.feedback.eventDate')} />
              <SelectField form={FORM} name="serviceTypeId" label={t('survey.feedback.serviceType')}>
                <option value="">{t('survey.feedback.chooseServiceType')}</option>
                {serviceTypes.map((type) => (
                  <option key={type.id} value={String(type.id)}>
                    {type.label}
                  </option>
                ))}
              </SelectField>
            </FieldRow>
          </fieldset>
          <fieldset>
            <legend>{t('survey.feedback.ratings')}</legend>
            <RatingField form={FORM} name="overall" label={t('survey.feedback.overall')} starLabel={starLabel} required />
            <RatingField form={FORM} name="food" label={t('survey.feedback.food')} starLabel={starLabel} />
            <RatingField form={FORM} name="service" label={t('survey.feedback.service')} starLabel={starLabel} />
            <RatingField form={FORM} name="onTime" label={t('survey.feedback.onTime')} starLabel={starLabel} />
            <TextAreaField form={FORM} name="comment" label={t('survey.feedback.comment')} maxLength={CATERING_FEEDBACK_FIELDS.comment.max} />
          </fieldset>
          {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
          <SurveySubmit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('survey.sending') : t('survey.feedback.submit')}
          </SurveySubmit>
        </SurveyFormFrame>
      )}
    </FormState>
  );
}
