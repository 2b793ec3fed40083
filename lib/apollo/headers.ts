/** The headers of every GraphQL call. */
import { BRAND_ID } from '@/domain/constants';
import { htmlLang } from '@/domain/markets';
import type { ApiContext } from '@/lib/api/context';
import { countryAlpha2, tokenOf } from '@/lib/api/headers';

/** brand-id, country-alpha-2, Accept-Language, authorization; on the server also the request's cookies. */
export function graphqlHeaders(ctx: ApiContext): Record<string, string> {
  const token = tokenOf(ctx);
  const onServer = typeof window === 'undefined';
  return {
    'brand-id': String(BRAND_ID),
    'country-alpha-2': countryAlpha2(ctx.locale),
    'Accept-Language': htmlLang(ctx.locale),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(onServer && ctx.cookie ? { cookie: ctx.cookie } : {}),
  };
}
