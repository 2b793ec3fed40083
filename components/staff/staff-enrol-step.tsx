/**
 * A brand admin without a second factor sets up an authenticator app before the console opens:
 * the key as a QR code and as text (for typing), a first code to confirm it, then the ten
 * recovery codes, shown this once, and "I saved them" to go on to the console.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { AuthForm } from '@/components/auth/auth-form';
import { AuthColumn, AuthTitle, FormError, Intro, SubmitButton } from '@/components/auth/auth-layout';
import { failureText } from '@/components/auth/api-errors';
import { focusField } from '@/components/auth/focus-field';
import { TextField } from '@/components/form/form-field';
import { totpCodeOf } from '@/domain/staff/second-factor';
import { isApiError } from '@/lib/api/api-error';
import { beginStaffEnrolment, confirmStaffEnrolment, type StaffEnrolment } from '@/lib/api/staff-second-factor';
import { classed } from '@/lib/classed';
import type { Rules } from '@/lib/form/checks';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import styles from './staff-enrol-step.module.css';

type Values = { code: string };
const FORM = 'staff-enrol';
const FIELDS = ['code'] as const;

/** The key in groups of four, as authenticator apps show and take it. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

export function StaffEnrolStep({ onDone }: { onDone(): void }) {
  const { locale, t } = useMarket();
  const [enrolment, setEnrolment] = useState<StaffEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const started = useRef(false);
  const rules = useMemo<Rules<Values>>(
    () => ({ code: (value) => (totpCodeOf(String(value ?? '')) ? undefined : t('staff.secondFactor.enrol.codeFormat')) }),
    [t],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    beginStaffEnrolment(staffContext({ locale }))
      .then(setEnrolment)
      .catch(async (error: unknown) => setFormError(await failureText(t, error)));
  }, [locale, t]);

  const handleSubmit = async (values: Values, helpers: FormHelpers<Values>) => {
    setFormError(null);
    try {
      const answer = await confirmStaffEnrolment(staffContext({ locale }), totpCodeOf(values.code) ?? values.code);
      setRecoveryCodes(answer.recoveryCodes);
    } catch (error) {
      const text = await failureText(t, error);
      if (isApiError(error) && error.code === 'second_factor_code_wrong') {
        helpers.setFieldError('code', text);
        focusField(FORM, 'code');
      } else setFormError(text);
    }
  };

  if (recoveryCodes) {
    return (
      <AuthColumn>
        <AuthTitle>{t('staff.secondFactor.recovery.title')}</AuthTitle>
        <Intro>{t('staff.secondFactor.recovery.intro')}</Intro>
        <Codes aria-label={t('staff.secondFactor.recovery.listLabel')}>
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <SubmitButton type="button" onClick={onDone}>
          {t('staff.secondFactor.recovery.continue')}
        </SubmitButton>
      </AuthColumn>
    );
  }

  return (
    <AuthColumn>
      <AuthTitle>{t('staff.secondFactor.enrol.title')}</AuthTitle>
      <Intro>{t('staff.secondFactor.enrol.intro')}</Intro>
      {formError && <FormError role="alert">{formError}</FormError>}
      {enrolment ? (
        <>
          <Qr src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`} alt={t('staff.secondFactor.enrol.qrLabel')} width={200} height={200} />
          <p>{t('staff.secondFactor.enrol.account', { account: enrolment.account })}</p>
          <p>
            {t('staff.secondFactor.enrol.keyLabel')}
            <br />
            <Key data-testid="totp-key">{grouped(enrolment.secret)}</Key>
          </p>
          <FormState initialValues={{ code: '' }} rules={rules} onSubmit={handleSubmit}>
            <AuthForm form={FORM} label={t('staff.secondFactor.enrol.formLabel')} fieldOrder={FIELDS} submit={t('staff.secondFactor.enrol.submit')} submitting={t('staff.secondFactor.enrol.submitting')}>
                  <TextField form={FORM} name="code" label={t('staff.secondFactor.enrol.codeLabel')} autoComplete="one-time-code" inputMode="numeric" maxLength={7} />
            </AuthForm>
          </FormState>
        </>
      ) : (
        !formError && <Intro role="status">{t('staff.secondFactor.enrol.loading')}</Intro>
      )}
    </AuthColumn>
  );
}

const Qr = classed('img', styles.qr);
const Key = classed('code', styles.key);
const Codes = classed('ul', styles.codes);
