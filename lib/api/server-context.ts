/** The ApiContext of a server-rendered request: its locale and its jwt_token cookie. */
import { COOKIE_NAMES } from '@/domain/constants';
import type { LocaleTag } from '@/domain/markets';
import { cookieFromHeader } from '@/lib/cookies';
import type { ApiContext } from './context';

export function apiContextFromRequest(req: { headers: { cookie?: string } }, locale: LocaleTag): ApiContext {
  const cookie = req.headers.cookie;
  return { locale, token: cookieFromHeader(cookie, COOKIE_NAMES.jwtToken) || null, ...(cookie ? { cookie } : {}) };
}
