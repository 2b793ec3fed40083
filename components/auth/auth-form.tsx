/** The pieces the sign-in pages' forms share. */
import type { ReactNode } from 'react';
import { FocusFirstError } from '@/components/form/focus-first-error';
import { TextField } from '@/components/form/form-field';
import { MarketLink } from '@/components/common/market-link';
import { PASSWORD_MIN_LENGTH } from '@/domain/constants';
import { Form, useFormState } from '@/lib/form/form-state';
import { useT } from '@/lib/use-t';
import { AuthLinks, SubmitButton } from './auth-layout';

type Props = { form: string; label: string; fieldOrder: readonly string[]; submit: string; submitting?: string; children: ReactNode };

/**
 * A form inside its <FormState>: after a failed submit the first field in error takes focus, and the
 * submit button waits (showing `submitting`, when given) while the form is submitting.
 */
export function AuthForm({ form, label, fieldOrder, submit, submitting = submit, children }: Props) {
  const { isSubmitting } = useFormState();
  return (
    <Form id={form} noValidate aria-label={label}>
      <FocusFirstError form={form} order={fieldOrder} />
      {children}
      <SubmitButton type="submit" disabled={isSubmitting}>
        {isSubmitting ? submitting : submit}
      </SubmitButton>
    </Form>
  );
}

/** The way back to the sign-in page, under a form. */
export function BackToLogin() {
  const t = useT();
  return (
    <AuthLinks>
      <p>
        <MarketLink href="/login">{t('auth.forgot.backToLogin')}</MarketLink>
      </p>
    </AuthLinks>
  );
}

/** A new password field, with the password rule as its hint. */
export function NewPasswordField({ form, name, label }: { form: string; name: string; label: string }) {
  const t = useT();
  return (
    <TextField
      form={form}
      name={name}
      type="password"
      label={label}
      hint={t('auth.signup.passwordHint', { count: PASSWORD_MIN_LENGTH })}
      autoComplete="new-password"
    />
  );
}
