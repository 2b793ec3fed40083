/**
 * The password rule shared by the sign-up, reset and change-password forms and the API:
 * at least 8 characters with a lowercase letter, an uppercase letter and a
 * number; at most 256 (long passphrases welcome); not one of the most common passwords.
 * The common list is large, so it is passed in: the API loads it, forms may skip it and show
 * the API's answer.
 */
import type { ErrorParams, MessageCode } from './error-codes';
import { PASSWORD_MIN_LENGTH } from './constants';
import { interpolate } from './interpolate';
import { ACCOUNT_MESSAGES } from './account-messages';
import { VALIDATION_MESSAGES } from './validation/messages';

export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'characters' | 'common';

/** Whether a password is on the common list; receives the password as typed. */
export type CommonPasswordCheck = (password: string) => boolean;

const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;

/** Characters as a person counts them (an emoji is one), so the limits match what was typed. */
function passwordLength(password: string): number {
  return Array.from(password).length;
}

/** The first problem of a password, or null when it is acceptable. */
export function passwordProblem(password: string, isCommon?: CommonPasswordCheck): PasswordProblem | null {
  if (password.length === 0) return 'required';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!LOWER.test(password) || !UPPER.test(password) || !DIGIT.test(password)) return 'characters';
  if (isCommon?.(password)) return 'common';
  return null;
}

/** The message shown for a problem (English; the storefront translates by problem). */
export function passwordMessage(problem: PasswordProblem): string {
  switch (problem) {
    case 'required':
      return VALIDATION_MESSAGES.passwordRequired;
    case 'tooShort':
      return interpolate(VALIDATION_MESSAGES.passwordTooShort, { count: PASSWORD_MIN_LENGTH });
    case 'tooLong':
      return interpolate(ACCOUNT_MESSAGES.passwordTooLong, { count: PASSWORD_MAX_LENGTH });
    case 'characters':
      return VALIDATION_MESSAGES.passwordCharacters;
    case 'common':
      return ACCOUNT_MESSAGES.passwordTooCommon;
  }
}

/**
 * The code and numbers of a password problem's message (domain/error-codes.ts: a text's code is
 * its name in snake case). Written out, so the forms in the browser do not load the code table.
 */
export function passwordErrorDetail(problem: PasswordProblem): { code: MessageCode; params?: ErrorParams } {
  switch (problem) {
    case 'required':
      return { code: 'password_required' };
    case 'tooShort':
      return { code: 'password_too_short', params: { count: PASSWORD_MIN_LENGTH } };
    case 'tooLong':
      return { code: 'password_too_long', params: { count: PASSWORD_MAX_LENGTH } };
    case 'characters':
      return { code: 'password_characters' };
    case 'common':
      return { code: 'password_too_common' };
  }
}

/** The form a password is compared in against the common list: lower case, trimmed. */
function commonPasswordKey(password: string): string {
  return password.trim().toLowerCase();
}

/** A check against a list of common passwords (compared case-insensitively). */
export function commonPasswordCheck(list: Iterable<string>): CommonPasswordCheck {
  const keys = new Set(Array.from(list, commonPasswordKey));
  return (password) => keys.has(commonPasswordKey(password));
}
