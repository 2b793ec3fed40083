/**
 * /staff/welcome: where the link `npm run staff:create-admin` prints leads. The link's fragment
 * (never sent to a server) carries the email and a one-time password: the page signs in with
 * them, drops the fragment from the address bar, and asks for a password of the person's own
 * through the same change-password step as a first sign-in; a brand admin then sets up an
 * authenticator app (the same step as at /staff/login); then the console. A link that expired
 * (24 hours) or was already used signs nobody in and says so.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { AuthColumn, AuthTitle, FormError, Intro } from '@/components/auth/auth-layout';
import { localizedPath } from '@/domain/markets';
import { staffLogin } from '@/lib/api/staff';
import { isSecondFactorChallenge } from '@/lib/api/staff-second-factor';
import { staffContext } from '@/lib/staff/session';
import { storeStaffSession } from '@/lib/staff/store-session';
import { useMarket } from '@/lib/use-market';
import { StaffEnrolStep } from './staff-enrol-step';
import { StaffPasswordStep } from './staff-password-step';

type Step = { kind: 'checking' } | { kind: 'password'; email: string; code: string; enrolNext: boolean } | { kind: 'enrol' } | { kind: 'failed' };

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
  const started = useRef(false);

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
      .then((answer) => {
        // A welcome link is for a member who has no second factor yet; anyone else signs in at /staff/login.
        if (isSecondFactorChallenge(answer) || !answer.staff.mustChangePassword) return setStep({ kind: 'failed' });
        storeStaffSession(answer);
        setStep({ kind: 'password', email: link.email, code: link.code, enrolNext: answer.staff.secondFactorEnrolmentRequired });
      })
      .catch(() => setStep({ kind: 'failed' }));
  }, [locale]);

  if (step.kind === 'password') {
    const enrolNext = step.enrolNext;
    return <StaffPasswordStep form="staff-welcome" email={step.email} oneTimePassword={step.code} onDone={enrolNext ? () => setStep({ kind: 'enrol' }) : undefined} />;
  }
  if (step.kind === 'enrol') return <StaffEnrolStep onDone={() => void router.push(localizedPath(locale, '/staff'))} />;

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
