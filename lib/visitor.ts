/**
 * What differs per visitor in the shell of a page that is the same for everyone (a shared-cached
 * page carries neither): the signed-in summary and the cart summary, read in the browser after
 * hydration through lib/api with the visitor's own cookies. No cookie, no call.
 *
 * An expired session here only means signed out (the stale cookie goes), never a trip to the
 * login page: the visitor asked for a public page.
 */
import { COOKIE_NAMES } from '@/domain/constants';
import type { LocaleTag } from '@/domain/markets';
import type { WireProfile } from '@/domain/wire/profile';
import { isApiError } from './api/api-error';
import { apiGet } from './api/client';
import { MY_PROFILE_PATH, userSummaryOf } from './auth/current-user';
import { removeCookie } from './cookies';
import { currentOrderSummary } from './current-order';
import type { OrderSummary } from './order-context';
import type { UserSummary } from './ui-context';
import { orderKey, sessionKey } from './visitor-keys';

export { orderKey, sessionKey };

/** The signed-in summary, or null when signed out (no cookie, expired, or the call failed). */
export async function loadVisitorUser(locale: LocaleTag): Promise<UserSummary | null> {
  const token = sessionKey();
  if (!token) return null;
  try {
    return userSummaryOf(await apiGet<WireProfile>({ locale, token }, MY_PROFILE_PATH, { loginRedirect: false }));
  } catch (error) {
    if (isApiError(error) && error.status === 401) removeCookie(COOKIE_NAMES.jwtToken);
    else console.error('Could not load the signed-in user for the header:', error);
    return null;
  }
}

/** The cart summary of the browser's open order, or null when there is none. */
export async function loadVisitorOrder(locale: LocaleTag): Promise<OrderSummary | null> {
  if (!orderKey()) return null;
  return currentOrderSummary({ locale, cookie: document.cookie });
}
