import type { LocaleTag } from '@/domain/markets';

/**
 * Who is asking, for every call: the locale (which also gives the country) and the login token.
 * token: a string or null on the server (from the request's jwt_token cookie); left undefined in
 * the browser, where the jwt_token cookie is read at call time.
 * cookie: the incoming request's Cookie header, which the GraphQL clients forward on the server.
 */
export type ApiContext = { locale: LocaleTag; token?: string | null; cookie?: string };
