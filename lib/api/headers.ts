/** The common headers, sent on every REST call. */
import { BRAND_ID, COOKIE_NAMES, PLATFORM_ID, TENANT_ID } from '@/domain/constants';
import { countryOfLocale, htmlLang, type CountryCode, type LocaleTag } from '@/domain/markets';
import { DEMO_CLOCK_COOKIE, DEMO_CLOCK_HEADER, parseDemoClock } from '@/domain/demo-clock';
import { readCookie } from '@/lib/cookies';
import type { ApiContext } from './context';

/** US, CA, JP ... for a locale. */
export function countryAlpha2(locale: LocaleTag): CountryCode {
  return countryOfLocale(locale);
}

/** The token of the call: the context's on the server, the jwt_token cookie's in the browser. */
export function tokenOf(ctx: ApiContext): string | null {
  const token = ctx.token === undefined ? readCookie(COOKIE_NAMES.jwtToken) : ctx.token;
  return token ? token : null;
}

/** The demo clock to send: the context's on the server, the hickory_clock cookie's in the browser (the API honours it in demo mode only). */
function clockOf(ctx: ApiContext): string | null {
  if (ctx.clock) return ctx.clock;
  if (ctx.token !== undefined) return null;
  return parseDemoClock(readCookie(DEMO_CLOCK_COOKIE))?.toISOString() ?? null;
}

export function apiHeaders(ctx: ApiContext): Record<string, string> {
  const token = tokenOf(ctx);
  const clock = clockOf(ctx);
  return {
    Accept: 'application/json',
    'Accept-Language': htmlLang(ctx.locale),
    'brand-id': String(BRAND_ID),
    'country-alpha-2': countryAlpha2(ctx.locale),
    'platform-id': PLATFORM_ID,
    'X-Tenant-Id': TENANT_ID,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(clock ? { [DEMO_CLOCK_HEADER]: clock } : {}),
  };
}
