/**
 * /signup: name, phone, email twice, password twice, an
 * optional address and a referral code. The API's refusals (a common password, a bad phone) show
 * beside their field. Once sent, the page says where the email went and offers to sign in: the
 * API answers the same whether or not the address already had an account (its owner gets a
 * notice instead of a verification link), so the answer signs no one in.
 */
import { useMemo, useState } from 'react';
import { FieldRow, TextField } from '@/components/form/form-field';
import { MarketLink } from '@/components/common/market-link';
import type { SignUpRequest } from '@/lib/api/auth';
import { EMPTY_SIGN_UP, SIGN_UP_FIELD_ORDER, type SignUpValues } from '@/lib/auth/form-values';
import { rulesOnUse } from '@/lib/form/checks';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { countryOfLocale } from '@/domain/markets';
import { useMarket } from '@/lib/use-market';
import { showApiFailure } from './api-errors';
import { AuthForm, NewPasswordField } from './auth-form';
import { AuthColumn, AuthLinks, AuthTitle, Divider, Fieldset, FormError, Intro, Notice } from './auth-layout';
import { FacebookButton } from './facebook-button';
import { focusField } from './focus-field';

const FORM = 'signup';

type Props = {
  next: string;
  nextQuery: string;
  facebookAppId: string | null;
  loginPath: string;
  /** From an invite link. */
  referralCode?: string;
  /** The keyboard of the market's postal codes (digits or letters), read by the page loader so the shapes table stays on the server. */
  zipInputMode: 'numeric' | 'text';
};

/** The request: trimmed values; empty optional fields left out. */
function toSignUpRequest(values: SignUpValues): SignUpRequest {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    emailConfirmation: values.emailConfirmation.trim(),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    address: optional(values.address),
    city: optional(values.city),
    state: optional(values.state),
    zip: optional(values.zip),
    referralCode: optional(values.referralCode),
  };
}

export function SignUpTemplate({ next, nextQuery, facebookAppId, loginPath, referralCode = '', zipInputMode }: Props) {
  const { locale, t } = useMarket();
  const schema = useMemo(() => rulesOnUse(() => import('@/lib/auth/form-rules').then((rules) => rules.signUpRules(t, countryOfLocale(locale)))), [t, locale]);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (values: SignUpValues, helpers: FormHelpers<SignUpValues>) => {
    setFormError(null);
    try {
      // The auth calls come with the submit (lib/api/auth.ts brings the account field tables): the page does not load them first.
      const { signUp } = await import('@/lib/api/auth');
      const answer = await signUp({ locale }, toSignUpRequest(values));
      setSentTo(String(answer.params?.email ?? values.email.trim()));
    } catch (error) {
      const shown = await showApiFailure(t, error, helpers, SIGN_UP_FIELD_ORDER);
      if (shown.field) focusField(FORM, shown.field);
      else setFormError(shown.text);
    }
  };

  if (sentTo) return <SignUpSent email={sentTo} nextQuery={nextQuery} />;

  return (
    <AuthColumn>
      <AuthTitle>{t('auth.signup.title')}</AuthTitle>
      <Intro>{t('auth.signup.intro')}</Intro>
      {formError && <FormError role="alert">{formError}</FormError>}
      <FormState initialValues={{ ...EMPTY_SIGN_UP, referralCode }} rules={schema} onSubmit={handleSubmit}>
        <AuthForm form={FORM} label={t('auth.signup.formLabel')} fieldOrder={SIGN_UP_FIELD_ORDER} submit={t('auth.signup.submit')} submitting={t('auth.signup.submitting')}>
          <Fieldset>
            <legend>{t('auth.signup.aboutYou')}</legend>
            <FieldRow>
              <TextField form={FORM} name="firstName" label={t('auth.signup.firstName')} autoComplete="given-name" />
              <TextField form={FORM} name="lastName" label={t('auth.signup.lastName')} autoComplete="family-name" />
            </FieldRow>
            <TextField form={FORM} name="phone" type="tel" label={t('auth.signup.phone')} autoComplete="tel" />
          </Fieldset>
          <Fieldset>
            <legend>{t('auth.signup.signInDetails')}</legend>
            <TextField form={FORM} name="email" type="email" label={t('auth.signup.email')} autoComplete="email" />
            <TextField form={FORM} name="emailConfirmation" type="email" label={t('auth.signup.emailConfirmation')} autoComplete="email" />
            <NewPasswordField form={FORM} name="password" label={t('auth.signup.password')} />
            <TextField form={FORM} name="passwordConfirmation" type="password" label={t('auth.signup.passwordConfirmation')} autoComplete="new-password" />
          </Fieldset>
          <Fieldset>
            <legend>{t('auth.signup.addressTitle')}</legend>
            <TextField form={FORM} name="address" label={t('auth.signup.address')} autoComplete="address-line1" />
            <FieldRow>
              <TextField form={FORM} name="city" label={t('auth.signup.city')} autoComplete="address-level2" />
              <TextField form={FORM} name="state" label={t('auth.signup.state')} autoComplete="address-level1" />
              <TextField form={FORM} name="zip" label={t('auth.signup.zip')} autoComplete="postal-code" inputMode={zipInputMode} />
            </FieldRow>
          </Fieldset>
          <TextField form={FORM} name="referralCode" label={t('auth.signup.referralCode')} hint={t('auth.signup.referralHint')} autoComplete="off" />
        </AuthForm>
      </FormState>
      <AuthLinks>
        <p>
          {t('auth.signup.haveAccount')} <MarketLink href={`/login${nextQuery}`}>{t('auth.signup.signIn')}</MarketLink>
        </p>
      </AuthLinks>
      <Divider>{t('auth.login.or')}</Divider>
      <FacebookButton appId={facebookAppId} next={next} loginPath={loginPath} />
    </AuthColumn>
  );
}

/** After sign-up: where the email went, and the way to sign in once it is confirmed. */
function SignUpSent({ email, nextQuery }: { email: string; nextQuery: string }) {
  const { t } = useMarket();
  return (
    <AuthColumn>
      <AuthTitle>{t('auth.verify.sentTitle')}</AuthTitle>
      <Notice role="status">{t('auth.verify.sent', { email })}</Notice>
      <AuthLinks>
        <p>
          {t('auth.signup.thenSignIn')} <MarketLink href={`/login${nextQuery}`}>{t('auth.signup.signIn')}</MarketLink>
        </p>
      </AuthLinks>
    </AuthColumn>
  );
}
