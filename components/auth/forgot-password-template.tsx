/** /forgot-password: the account's email; the API always answers the same, so no one learns who has an account. */
import { useMemo, useState } from 'react';
import { TextField } from '@/components/form/form-field';
import { answerText } from '@/lib/api/failure-text';
import type { EmailValues } from '@/lib/auth/form-values';
import { rulesOnUse } from '@/lib/form/checks';
import { FormState } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { failureText } from './api-errors';
import { AuthForm, BackToLogin } from './auth-form';
import { AuthColumn, AuthTitle, FormError, Intro, Notice } from './auth-layout';

const FORM = 'forgot-password';
const FIELDS = ['email'] as const;

export function ForgotPasswordTemplate() {
  const { locale, t } = useMarket();
  const schema = useMemo(() => rulesOnUse(() => import('@/lib/auth/form-rules').then((rules) => rules.emailRules(t))), [t]);
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (values: EmailValues) => {
    setFormError(null);
    try {
      // The auth calls come with the submit (lib/api/auth.ts brings the account field tables): the page does not load them first.
      const { forgotPassword } = await import('@/lib/api/auth');
      const answer = await forgotPassword({ locale }, values.email.trim());
      setSent(await answerText(t, answer));
    } catch (error) {
      setFormError(await failureText(t, error));
    }
  };

  return (
    <AuthColumn>
      <AuthTitle>{t('auth.forgot.title')}</AuthTitle>
      <Intro>{t('auth.forgot.intro')}</Intro>
      {sent && <Notice role="status">{sent}</Notice>}
      {formError && <FormError role="alert">{formError}</FormError>}
      <FormState initialValues={{ email: '' }} rules={schema} onSubmit={handleSubmit}>
        <AuthForm form={FORM} label={t('auth.forgot.title')} fieldOrder={FIELDS} submit={t('auth.forgot.submit')}>
          <TextField form={FORM} name="email" type="email" label={t('auth.forgot.email')} autoComplete="email" />
        </AuthForm>
      </FormState>
      <BackToLogin />
    </AuthColumn>
  );
}
