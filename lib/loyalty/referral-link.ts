/**
 * The invite link of a referral code: the sign-up page of the diner's market with the code in
 * `ref`, and reading it back on the sign-up page (only a plausible code is kept).
 */
import { SIGN_UP_FIELDS } from '@/domain/validation/fields';
import { localizedPath, type LocaleTag } from '@/domain/markets';

export const REFERRAL_QUERY = 'ref';

const CODE = /^[A-Za-z0-9-]+$/;

export function referralPath(locale: LocaleTag, code: string): string {
  return `${localizedPath(locale, '/signup')}?${REFERRAL_QUERY}=${encodeURIComponent(code)}`;
}

/** The referral code a sign-up link carries, or '' when it carries none that could be one. */
export function referralFromQuery(value: string | string[] | undefined): string {
  const code = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  return code.length <= SIGN_UP_FIELDS.referralCode.max && CODE.test(code) ? code : '';
}
