/**
 * /staff/welcome: where the link `npm run staff:create-admin` prints leads. The link's fragment
 * (never sent to a server) carries the email and a one-time password: the page signs in with
 * them, drops the fragment from the address bar, and asks for a password of the person's own
 * through the same change-password step as a first sign-in; then the console. A link that expired
 * (24 hours) or was already used signs nobody in and says so.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { changePasswordSchema, type ChangePasswordValues } from '@/components/account/change-password-section';
import { showApiFailure } from '@/components/auth/api-errors';
import { AuthForm, NewPasswordField } from '@/components/auth/auth-form';
import { AuthColumn, AuthTitle, FormError, Intro } from '@/components/auth/auth-layout';
import { focusField } from '@/components/auth/focus-field';
import { TextField } from '@/components/checkout/form-field';
import { localizedPath } from '@/domain/markets';
import { changeStaffPassword, staffLogin } from '@/lib/api/staff';
import { authMessages } from '@/lib/auth/messages';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { staffContext, storeStaffSession } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

type Step = { kind: 'checking' } | { kind: 'password'; code: string } | { kind: 'failed' };

const PASSWORD_FORM = 'staff-welcome';
const PASSWORD_FIELDS = ['newPassword', 'newPasswordConfirmation'] as const;

/** The email and one-time password of a welcome link's fragment, or null. */
export function welcomeLinkOf(hash: string): { email: string; code: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const email = params.get('email')?.trim();
  const code = params.get('code');
  return email && code ? { email, code } : null;
}

export function StaffWelcomeTemplate() {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [formError, setFormError] = useState<string | null>(null);
  const started = useRef(false);
  const rules = useMemo(() => changePasswordSchema(authMessages(t)), [t]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = welcomeLinkOf(window.location.hash);
    // The one-time password leaves the address bar (and the history) at once.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!link) {
      setStep({ kind: 'failed' });
      return;
    }
    staffLogin(staffContext({ locale }, null), { email: link.email, password: link.code })
      .then((session) => {
        storeStaffSession(session);
        setStep(session.staff.mustChangePassword ? { kind: 'password', code: link.code } : { kind: 'failed' });
      })
      .catch(() => setStep({ kind: 'failed' }));
  }, [locale]);

  const handlePassword = async (values: ChangePasswordValues, helpers: FormHelpers<ChangePasswordValues>) => {
    setFormError(null);
    try {
      await changeStaffPassword(staffContext({ locale }), { currentPassword: values.currentPassword, newPassword: values.newPassword });
      await router.push(localizedPath(locale, '/staff'));
    } catch (error) {
      const shown = showApiFailure(t, error, helpers, PASSWORD_FIELDS, { password: 'newPassword', passwordConfirmation: 'newPasswordConfirmation' });
      if (shown.field) focusField(PASSWORD_FORM, shown.field);
      else setFormError(shown.text);
    }
  };

  if (step.kind === 'password') {
    return (
      <AuthColumn>
        <AuthTitle>{t('staff.password.title')}</AuthTitle>
        <Intro>{t('staff.password.intro')}</Intro>
        {formError && <FormError role="alert">{formError}</FormError>}
        <FormState initialValues={{ currentPassword: step.code, newPassword: '', newPasswordConfirmation: '' }} rules={rules} onSubmit={handlePassword}>
          <AuthForm form={PASSWORD_FORM} label={t('staff.password.formLabel')} fieldOrder={PASSWORD_FIELDS} submit={t('staff.password.submit')} submitting={t('staff.password.submitting')}>
            <NewPasswordField form={PASSWORD_FORM} name="newPassword" label={t('staff.password.new')} />
            <TextField form={PASSWORD_FORM} name="newPasswordConfirmation" type="password" label={t('staff.password.confirm')} autoComplete="new-password" />
          </AuthForm>
        </FormState>
      </AuthColumn>
    );
  }

  return (
    <AuthColumn>
      <AuthTitle>{t('staff.welcome.metaTitle')}</AuthTitle>
      {step.kind === 'checking' ? (
        <Intro role="status">{t('staff.welcome.checking')}</Intro>
      ) : (
        <>
          <FormError role="alert">{t('staff.welcome.failed')}</FormError>
          <Link href={localizedPath(locale, '/staff/login')}>{t('staff.welcome.toLogin')}</Link>
        </>
      )}
    </AuthColumn>
  );
}
