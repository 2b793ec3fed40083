/**
 * /verify-email: both ends of the email confirmation.
 *  - With `?token=` (the verification mail's link), the page confirms the address as soon as it
 *    opens in a browser (a link scanner that does not run scripts cannot use the link up), then
 *    says so; a used, expired or unknown link says that instead.
 *  - Without a token, it says where the mail went.
 * Once confirmed, a signed-out diner is offered to sign in, a signed-in one to continue.
 * Both offer to send the mail again: to the signed-in account, or to an email typed here.
 */
import { useEffect, useMemo, useState } from 'react';
import { TextField } from '@/components/form/form-field';
import { answerText } from '@/lib/api/failure-text';
import type { EmailValues } from '@/lib/auth/form-values';
import { rulesOnUse } from '@/lib/form/checks';
import { Form, FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { failureText } from './api-errors';
import { classed } from '@/lib/classed';
import { AuthColumn, AuthTitle, FormError, Intro, Notice, SecondaryAction } from './auth-layout';
import { MarketLink } from '@/components/common/market-link';
import { PageLink } from '@/components/common/page-link';
import styles from './verify-email-template.module.css';

export type VerifyEmailProps = {
  token: string;
  next: string;
  /** The signed-in account's email and whether it is confirmed; null when signed out. */
  account: { email: string; emailVerified: boolean } | null;
  /** Whether the visitor is signed in, and the query carrying `next` to the login page. */
  signedIn: boolean;
  nextQuery: string;
};

type Confirmation = { state: 'idle' | 'confirming' | 'confirmed' } | { state: 'failed'; text: string };

export function VerifyEmailTemplate({ token, next, account, signedIn, nextQuery }: VerifyEmailProps) {
  const { t } = useMarket();
  const confirmation = useConfirmation(token);
  const verified = confirmation.state === 'confirmed' || (!token && account?.emailVerified === true);

  return (
    <AuthColumn>
      <AuthTitle>{token ? t('auth.verify.title') : t('auth.verify.sentTitle')}</AuthTitle>
      {confirmation.state === 'confirming' && <Notice role="status">{t('auth.verify.confirming')}</Notice>}
      {confirmation.state === 'confirmed' && <Notice role="status">{t('auth.verify.confirmed')}</Notice>}
      {confirmation.state === 'failed' && <FormError role="alert">{confirmation.text}</FormError>}
      {!token && account?.emailVerified && <Notice role="status">{t('auth.message.alreadyVerified')}</Notice>}
      {!token && !account?.emailVerified && (
        <Intro>{account ? t('auth.verify.sent', { email: account.email }) : t('auth.verify.sentNoEmail')}</Intro>
      )}
      {!verified && confirmation.state !== 'confirming' && <Resend signedIn={account !== null} />}
      {verified && signedIn && (
        <p>
          {/* `next` already carries the market prefix. */}
          <ContinueLink href={next}>{t('auth.verify.continue')}</ContinueLink>
        </p>
      )}
      {verified && !signedIn && (
        <p>
          <MarketLink href={`/login${nextQuery}`}>{t('auth.signup.signIn')}</MarketLink>
        </p>
      )}
    </AuthColumn>
  );
}

function useConfirmation(token: string): Confirmation {
  const { locale, t } = useMarket();
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: token ? 'confirming' : 'idle' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    // The auth calls come with the act (lib/api/auth.ts brings the account field tables): the page does not load them first.
    import('@/lib/api/auth')
      .then(({ confirmEmail }) => confirmEmail({ locale }, token))
      .then(
        () => live && setConfirmation({ state: 'confirmed' }),
        // Still "confirming" while the failure's text is fetched.
        async (error: unknown) => {
          const text = await failureText(t, error);
          if (live) setConfirmation({ state: 'failed', text });
        },
      );
    return () => {
      live = false;
    };
    // Once per link: a language change must not confirm again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return confirmation;
}

const FORM = 'resend-verification';

function Resend({ signedIn }: { signedIn: boolean }) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => rulesOnUse(() => import('@/lib/auth/form-rules').then((rules) => rules.emailRules(t))), [t]);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (values: EmailValues) => {
    try {
      const { resendVerificationEmail } = await import('@/lib/api/auth');
      const result = await resendVerificationEmail({ locale }, signedIn ? undefined : values.email.trim());
      setAnswer({ ok: true, text: await answerText(t, result) });
    } catch (error) {
      setAnswer({ ok: false, text: await failureText(t, error) });
    }
  };

  return (
    <section aria-labelledby={`${FORM}-title`}>
      <p id={`${FORM}-title`}>{t('auth.verify.resendIntro')}</p>
      {answer && (answer.ok ? <Notice role="status">{answer.text}</Notice> : <FormError role="alert">{answer.text}</FormError>)}
      <FormState initialValues={{ email: '' }} rules={signedIn ? undefined : schema} onSubmit={send}>
        {({ isSubmitting }) => (
          <Form id={FORM} noValidate aria-labelledby={`${FORM}-title`}>
            {!signedIn && <TextField form={FORM} name="email" type="email" label={t('auth.verify.resendEmail')} autoComplete="email" />}
            <SecondaryAction type="submit" disabled={isSubmitting}>
              {t('auth.verify.resend')}
            </SecondaryAction>
          </Form>
        )}
      </FormState>
    </section>
  );
}

const ContinueLink = classed(PageLink, styles.continueLink);
