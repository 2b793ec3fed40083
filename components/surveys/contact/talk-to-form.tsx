/**
 * The talk-to-{brand} form: who the guest is, the restaurant they visited (searched or picked
 * from the list), when and how, and their message. Checked in the browser with the API's own
 * rules; a refusal from the API shows its text by code. Sent, it shows what happens next.
 */
import { countryOfLocale } from '@/domain/markets';
import { useMemo } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { MarketLink } from '@/components/common/market-link';
import { TALK_TO_FIELDS, VISIT_DAYS_BACK } from '@/domain/validation/contact';
import { sendTalkTo, type ContactChoice } from '@/lib/api/contact';
import type { StoreOption } from '@/lib/api/surveys';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { talkToSchema, toTalkToInput, type TalkToValues } from '@/lib/validation/contact-schema';
import { useFormSend } from '@/lib/form/use-form-send';
import { HoneypotField, SurveyFormFrame, TextAreaField } from '../survey-fields';
import { SurveyGuestFields, SurveySubmit } from '../survey-guest';
import { SurveySuccess } from '../survey-success';
import { StorePicker } from './store-picker';

const FORM = 'talk-to';
const ORDER = ['firstName', 'lastName', 'email', 'phone', 'storeId', 'visitDate', 'visitTypeId', 'message'] as const;

const INITIAL: TalkToValues = { firstName: '', lastName: '', email: '', phone: '', storeId: '', visitDate: '', visitTypeId: '', message: '', website: '' };

type TalkToFormProps = { visitTypes: ContactChoice[] | null; stores: StoreOption[] | null };

export function TalkToForm({ visitTypes, stores }: TalkToFormProps) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => talkToSchema(t, countryOfLocale(locale)), [t, locale]);
  const { error, receipt, handleSubmit } = useFormSend((values: TalkToValues) => sendTalkTo({ locale }, toTalkToInput(values)));

  if (receipt) {
    return (
      <SurveySuccess
        title={t('contact.talkTo.successTitle')}
        confirmation={t('survey.confirmationSent', { email: receipt.email })}
        next={t('contact.talkTo.successNext')}
        linkLabel={t('contact.backHome')}
        linkHref="/"
      />
    );
  }
  if (!visitTypes || !stores) return <ErrorNotice role="alert">{t('survey.loadFailed')}</ErrorNotice>;
  if (stores.length === 0) {
    return (
      <p>
        {t('contact.talkTo.noRestaurants')} <MarketLink href="/contact/general-feedback">{t('contact.talkTo.toGeneral')}</MarketLink>
      </p>
    );
  }

  return (
    <FormState<TalkToValues> initialValues={INITIAL} rules={schema} onSubmit={handleSubmit}>
      {({ handleSubmit: submit, isSubmitting }) => (
        <SurveyFormFrame id={FORM} noValidate onSubmit={submit} aria-label={t('contact.talkTo.aboutVisit')} aria-busy={isSubmitting}>
          <FocusFirstError form={FORM} order={ORDER} />
          <HoneypotField form={FORM} label={t('survey.honeypot')} />
          <SurveyGuestFields form={FORM} phoneLabel={t('contact.phoneOptional')} />
          <fieldset>
            <legend>{t('contact.talkTo.aboutVisit')}</legend>
            <StorePicker form={FORM} name="storeId" stores={stores} />
            <FieldRow>
              <TextField form={FORM} name="visitDate" type="date" label={t('contact.talkTo.visitDate')} hint={t('contact.talkTo.visitDateHint', { days: VISIT_DAYS_BACK })} />
              <SelectField form={FORM} name="visitTypeId" label={t('contact.talkTo.visitType')}>
                <option value="">{t('contact.talkTo.chooseVisitType')}</option>
                {visitTypes.map((type) => (
                  <option key={type.id} value={String(type.id)}>
                    {type.label}
                  </option>
                ))}
              </SelectField>
            </FieldRow>
            <TextAreaField
              form={FORM}
              name="message"
              label={t('contact.message')}
              hint={t('contact.messageHint', { max: TALK_TO_FIELDS.message.max })}
              maxLength={TALK_TO_FIELDS.message.max}
            />
          </fieldset>
          {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
          <SurveySubmit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('survey.sending') : t('contact.talkTo.submit')}
          </SurveySubmit>
        </SurveyFormFrame>
      )}
    </FormState>
  );
}
