/**
 * The second step of a brand admin's sign-in: the 6-digit code of their authenticator app, or a
 * recovery code, with the challenge the password answered. The API's refusal shows beside the
 * field; an expired challenge sends the member back to the password.
 */
import { useMemo, useState } from 'react';
import { AuthForm } from '@/components/auth/auth-form';
import { AuthColumn, AuthTitle, FormError, Intro, SecondaryAction } from '@/components/auth/auth-layout';
import { focusField } from '@/components/auth/focus-field';
import { failureText } from '@/components/auth/api-errors';
import { TextField } from '@/components/form/form-field';
import { recoveryCodeOf, totpCodeOf } from '@/domain/staff/second-factor';
import { isApiError } from '@/lib/api/api-error';
import { staffSecondFactor, type StaffSession } from '@/lib/api/staff-second-factor';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import type { Rules } from '@/lib/form/checks';
import { staffContext } from '@/lib/staff/session';
import { storeStaffSession } from '@/lib/staff/store-session';
import { useMarket } from '@/lib/use-market';

type Values = { code: string };
const FORM = 'staff-code';
const FIELDS = ['code'] as const;

type Props = { challenge: string; onSession(session: StaffSession): void; onRestart(): void };

export function StaffCodeStep({ challenge, onSession, onRestart }: Props) {
  const { locale, t } = useMarket();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = useMemo<Rules<Values>>(
    () => ({
      code: (value) => {
        const typed = String(value ?? '').trim();
        if (!typed) return t('staff.secondFactor.code.required');
        return totpCodeOf(typed) || recoveryCodeOf(typed) ? undefined : t('staff.secondFactor.code.format');
      },
    }),
    [t],
  );

  const handleSubmit = async (values: Values, helpers: FormHelpers<Values>) => {
    setFormError(null);
    try {
      const session = await staffSecondFactor(staffContext({ locale }, null), challenge, values.code.trim());
      storeStaffSession(session);
      onSession(session);
    } catch (error) {
      const text = await failureText(t, error);
      if (isApiError(error) && error.code === 'second_factor_code_wrong') {
        helpers.setFieldValue('code', '', false);
        helpers.setFieldError('code', text);
        focusField(FORM, 'code');
      } else setFormError(text);
    }
  };

  return (
    <AuthColumn>
      <AuthTitle>{t('staff.secondFactor.code.title')}</AuthTitle>
      <Intro>{t('staff.secondFactor.code.intro')}</Intro>
      {formError && (
        <>
          <FormError role="alert">{formError}</FormError>
          <SecondaryAction type="button" onClick={onRestart}>
            {t('staff.secondFactor.code.restart')}
          </SecondaryAction>
        </>
      )}
      <FormState initialValues={{ code: '' }} rules={rules} onSubmit={handleSubmit}>
        <AuthForm form={FORM} label={t('staff.secondFactor.code.formLabel')} fieldOrder={FIELDS} submit={t('staff.secondFactor.code.submit')} submitting={t('staff.secondFactor.code.submitting')}>
          <TextField form={FORM} name="code" label={t('staff.secondFactor.code.label')} autoComplete="one-time-code" inputMode="text" spellCheck={false} autoCapitalize="characters" maxLength={20} autoFocus />
        </AuthForm>
      </FormState>
    </AuthColumn>
  );
}
