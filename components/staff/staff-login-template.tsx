/**
 * /staff/login: staff sign in with their work email and password. A one-time password leads
 * straight to choosing a new one (the same password rule as diners'); then the console. The
 * API's refusals show as a form-level alert, field messages beside their fields.
 */
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { changePasswordSchema, type ChangePasswordValues } from '@/components/account/change-password-section';
import { showApiFailure } from '@/components/auth/api-errors';
import { AuthForm, NewPasswordField } from '@/components/auth/auth-form';
import { AuthColumn, AuthTitle, FormError, Intro } from '@/components/auth/auth-layout';
import { focusField } from '@/components/auth/focus-field';
import { TextField } from '@/components/checkout/form-field';
import { localizedPath } from '@/domain/markets';
import { changeStaffPassword, staffLogin } from '@/lib/api/staff';
import { authMessages } from '@/lib/auth/messages';
import { EMPTY_LOGIN, loginSchema, type LoginValues } from '@/lib/auth/schemas';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { staffContext, storeStaffSession } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

export type StaffLoginStep = 'sign-in' | 'password';

const SIGN_IN_FORM = 'staff-login';
const SIGN_IN_FIELDS = ['email', 'password'] as const;
const PASSWORD_FORM = 'staff-password';
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;
const EMPTY_PASSWORD: ChangePasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

export function StaffLoginTemplate({ step: initialStep }: { step: StaffLoginStep }) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [step, setStep] = useState(initialStep);
  const [formError, setFormError] = useState<string | null>(null);
  const loginRules = useMemo(() => loginSchema(authMessages(t)), [t]);
  const passwordRules = useMemo(() => changePasswordSchema(authMessages(t)), [t]);
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

  const handlePassword = async (values: ChangePasswordValues, helpers: FormHelpers<ChangePasswordValues>) => {
    setFormError(null);
    try {
      await changeStaffPassword(staffContext({ locale }), { currentPassword: values.currentPassword, newPassword: values.newPassword });
      await toConsole();
    } catch (error) {
      const shown = showApiFailure(t, error, helpers, PASSWORD_FIELDS, { password: 'newPassword', passwordConfirmation: 'newPasswordConfirmation' });
      if (shown.field) focusField(PASSWORD_FORM, shown.field);
      else setFormError(shown.text);
    }
  };

  if (step === 'password') {
    return (
      <AuthColumn>
        <AuthTitle>{t('staff.password.title')}</AuthTitle>
        <Intro>{t('staff.password.intro')}</Intro>
        {formError && <FormError role="alert">{formError}</FormError>}
        <FormState initialValues={EMPTY_PASSWORD} rules={passwordRules} onSubmit={handlePassword}>
          <AuthForm form={PASSWORD_FORM} label={t('staff.password.formLabel')} fieldOrder={PASSWORD_FIELDS} submit={t('staff.password.submit')} submitting={t('staff.password.submitting')}>
            <TextField form={PASSWORD_FORM} name="currentPassword" type="password" label={t('staff.password.current')} autoComplete="current-password" />
            <NewPasswordField form={PASSWORD_FORM} name="newPassword" label={t('staff.password.new')} />
            <TextField form={PASSWORD_FORM} name="newPasswordConfirmation" type="password" label={t('staff.password.confirm')} autoComplete="new-password" />
          </AuthForm>
        </FormState>
      </AuthColumn>
    );
  }

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
