/**
 * What the sign-in pages' loaders share: where to go afterwards (`next`, validated), the query
 * to carry it to the sibling pages, the market's login path (the Facebook dialog's return) and
 * the Facebook app id of the storefront's settings (lib/config/storefront.ts).
 */
import { localizedPath, type LocaleTag } from '@/domain/markets';
import { isSafeRelativePath, nextPathAfterLogin } from './next-path';

type Query = Record<string, string | string[] | undefined>;

export type AuthPageProps = { next: string; nextQuery: string; loginPath: string; facebookAppId: string | null };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function authPageProps(locale: LocaleTag, query: Query, facebookAppId: string | null = null): AuthPageProps {
  const next = nextPathAfterLogin(locale, { next: query.next, returnTo: query.returnTo });
  const asked = first(query.next) ?? first(query.returnTo);
  const nextQuery = asked && isSafeRelativePath(asked) ? `?next=${encodeURIComponent(next)}` : '';
  return { next, nextQuery, loginPath: localizedPath(locale, '/login'), facebookAppId };
}

/** A single query value as a string ('' when absent). */
export function queryValue(query: Query, name: string): string {
  return first(query[name]) ?? '';
}
