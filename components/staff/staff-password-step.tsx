/**
 * The step after a sign-in with a one-time password: the member chooses a password of their own
 * (the same rule as diners'), then goes on to the console. A one-time password the page already
 * holds (just typed at sign-in, or a welcome link's) is sent as the current one; otherwise (a
 * reload) the member types it again. A hidden username field carries the work email, so password
 * managers file the new password under it and fill no field with it. The API's refusals show as
 * a form-level alert, field messages beside their fields; a submit the rules refuse says why in
 * an alert too, even about a field not shown.
 */
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { showApiFailure } from '@/components/auth/api-errors';
import { AuthForm, NewPasswordField } from '@/components/auth/auth-form';
import { AuthColumn, AuthTitle, FormError, Intro } from '@/components/auth/auth-layout';
import { focusField } from '@/components/auth/focus-field';
import { TextField } from '@/components/form/form-field';
import { localizedPath } from '@/domain/markets';
import { changeStaffPassword } from '@/lib/api/staff';
import type { ChangePasswordValues } from '@/lib/auth/form-values';
import { rulesOnUse } from '@/lib/form/checks';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { StaffFormProblems } from './staff-form-problems';

const TYPED_FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;
const NEW_FIELDS = ['newPassword', 'newPasswordConfirmation'] as const;

type Props = {
  form: string;
  /** The work email: a hidden username field tells password managers whose password this is. */
  email: string;
  /** The one-time password, when the page holds it (just typed, or a welcome link's): not asked again. */
  oneTimePassword?: string;
  /** What follows the change (the console unless given). */
  onDone?: () => void;
};

/** `form` names the form and its fields' ids. */
export function StaffPasswordStep({ form, email, oneTimePassword, onDone }: Props) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = useMemo(() => rulesOnUse(() => import('@/lib/auth/form-rules').then((rules) => rules.changePasswordRules(t))), [t]);
  const asked = oneTimePassword === undefined;
  const fields = asked ? TYPED_FIELDS : NEW_FIELDS;

  const handlePassword = async (values: ChangePasswordValues, helpers: FormHelpers<ChangePasswordValues>) => {
    setFormError(null);
    try {
      await changeStaffPassword(staffContext({ locale }), { currentPassword: values.currentPassword, newPassword: values.newPassword });
      if (onDone) onDone();
      else await router.push(localizedPath(locale, '/staff'));
    } catch (error) {
      const shown = await showApiFailure(t, error, helpers, fields, { password: 'newPassword', passwordConfirmation: 'newPasswordConfirmation' });
      if (shown.field) focusField(form, shown.field);
      else setFormError(shown.text);
    }
  };

  return (
    <AuthColumn>
      <AuthTitle>{t('staff.password.title')}</AuthTitle>
      <Intro>{t('staff.password.intro')}</Intro>
      {formError && <FormError role="alert">{formError}</FormError>}
      <FormState initialValues={{ currentPassword: oneTimePassword ?? '', newPassword: '', newPasswordConfirmation: '' }} rules={rules} onSubmit={handlePassword}>
        <AuthForm form={form} label={t('staff.password.formLabel')} fieldOrder={fields} submit={t('staff.password.submit')} submitting={t('staff.password.submitting')}>
          <StaffFormProblems shown={fields} />
          {/* Without it, a password manager takes the first password field for the username and fills the email there. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          {asked && <TextField form={form} name="currentPassword" type="password" label={t('staff.password.current')} autoComplete="current-password" />}
          <NewPasswordField form={form} name="newPassword" label={t('staff.password.new')} />
          <TextField form={form} name="newPasswordConfirmation" type="password" label={t('staff.password.confirm')} autoComplete="new-password" />
        </AuthForm>
      </FormState>
    </AuthColumn>
  );
}
