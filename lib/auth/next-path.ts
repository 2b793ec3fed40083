/**
 * Where to go after signing in: the `next` query value (or `returnTo`, which older links such as
 * the checkout's sign-in link use) when it is a same-origin relative path, otherwise the market's
 * home. A path without the market prefix gains it ('/user-profile' → '/ca/fr/user-profile'); one
 * that already carries a market prefix is kept as it is. Anything else (absolute URLs,
 * protocol-relative '//evil', backslashes, control characters) is refused, so a crafted link
 * cannot send a diner to another site after they sign in.
 */
import { homePath, localizedPath, parseMarketPath, type LocaleTag } from '@/domain/markets';

type QueryValue = string | string[] | undefined;

const MAX_NEXT_LENGTH = 2048;

/** Whether `value` is a path on this site: '/…', not '//…', no backslash, no control characters. */
export function isSafeRelativePath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_NEXT_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Browsers read '\' as '/', so '/\evil.example' would leave the site.
  if (value.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(value);
}

function firstOf(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The page the login flow should end on, in `locale`'s market. */
export function nextPathAfterLogin(locale: LocaleTag, query: { next?: QueryValue; returnTo?: QueryValue }): string {
  const raw = firstOf(query.next) ?? firstOf(query.returnTo);
  if (!raw || !isSafeRelativePath(raw)) return homePath(locale);
  const path = raw.split('#')[0] ?? raw;
  const bare = parseMarketPath(path).rest.split('?')[0];
  // Never come back to a page of the login flow itself.
  if (bare && AUTH_PAGES.includes(bare.replace(/\/+$/, ''))) return homePath(locale);
  return parseMarketPath(path).prefix ? path : localizedPath(locale, path);
}

/** The pages of the sign-in flow: a `next` pointing at one of them would loop. */
export const AUTH_PAGES: readonly string[] = ['/login', '/signup', '/forgot-password', '/reset-password', '/verify-email'];

/** A link to the login page of `locale` that comes back to `path` afterwards. */
export function loginPathWithNext(locale: LocaleTag, path: string): string {
  const login = localizedPath(locale, '/login');
  return isSafeRelativePath(path) ? `${login}?next=${encodeURIComponent(path)}` : login;
}
