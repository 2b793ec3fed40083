/**
 * The ApiContext of a server-rendered request: its locale, its jwt_token cookie and, when the
 * storefront honours the demo clock (`demoClock`), the instant of its hickory_clock cookie.
 */
import { COOKIE_NAMES } from '@/domain/constants';
import type { LocaleTag } from '@/domain/markets';
import { DEMO_CLOCK_COOKIE, parseDemoClock } from '@/domain/demo-clock';
import { cookieFromHeader } from '@/lib/cookies';
import type { ApiContext } from './context';

export function apiContextFromRequest(req: { headers: { cookie?: string } }, locale: LocaleTag, demoClock = false): ApiContext {
  const cookie = req.headers.cookie;
  const clock = demoClock ? parseDemoClock(cookieFromHeader(cookie, DEMO_CLOCK_COOKIE)) : null;
  return {
    locale,
    token: cookieFromHeader(cookie, COOKIE_NAMES.jwtToken) || null,
    ...(cookie ? { cookie } : {}),
    ...(clock ? { clock: clock.toISOString() } : {}),
  };
}
