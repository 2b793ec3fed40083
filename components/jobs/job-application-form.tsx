/**
 * The job application: who the applicant is, the restaurant and one of its open positions, the
 * days and shifts they can work, and a photo or résumé. Checked in the browser with the API's
 * rules (the file's size and kind from what the browser says, as a convenience: the API reads
 * its bytes); a refusal shows the API's text by its code. Sent, it says what happens next.
 */
import { countryOfLocale } from '@/domain/markets';
import { useEffect, useMemo } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, SelectField, TextField } from '@/components/form/form-field';
import { HoneypotField, SurveyFormFrame } from '@/components/surveys/survey-fields';
import { SurveySubmit } from '@/components/surveys/survey-guest';
import { SurveySuccess } from '@/components/surveys/survey-success';
import { JOB_APPLICATION_FIELDS } from '@/domain/jobs/fields';
import { jobPositionOf, WORK_DAYS, WORK_SHIFTS } from '@/domain/jobs/positions';
import { UPLOAD_ACCEPT } from '@/domain/jobs/upload';
import { sendJobApplication, type JobStore } from '@/lib/api/jobs';
import { FormState, useFormState } from '@/lib/form/form-state';
import { useFormSend } from '@/lib/form/use-form-send';
import { useMarket } from '@/lib/use-market';
import { jobApplicationSchema, toApplicationForm, type JobApplicationValues } from '@/lib/validation/jobs-schema';
import { CheckboxGroupField, FileField } from './job-choice-fields';

const FORM = 'job-application';
const ORDER = ['firstName', 'lastName', 'email', 'phone', 'storeId', 'positionId', 'days', 'shifts', 'file'] as const;

const INITIAL: JobApplicationValues = { firstName: '', lastName: '', email: '', phone: '', storeId: '', positionId: '', days: [], shifts: [], file: null, website: '' };

type JobApplicationFormProps = { stores: JobStore[]; uploadMaxMb: number };

export function JobApplicationForm({ stores, uploadMaxMb }: JobApplicationFormProps) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => jobApplicationSchema(t, uploadMaxMb, countryOfLocale(locale)), [t, uploadMaxMb, locale]);
  const { error, receipt, handleSubmit } = useFormSend((values: JobApplicationValues) => sendJobApplication({ locale }, toApplicationForm(values)));

  if (receipt) {
    return (
      <SurveySuccess
        title={t('jobs.successTitle')}
        confirmation={t('jobs.confirmationSent', { email: receipt.email })}
        next={t('jobs.successNext')}
        linkLabel={t('jobs.backToCompany')}
        linkHref="/company/our-story"
      />
    );
  }

  const F = JOB_APPLICATION_FIELDS;
  return (
    <FormState<JobApplicationValues> initialValues={INITIAL} rules={schema} onSubmit={handleSubmit}>
      {({ handleSubmit: submit, isSubmitting }) => (
        <SurveyFormFrame id={FORM} noValidate onSubmit={submit} aria-label={t('jobs.applyTitle')} aria-busy={isSubmitting}>
          <FocusFirstError form={FORM} order={ORDER} />
          <HoneypotField form={FORM} label={t('jobs.honeypot')} />
          <fieldset>
            <legend>{t('jobs.aboutYou')}</legend>
            <FieldRow>
              <TextField form={FORM} name="firstName" label={t('jobs.firstName')} autoComplete="given-name" maxLength={F.firstName.max} />
              <TextField form={FORM} name="lastName" label={t('jobs.lastName')} autoComplete="family-name" maxLength={F.lastName.max} />
            </FieldRow>
            <FieldRow>
              <TextField form={FORM} name="email" type="email" label={t('jobs.email')} autoComplete="email" maxLength={F.email.max} />
              <TextField form={FORM} name="phone" type="tel" label={t('jobs.phone')} autoComplete="tel" maxLength={F.phone.max} />
            </FieldRow>
          </fieldset>
          <fieldset>
            <legend>{t('jobs.theJob')}</legend>
            <StoreAndPosition stores={stores} />
          </fieldset>
          <fieldset>
            <legend>{t('jobs.availability')}</legend>
            <CheckboxGroupField form={FORM} name="days" legend={t('jobs.days')} choices={WORK_DAYS.map((day) => ({ value: day, label: t(`jobs.day.${day}`) }))} />
            <CheckboxGroupField form={FORM} name="shifts" legend={t('jobs.shifts')} choices={WORK_SHIFTS.map((shift) => ({ value: shift, label: t(`jobs.shift.${shift}`) }))} />
          </fieldset>
          <FileField
            form={FORM}
            name="file"
            label={t('jobs.file')}
            hint={t('jobs.fileHint', { max: String(uploadMaxMb) })}
            accept={UPLOAD_ACCEPT}
            chosenLabel={(name) => t('jobs.fileChosen', { name })}
          />
          {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
          <SurveySubmit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('jobs.sending') : t('jobs.submit')}
          </SurveySubmit>
        </SurveyFormFrame>
      )}
    </FormState>
  );
}

/** The restaurant, then one of its open positions; choosing another restaurant clears a position it does not offer. */
function StoreAndPosition({ stores }: { stores: JobStore[] }) {
  const { t } = useMarket();
  const { values, setFieldValue } = useFormState<JobApplicationValues>();
  const store = stores.find((candidate) => String(candidate.id) === values.storeId);
  const positions = store?.positionIds ?? [];
  useEffect(() => {
    if (values.positionId && !positions.includes(Number(values.positionId))) setFieldValue('positionId', '', false);
  }, [positions, values.positionId, setFieldValue]);
  return (
    <FieldRow>
      <SelectField form={FORM} name="storeId" label={t('jobs.store')}>
        <option value="">{t('jobs.chooseStore')}</option>
        {stores.map((candidate) => (
          <option key={candidate.id} value={String(candidate.id)}>
            {`${candidate.title} (${candidate.city}, ${candidate.state})`}
          </option>
        ))}
      </SelectField>
      <SelectField form={FORM} name="positionId" label={t('jobs.position')}>
        <option value="">{store ? t('jobs.choosePosition') : t('jobs.chooseStoreFirst')}</option>
        {positions.map((id) => {
          const position = jobPositionOf(id);
          return position ? (
            <option key={id} value={String(id)}>
              {t(`jobs.position.${position.name}`)}
            </option>
          ) : null;
        })}
      </SelectField>
    </FieldRow>
  );
}
