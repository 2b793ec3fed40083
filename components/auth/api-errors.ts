/**
 * How a sign-in form shows an API refusal: a message about one field (a common password, an
 * email that already has an account) goes beside that field; anything else is a form-level
 * message. Known codes are shown in the diner's language (lib/api/error-text.ts), whose tables are
 * fetched when a call has failed (lib/api/failure-text.ts says why); the form stays busy meanwhile.
 */
import { isApiError } from '@/lib/api/api-error';
import { failureText } from '@/lib/api/failure-text';
import type { AuthMessageName } from '@/lib/auth/messages';
import type { FormHelpers } from '@/lib/form/form-state';
import type { Translate } from '@/lib/i18n';

/** The field each field-level message belongs to. */
const FIELD_OF: Partial<Record<AuthMessageName, string>> = {
  passwordTooCommon: 'password',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
  passwordCharacters: 'password',
  passwordsMustMatch: 'passwordConfirmation',
  emailTaken: 'email',
  emailFormatIncorrect: 'email',
  emailsMustMatch: 'emailConfirmation',
  invalidPhone: 'phone',
  currentPasswordWrong: 'currentPassword',
  newPasswordSameAsCurrent: 'newPassword',
};

export { failureText };

/** The shared message name the failure's code spells ('emailTaken'), read with the text tables; undefined when they cannot be fetched. */
async function messageNameOf(error: unknown): Promise<string | undefined> {
  if (!isApiError(error)) return undefined;
  try {
    const { sharedMessageName } = await import('@/lib/api/error-text');
    return sharedMessageName(error);
  } catch {
    return undefined;
  }
}

type ShownFailure = { field: string; text: string } | { field: null; text: string };

/**
 * Puts the API's message beside its field when the form has that field, and moves focus there;
 * otherwise answers the form-level text to show (`field: null`). `renames` maps the API's field
 * names to the form's (a reset form calls its new password `password` too).
 */
export async function showApiFailure<V>(
  t: Translate,
  error: unknown,
  helpers: Pick<FormHelpers<V>, 'setFieldError'>,
  fields: readonly string[],
  renames: Record<string, string> = {},
): Promise<ShownFailure> {
  const [text, name] = await Promise.all([failureText(t, error), messageNameOf(error)]);
  const apiField = name ? FIELD_OF[name as AuthMessageName] : undefined;
  const field = apiField ? (renames[apiField] ?? apiField) : undefined;
  if (field && fields.includes(field)) {
    helpers.setFieldError(field, text);
    return { field, text };
  }
  return { field: null, text };
}
