/**
 * Change password: the current password, a new one by the password rule, and the new
 * one again. The rule and its messages are the sign-up form's (lib/auth/schemas.ts), fetched on use. The API's
 * refusals go beside their field: a wrong current password (400, so the session stays) beside
 * the current one, a common or unchanged password beside the new one. Success says so and
 * empties the form.
 */
import { useMemo, useState } from 'react';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { showApiFailure } from '@/components/auth/api-errors';
import { NewPasswordField } from '@/components/auth/auth-form';
import { focusField } from '@/components/auth/focus-field';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { FieldRow, TextField } from '@/components/form/form-field';
import { changePassword } from '@/lib/api/auth';
import { answerText } from '@/lib/api/failure-text';
import type { ChangePasswordValues } from '@/lib/auth/form-values';
import { rulesOnUse } from '@/lib/form/checks';
import { FormState, type FormHelpers } from '@/lib/form/form-state';
import { useMarket } from '@/lib/use-market';
import { AccountSection, MainButton } from './account-ui';
import { Editor } from './editor-form';

const FORM = 'change-password';
const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** The API calls the new password `newPassword`; the shared field messages call it `password`. */
const API_FIELD_RENAMES = { password: 'newPassword', passwordConfirmation: 'newPasswordConfirmation' };

export function ChangePasswordSection() {
  const { locale, t } = useMarket();
  const schema = useMemo(() => rulesOnUse(() => import('@/lib/auth/form-rules').then((rules) => rules.changePasswordRules(t))), [t]);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const handleSubmit = async (values: ChangePasswordValues, helpers: FormHelpers<ChangePasswordValues>) => {
    setFormError(null);
    setDone(null);
    setPending(true);
    try {
      const answer = await changePassword({ locale }, { currentPassword: values.currentPassword, newPassword: values.newPassword });
      helpers.resetForm();
      setDone(answer.message ? await answerText(t, answer) : t('auth.message.passwordChanged'));
    } catch (error) {
      const shown = await showApiFailure(t, error, helpers, CHANGE_PASSWORD_FIELDS, API_FIELD_RENAMES);
      if (shown.field) focusField(FORM, shown.field);
      else setFormError(shown.text);
    } finally {
      setPending(false);
    }
  };

  const title = t('account.password.title');
  return (
    <AccountSection id="password" title={title} busy={pending}>
      <FormState initialValues={EMPTY} rules={schema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Editor id={FORM} noValidate aria-label={title}>
            <FocusFirstError form={FORM} order={CHANGE_PASSWORD_FIELDS} />
            {formError && <ErrorNotice role="alert">{formError}</ErrorNotice>}
            <TextField form={FORM} name="currentPassword" type="password" label={t('account.password.current')} autoComplete="current-password" />
            <FieldRow>
              <NewPasswordField form={FORM} name="newPassword" label={t('account.password.new')} />
              <TextField form={FORM} name="newPasswordConfirmation" type="password" label={t('account.password.confirm')} autoComplete="new-password" />
            </FieldRow>
            <MainButton type="submit" disabled={isSubmitting || pending}>
              {t('account.password.submit')}
            </MainButton>
            <p role="status">{done ?? ''}</p>
          </Editor>
        )}
      </FormState>
    </AccountSection>
  );
}
