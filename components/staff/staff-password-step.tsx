/**
 * The step after a sign-in with a one-time password: the member chooses a password of their own
 * (the same rule as diners'), then goes on to the console. A one-time password the page already
 * holds (a welcome link's) is sent as the current one; otherwise the member types it again. The
 * API's refusals show as a form-level alert, field messages beside their fields.
 */
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { changePasswordSchema, type ChangePasswordValues } from '@/components/account/change-password-section';
import { showApiFailure } from '@/components/auth/api-errors';
import { AuthForm, NewPasswordField } from '@/components/auth/auth-form';
import { AuthColumn, AuthTitle, FormError, Intro } from '@/components/auth/auth-layout';
import { focusField } from '@/components/auth/focus-field';
import { TextField } from '@/components/form/form-field';
import { localizedPath } from '@/domain/markets';
import { changeStaffPassword } from '@/lib/api/staff';
import { authMessages } from '@/lib/auth/messages';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

const TYPED_FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;
const NEW_FIELDS = ['newPassword', 'newPasswordConfirmation'] as const;

/** `form` names the form and its fields' ids; `oneTimePassword`, when the page holds it, is not asked for. */
export function StaffPasswordStep({ form, oneTimePassword }: { form: string; oneTimePassword?: string }) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = useMemo(() => changePasswordSchema(authMessages(t)), [t]);
  const asked = oneTimePassword === undefined;
  const fields = asked ? TYPED_FIELDS : NEW_FIELDS;

  const handlePassword = async (values: ChangePasswordValues, helpers: FormHelpers<ChangePasswordValues>) => {
    setFormError(null);
    try {
      await changeStaffPassword(staffContext({ locale }), { currentPassword: values.currentPassword, newPassword: values.newPassword });
      await router.push(localizedPath(locale, '/staff'));
    } catch (error) {
      const shown = showApiFailure(t, error, helpers, fields, { password: 'newPassword', passwordConfirmation: 'newPasswordConfirmation' });
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
          {asked && <TextField form={form} name="currentPassword" type="password" label={t('staff.password.current')} autoComplete="current-password" />}
          <NewPasswordField form={form} name="newPassword" label={t('staff.password.new')} />
          <TextField form={form} name="newPasswordConfirmation" type="password" label={t('staff.password.confirm')} autoComplete="new-password" />
        </AuthForm>
      </FormState>
    </AuthColumn>
  );
}
