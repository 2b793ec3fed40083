import type { LocaleTag } from '@/domain/markets';

/**
 * Who is asking, for every call: the locale (which also gives the country) and the login token.
 * token: a string or null on the server (from the request's jwt_token cookie); left undefined in
 * the browser, where the jwt_token cookie is read at call time.
 * cookie: the incoming request's Cookie header, which the GraphQL clients forward on the server.
 * clock: the demo clock's instant (domain/demo-clock.ts) on the server, when the storefront honours
 * it; in the browser the hickory_clock cookie is read at call time.
 */
export type ApiContext = { locale: LocaleTag; token?: string | null; cookie?: string; clock?: string };
