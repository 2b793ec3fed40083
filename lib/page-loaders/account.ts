/**
 * Account pages need a signed-in customer: the loader reads the profile with the
 * request's jwt_token. No token, or one the API refuses (expired, revoked at logout), sends the
 * diner to the login page of their market, which brings them back here afterwards.
 */
import type { WireProfile } from '@/domain/wire/profile';
import { localizedPath } from '@/domain/markets';
import { isApiError } from '../api/api-error';
import { fetchProfile } from '../api/profile';
import { loginPathWithNext } from '../auth/next-path';
import type { LoaderArgs, LoaderResult } from './with-page';

type AccountLoaderArgs = LoaderArgs & { profile: WireProfile };

/** Wraps an account page's loader: `path` is the page's own path, without the market prefix. */
export function accountLoader<P>(
  path: (args: LoaderArgs) => string,
  load: (args: AccountLoaderArgs) => Promise<LoaderResult<P>>,
): (args: LoaderArgs) => Promise<LoaderResult<P>> {
  return async (args) => {
    const toLogin = () => ({
      redirect: { destination: loginPathWithNext(args.market.locale, localizedPath(args.market.locale, path(args))), permanent: false },
    });
    if (!args.api.token) return toLogin();
    let profile: WireProfile;
    try {
      profile = await fetchProfile(args.api);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return toLogin();
      throw error;
    }
    return load({ ...args, profile });
  };
}

const MAX_PAGE = 10_000;

/** The page number of a list's `?page=`: a whole number from 1; anything else is page 1. */
export function pageOf(value: unknown): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = typeof text === 'string' && /^\d{1,5}$/.test(text) ? Number(text) : 1;
  return Math.min(Math.max(page, 1), MAX_PAGE);
}
