/**
 * /login: email and password with the validation messages inline, "Wrong email or
 * password" and the throttling message from the API as a form-level alert, links to sign up and
 * to forgot password, and the Facebook button. Signed in, the diner goes to `next`.
 */
import { useMemo, useState } from 'react';
import { TextField } from '@/components/form/form-field';
import { MarketLink } from '@/components/common/market-link';
import { completeSignIn } from '@/lib/auth/complete-sign-in';
import { EMPTY_LOGIN, type LoginValues } from '@/lib/auth/form-values';
import { rulesOnUse } from '@/lib/form/checks';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { showApiFailure } from './api-errors';
import { AuthForm } from './auth-form';
import { AuthColumn, AuthLinks, AuthTitle, Divider, FormError, Intro, Notice } from './auth-layout';
import { FacebookButton } from './facebook-button';
import { focusField } from './focus-field';

const FORM = 'login';
const FIELDS = ['email', 'password'] as const;

export type LoginNotice = 'passwordSet' | null;

type Props = {
  next: string;
  /** `?next=` to carry to the sign-up link ('' when the page had none). */
  nextQuery: string;
  notice: LoginNotice;
  facebookAppId: string | null;
  loginPath: string;
};

export function LoginTemplate({ next, nextQuery, notice, facebookAppId, loginPath }: Props) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => rulesOnUse(() => import('@/lib/auth/form-rules').then((rules) => rules.loginRules(t))), [t]);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (values: LoginValues, helpers: FormHelpers<LoginValues>) => {
    setFormError(null);
    try {
      // The auth calls come with the submit (lib/api/auth.ts brings the account field tables): the page does not load them first.
      const { login } = await import('@/lib/api/auth');
      completeSignIn(await login({ locale }, { email: values.email.trim(), password: values.password }), next);
    } catch (error) {
      const shown = await showApiFailure(t, error, helpers, FIELDS);
      if (shown.field) focusField(FORM, shown.field);
      else setFormError(shown.text);
    }
  };

  return (
    <AuthColumn>
      <AuthTitle>{t('auth.login.title')}</AuthTitle>
      <Intro>{t('auth.login.intro')}</Intro>
      {notice === 'passwordSet' && <Notice role="status">{t('auth.message.passwordSet')}</Notice>}
      {formError && <FormError role="alert">{formError}</FormError>}
      <FormState initialValues={EMPTY_LOGIN} rules={schema} onSubmit={handleSubmit}>
        <AuthForm form={FORM} label={t('auth.login.formLabel')} fieldOrder={FIELDS} submit={t('auth.login.submit')} submitting={t('auth.login.submitting')}>
          <TextField form={FORM} name="email" type="email" label={t('auth.login.email')} autoComplete="email" />
          <TextField form={FORM} name="password" type="password" label={t('auth.login.password')} autoComplete="current-password" />
        </AuthForm>
      </FormState>
      <AuthLinks>
        <p>
          <MarketLink href="/forgot-password">{t('auth.login.forgotPassword')}</MarketLink>
        </p>
        <p>
          {t('auth.login.noAccount')} <MarketLink href={`/signup${nextQuery}`}>{t('auth.login.signUp')}</MarketLink>
        </p>
      </AuthLinks>
      <Divider>{t('auth.login.or')}</Divider>
      <FacebookButton appId={facebookAppId} next={next} loginPath={loginPath} />
    </AuthColumn>
  );
}
