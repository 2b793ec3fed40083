/**
 * /staff/invite: where an invitation email's link leads. The link's token is in the fragment,
 * which only the browser reads: the page drops it from the address bar, checks it, and asks for a
 * password of the member's own (the rules of every account); that signs them in. A brand admin
 * then sets up an authenticator app (the same step as at /staff/login); then the console. A used,
 * expired or replaced link signs nobody in and says which, with what to do.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { showApiFailure } from '@/components/auth/api-errors';
import { AuthForm, NewPasswordField } from '@/components/auth/auth-form';
import { AuthColumn, AuthTitle, FormError, Intro } from '@/components/auth/auth-layout';
import { focusField } from '@/components/auth/focus-field';
import { TextField } from '@/components/form/form-field';
import { localizedPath } from '@/domain/markets';
import { failureText } from '@/lib/api/failure-text';
import { acceptStaffInvite, checkStaffInvite, type StaffInviteCheck } from '@/lib/api/staff-team';
import { authMessages } from '@/lib/auth/messages';
import { newPasswordField, passwordConfirmationField } from '@/lib/auth/schemas';
import type { Rules } from '@/lib/form/checks';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { staffContext } from '@/lib/staff/session';
import { storeStaffSession } from '@/lib/staff/store-session';
import { useMarket } from '@/lib/use-market';
import { StaffEnrolStep } from '../staff-enrol-step';
import { StaffFormProblems } from '../staff-form-problems';

const FORM = 'staff-invite';
const FIELDS = ['newPassword', 'newPasswordConfirmation'] as const;
type Values = { newPassword: string; newPasswordConfirmation: string };

type Step = { kind: 'checking' } | { kind: 'password'; token: string; invite: StaffInviteCheck } | { kind: 'enrol' } | { kind: 'failed'; text: string };

/** The token of an invitation link's fragment, or null. */
export function inviteTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || null;
}

export function StaffInviteTemplate() {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [formError, setFormError] = useState<string | null>(null);
  const started = useRef(false);
  const rules = useMemo<Rules<Values>>(() => {
    const messages = authMessages(t);
    return { newPassword: newPasswordField(messages), newPasswordConfirmation: passwordConfirmationField(messages, 'newPassword') };
  }, [t]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = inviteTokenOf(window.location.hash);
    // The token leaves the address bar (and the history) at once.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!token) {
      setStep({ kind: 'failed', text: t('staff.team.error.staff_team_invite_unknown') });
      return;
    }
    checkStaffInvite(staffContext({ locale }, null), token)
      .then((invite) => setStep({ kind: 'password', token, invite }))
      .catch(async (failure) => setStep({ kind: 'failed', text: await failureText(t, failure, { locale }) }));
  }, [locale, t]);

  if (step.kind === 'enrol') return <StaffEnrolStep onDone={() => void router.push(localizedPath(locale, '/staff'))} />;

  const handleSubmit = async (values: Values, helpers: FormHelpers<Values>) => {
    if (step.kind !== 'password') return;
    setFormError(null);
    try {
      const session = await acceptStaffInvite(staffContext({ locale }, null), step.token, values.newPassword);
      storeStaffSession(session);
      if (session.staff.secondFactorEnrolmentRequired) setStep({ kind: 'enrol' });
      else await router.push(localizedPath(locale, '/staff'));
    } catch (failure) {
      const shown = await showApiFailure(t, failure, helpers, FIELDS, { password: 'newPassword', passwordConfirmation: 'newPasswordConfirmation' });
      if (shown.field) focusField(FORM, shown.field);
      else setFormError(shown.text);
    }
  };

  return (
    <AuthColumn>
      <AuthTitle>{t('staff.team.invite.pageTitle')}</AuthTitle>
      {step.kind === 'checking' && <Intro role="status">{t('staff.team.invite.checking')}</Intro>}
      {step.kind === 'failed' && (
        <>
          <FormError role="alert">{step.text}</FormError>
          <Link href={localizedPath(locale, '/staff/login')}>{t('staff.welcome.toLogin')}</Link>
        </>
      )}
      {step.kind === 'password' && (
        <>
          <Intro>{t('staff.team.invite.intro', { name: step.invite.firstName, email: step.invite.email, role: t(`staff.team.role.${step.invite.role}`) })}</Intro>
          {formError && <FormError role="alert">{formError}</FormError>}
          <FormState initialValues={{ newPassword: '', newPasswordConfirmation: '' }} rules={rules} onSubmit={handleSubmit}>
            <AuthForm form={FORM} label={t('staff.team.invite.formLabel')} fieldOrder={FIELDS} submit={t('staff.team.invite.submit')} submitting={t('staff.team.invite.submitting')}>
              <StaffFormProblems shown={FIELDS} />
              <input type="email" name="username" autoComplete="username" value={step.invite.email} readOnly hidden />
              <NewPasswordField form={FORM} name="newPassword" label={t('staff.password.new')} />
              <TextField form={FORM} name="newPasswordConfirmation" type="password" label={t('staff.password.confirm')} autoComplete="new-password" />
            </AuthForm>
          </FormState>
        </>
      )}
    </AuthColumn>
  );
}
