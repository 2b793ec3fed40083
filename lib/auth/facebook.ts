/**
 * Facebook login settings: SDK v16.0, language
 * en_US (or the market's language), scope public_profile and email, profile fields name, email
 * and picture, and the OAuth dialog by redirect with client_id, redirect_uri, state (a fixed
 * marker) and response_type=code. The app id comes from the server's environment
 * (FACEBOOK_APP_ID, or NEXT_PUBLIC_FACEBOOK_APP_ID) at request time; without one the button
 * explains itself instead of failing.
 */
import { languageOf, type LocaleTag } from '@/domain/markets';

export const FACEBOOK_SDK_VERSION = 'v16.0';
const FACEBOOK_DEFAULT_LANGUAGE = 'en_US';
export const FACEBOOK_SCOPE = 'public_profile,email';
export const FACEBOOK_FIELDS = 'name,email,picture';
const FACEBOOK_RESPONSE_TYPE = 'code';
/** "A fixed marker string as default redirect state" (the library's own default). */
const FACEBOOK_REDIRECT_STATE = 'facebookdirect';

/** What a Facebook sign-in attempt ends with. */
export type SocialLoginOutcome = 'success' | 'loginCancelled' | 'facebookNotLoaded';

/** The SDK's language for a market: en_US by default; the market's language where Facebook has it. */
const SDK_LANGUAGES: Record<string, string> = { en: FACEBOOK_DEFAULT_LANGUAGE, fr: 'fr_CA', ja: 'ja_JP', pt: 'pt_BR', es: 'es_LA' };

export function facebookLanguage(locale: LocaleTag): string {
  return SDK_LANGUAGES[languageOf(locale)] ?? FACEBOOK_DEFAULT_LANGUAGE;
}

/** The configured app id (digits only, as Facebook issues them), or null. */
export function facebookAppIdFrom(env: Record<string, string | undefined>): string | null {
  const value = (env.FACEBOOK_APP_ID || env.NEXT_PUBLIC_FACEBOOK_APP_ID || '').trim();
  return /^\d{5,32}$/.test(value) ? value : null;
}

/** The redirect dialog's parameters (the library adds client_id from the app id). */
export function facebookDialogParams(origin: string, loginPath: string) {
  return { redirect_uri: `${origin}${loginPath}`, state: FACEBOOK_REDIRECT_STATE, response_type: FACEBOOK_RESPONSE_TYPE };
}

/** The failure outcome the library reports, or loginCancelled for anything unexpected. */
export function failureOutcome(status: unknown): Exclude<SocialLoginOutcome, 'success'> {
  return status === 'facebookNotLoaded' ? 'facebookNotLoaded' : 'loginCancelled';
}

/** The page to reach after the Facebook round trip: remembered before leaving for the dialog. */
const NEXT_KEY = 'hickory.facebookNext';

export function rememberNextForFacebook(next: string): void {
  try {
    window.sessionStorage.setItem(NEXT_KEY, next);
  } catch {
    // Storage refused (private mode): the market's home it will be.
  }
}

export function takeNextForFacebook(): string | null {
  try {
    const next = window.sessionStorage.getItem(NEXT_KEY);
    window.sessionStorage.removeItem(NEXT_KEY);
    return next;
  } catch {
    return null;
  }
}

/** What the login page's query says about a return from the Facebook dialog. */
type FacebookReturn = 'none' | 'code' | 'cancelled';

export function facebookReturnOf(search: string): FacebookReturn {
  const params = new URLSearchParams(search);
  if (params.get('state') !== FACEBOOK_REDIRECT_STATE) return 'none';
  if (params.has('error')) return 'cancelled';
  return params.has(FACEBOOK_RESPONSE_TYPE) ? 'code' : 'none';
}

/** How long the SDK may take to load after the dialog sent the diner back. */
export const FACEBOOK_SDK_WAIT_MS = 10_000;
