/**
 * /staff/login: staff sign in with their work email and password. A member with a second factor
 * then types the code of their authenticator app (staff-code-step.tsx). A one-time password
 * leads to choosing a new one (staff-password-step.tsx), without typing it again; a brand admin
 * without a second factor then sets one up (staff-enrol-step.tsx); then the console. The API's
 * refusals show as a form-level alert, field messages beside their fields.
 */
import { useRouter } from 'next/router';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { showApiFailure } from '@/components/auth/api-errors';
import { AuthForm } from '@/components/auth/auth-form';
import { AuthColumn, AuthTitle, FormError, Intro } from '@/components/auth/auth-layout';
import { focusField } from '@/components/auth/focus-field';
import { TextField } from '@/components/form/form-field';
import { localizedPath } from '@/domain/markets';
import type { StaffSession } from '@/lib/api/staff-second-factor';
import { EMPTY_LOGIN, type LoginValues } from '@/lib/auth/form-values';
import { rulesOnUse } from '@/lib/form/checks';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

/**
 * The later steps are fetched when they are reached (the code step as the sign-in is sent), not
 * with the page. A page that opens on one is rendered with it on the server, and its HTML stays in
 * place until the code arrives.
 */
const loadCodeStep = () => import('./staff-code-step');
const StaffCodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.StaffCodeStep })));
const StaffEnrolStep = lazy(() => import('./staff-enrol-step').then((module) => ({ default: module.StaffEnrolStep })));
const StaffPasswordStep = lazy(() => import('./staff-password-step').then((module) => ({ default: module.StaffPasswordStep })));

export type StaffLoginStep = 'sign-in' | 'password' | 'enrol';

type Step = { kind: 'sign-in' } | { kind: 'code'; challenge: string } | { kind: 'password' } | { kind: 'enrol' };

const SIGN_IN_FORM = 'staff-login';
const SIGN_IN_FIELDS = ['email', 'password'] as const;

type Props = {
  step: StaffLoginStep;
  /** The signed-in member's email, when the page opens on a later step. */
  email?: string;
  /** The signed-in member sets up a second factor once the password is changed. */
  enrolAfterPassword?: boolean;
};

export function StaffLoginTemplate({ step: initialStep, email: signedInEmail = '', enrolAfterPassword = false }: Props) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: initialStep });
  const [formError, setFormError] = useState<string | null>(null);
  // What was typed at sign-in: the one-time password is not asked twice.
  const typed = useRef({ email: signedInEmail, password: undefined as string | undefined });
  const enrolNext = useRef(enrolAfterPassword);
  const loginRules = useMemo(() => rulesOnUse(() => import('@/lib/auth/form-rules').then((rules) => rules.loginRules(t))), [t]);
  const toConsole = () => router.push(localizedPath(locale, '/staff'));

  // The sign-in call and the session cookie's rules come with the sign-in, not with the page.
  const continueWith = async (session: StaffSession) => {
    const { storeStaffSession } = await import('@/lib/staff/store-session');
    storeStaffSession(session);
    enrolNext.current = session.staff.secondFactorEnrolmentRequired;
    if (session.staff.mustChangePassword) setStep({ kind: 'password' });
    else if (session.staff.secondFactorEnrolmentRequired) setStep({ kind: 'enrol' });
    else await toConsole();
  };

  const handleSignIn = async (values: LoginValues, helpers: FormHelpers<LoginValues>) => {
    setFormError(null);
    const email = values.email.trim();
    loadCodeStep().catch(() => undefined);
    try {
      const [{ staffLogin }, { isSecondFactorChallenge }] = await Promise.all([import('@/lib/api/staff'), import('@/lib/api/staff-second-factor')]);
      const answer = await staffLogin(staffContext({ locale }, null), { email, password: values.password });
      typed.current = { email, password: values.password };
      if (isSecondFactorChallenge(answer)) setStep({ kind: 'code', challenge: answer.challenge });
      else await continueWith(answer);
    } catch (error) {
      const shown = await showApiFailure(t, error, helpers, SIGN_IN_FIELDS);
      if (shown.field) focusField(SIGN_IN_FORM, shown.field);
      else setFormError(shown.text);
    }
  };

  // A brand admin without a second factor sets one up after the password; the console refuses them until then.
  const handlePasswordChanged = () => (enrolNext.current ? setStep({ kind: 'enrol' }) : void toConsole());

  if (step.kind === 'code') {
    return (
      <Suspense fallback={null}>
        <StaffCodeStep challenge={step.challenge} onSession={(session) => void continueWith(session)} onRestart={() => setStep({ kind: 'sign-in' })} />
      </Suspense>
    );
  }
  if (step.kind === 'enrol') {
    return (
      <Suspense fallback={null}>
        <StaffEnrolStep onDone={() => void toConsole()} />
      </Suspense>
    );
  }
  if (step.kind === 'password') {
    return (
      <Suspense fallback={null}>
        <StaffPasswordStep form="staff-password" email={typed.current.email} oneTimePassword={typed.current.password} onDone={handlePasswordChanged} />
      </Suspense>
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
