/**
 * /staff/welcome: where the link `npm run staff:create-admin` prints leads. The link's fragment
 * (never sent to a server) carries the email and a one-time password: the page signs in with
 * them, drops the fragment from the address bar, and asks for a password of the person's own
 * through the same change-password step as a first sign-in; then the console. A link that expired
 * (24 hours) or was already used signs nobody in and says so.
 */
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { AuthColumn, AuthTitle, FormError, Intro } from '@/components/auth/auth-layout';
import { localizedPath } from '@/domain/markets';
import { staffLogin } from '@/lib/api/staff';
import { staffContext, storeStaffSession } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { StaffPasswordStep } from './staff-password-step';

type Step = { kind: 'checking' } | { kind: 'password'; code: string } | { kind: 'failed' };

/** The email and one-time password of a welcome link's fragment, or null. */
export function welcomeLinkOf(hash: string): { email: string; code: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const email = params.get('email')?.trim();
  const code = params.get('code');
  return email && code ? { email, code } : null;
}

export function StaffWelcomeTemplate() {
  const { locale, t } = useMarket();
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
      .then((session) => {
        storeStaffSession(session);
        setStep(session.staff.mustChangePassword ? { kind: 'password', code: link.code } : { kind: 'failed' });
      })
      .catch(() => setStep({ kind: 'failed' }));
  }, [locale]);

  if (step.kind === 'password') return <StaffPasswordStep form="staff-welcome" oneTimePassword={step.code} />;

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
