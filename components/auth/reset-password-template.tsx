/**
 * /reset-password?token=… (the link of the forgot-password mail): a new password twice, by the
 * sign-up rule. A used, expired or unknown link says so, with a way to ask for a new one. Once
 * set, the diner signs in with it.
 */
import { useMemo, useState } from 'react';
import { TextField } from '@/components/form/form-field';
import { MarketLink } from '@/components/common/market-link';
import { localizedPath } from '@/domain/markets';
import { navigation } from '@/lib/api/navigation';
import type { NewPasswordValues } from '@/lib/auth/form-values';
import { rulesOnUse } from '@/lib/form/checks';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { showApiFailure } from './api-errors';
import { AuthForm, BackToLogin, NewPasswordField } from './auth-form';
import { AuthColumn, AuthTitle, FormError, Intro } from './auth-layout';
import { focusField } from './focus-field';

const FORM = 'reset-password';
const FIELDS = ['password', 'passwordConfirmation'] as const;
const EMPTY: NewPasswordValues = { password: '', passwordConfirmation: '' };

export function ResetPasswordTemplate({ token }: { token: string }) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => rulesOnUse(() => import('@/lib/auth/form-rules').then((rules) => rules.newPasswordRules(t))), [t]);
  const [formError, setFormError] = useState<string | null>(token ? null : t('auth.message.resetLinkInvalid'));

  const handleSubmit = async (values: NewPasswordValues, helpers: FormHelpers<NewPasswordValues>) => {
    setFormError(null);
    try {
      // The auth calls come with the submit (lib/api/auth.ts brings the account field tables): the page does not load them first.
      const { setPassword } = await import('@/lib/api/auth');
      await setPassword({ locale }, { token, password: values.password });
      navigation.navigate(`${localizedPath(locale, '/login')}?reset=1`);
    } catch (error) {
      const shown = await showApiFailure(t, error, helpers, FIELDS, { newPassword: 'password' });
      if (shown.field) focusField(FORM, shown.field);
      else setFormError(shown.text);
    }
  };

  return (
    <AuthColumn>
      <AuthTitle>{t('auth.reset.title')}</AuthTitle>
      <Intro>{t('auth.reset.intro')}</Intro>
      {formError && (
        <FormError role="alert">
          {formError} <MarketLink href="/forgot-password">{t('auth.reset.askNewLink')}</MarketLink>
        </FormError>
      )}
      {token && (
        <FormState initialValues={EMPTY} rules={schema} onSubmit={handleSubmit}>
          <AuthForm form={FORM} label={t('auth.reset.title')} fieldOrder={FIELDS} submit={t('auth.reset.submit')}>
            <NewPasswordField form={FORM} name="password" label={t('auth.reset.password')} />
            <TextField form={FORM} name="passwordConfirmation" type="password" label={t('auth.reset.passwordConfirmation')} autoComplete="new-password" />
          </AuthForm>
        </FormState>
      )}
      <BackToLogin />
    </AuthColumn>
  );
}
