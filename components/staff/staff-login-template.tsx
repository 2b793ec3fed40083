/**
 * /staff/login: staff sign in with their work email and password. A one-time password leads
 * straight to choosing a new one (staff-password-step.tsx); then the console. The API's
 * refusals show as a form-level alert, field messages beside their fields.
 */
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { showApiFailure } from '@/components/auth/api-errors';
import { AuthForm } from '@/components/auth/auth-form';
import { AuthColumn, AuthTitle, FormError, Intro } from '@/components/auth/auth-layout';
import { focusField } from '@/components/auth/focus-field';
import { TextField } from '@/components/form/form-field';
import { localizedPath } from '@/domain/markets';
import { staffLogin } from '@/lib/api/staff';
import { authMessages } from '@/lib/auth/messages';
import { EMPTY_LOGIN, loginSchema, type LoginValues } from '@/lib/auth/schemas';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { staffContext, storeStaffSession } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { StaffPasswordStep } from './staff-password-step';

export type StaffLoginStep = 'sign-in' | 'password';

const SIGN_IN_FORM = 'staff-login';
const SIGN_IN_FIELDS = ['email', 'password'] as const;

export function StaffLoginTemplate({ step: initialStep }: { step: StaffLoginStep }) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [step, setStep] = useState(initialStep);
  const [formError, setFormError] = useState<string | null>(null);
  const loginRules = useMemo(() => loginSchema(authMessages(t)), [t]);
  const toConsole = () => router.push(localizedPath(locale, '/staff'));

  const handleSignIn = async (values: LoginValues, helpers: FormHelpers<LoginValues>) => {
    setFormError(null);
    try {
      const session = await staffLogin(staffContext({ locale }, null), { email: values.email.trim(), password: values.password });
      storeStaffSession(session);
      if (session.staff.mustChangePassword) setStep('password');
      else await toConsole();
    } catch (error) {
      const shown = showApiFailure(t, error, helpers, SIGN_IN_FIELDS);
      if (shown.field) focusField(SIGN_IN_FORM, shown.field);
      else setFormError(shown.text);
    }
  };

  if (step === 'password') return <StaffPasswordStep form="staff-password" />;

  return (
    <AuthColumn>
      <AuthTitle>{t('staff.login.title')}</AuthTitle>
      <Intro>{t('staff.login.intro')}</Intro>
      {formError && <FormError role="alert">{formError}</FormError>}
      <FormState initialValues={EMPTY_LOGIN} rules={loginRules} onSubmit={handleSignIn}>
        <AuthForm form={SIGN_IN_FORM} label={t('staff.login.formLabel')} fieldOrder={SIGN_IN_FIELDS} submit={t('staff.login.submit')} submitting={t('staff.login.submitting')}>
          <TextField form={SIGN_IN_FORM} name="email" type="email" label={t('staff.login.email')} autoComplete="username" />
          <TextField form={SIGN_IN_FORM} name="password" type="password" label={t('staff.login.password')} autoComplete="current-password" />
        </AuthForm>
      </FormState>
    </AuthColumn>
  );
}
