/**
 * Logout, exactly these six steps, in order:
 *  1. call the logout endpoint (the API revokes the session; a failure is only logged);
 *  2. clear the coupon, loyalty coupon, loyalty item, quote, catering quote and cookie-expiry cookies;
 *  3. reset the cart count and price (and forget the order cookies, so the next page does not
 *     bring the signed-in customer's cart back to whoever uses the browser next);
 *  4. log out of Facebook if connected;
 *  5. always remove the jwt_token cookie, whatever happened before;
 *  6. go to the given target (a same-site path), else the market's home ('/', '/ca/fr', '/jp/ja').
 * The last step is a full page load, so every server-rendered part shows the signed-out state.
 */
import { COOKIE_NAMES, ROOT_COOKIE_PATH } from '@/domain/constants';
import { homePath, type LocaleTag } from '@/domain/markets';
import { logoutSession } from '@/lib/api/auth';
import { navigation } from '@/lib/api/navigation';
import { removeCookie } from '@/lib/cookies';
import { EMPTY_ORDER_SUMMARY, type OrderSummary } from '@/lib/order-context';
import { clearOrderCookies } from '@/lib/order-cookies';
import { logoutOfFacebook } from './facebook-session';
import { isSafeRelativePath } from './next-path';
import { clearSession } from './session-cookie';

/**
 * Logout clears a cookie-expiry cookie too; the standard stored keys have no
 * name for it, so it is ours here.
 */
const COOKIE_EXPIRY_COOKIE = 'cookieExpiry';

/** Step 2's cookies. The loyalty coupon is its code and the item it unlocks. */
export const LOGOUT_CLEARED_COOKIES: readonly string[] = [
  COOKIE_NAMES.couponItemId,
  COOKIE_NAMES.loyaltyCouponCode,
  COOKIE_NAMES.loyaltyCouponCodeItem,
  COOKIE_NAMES.loyaltyItem,
  COOKIE_NAMES.quoteNGN,
  COOKIE_NAMES.quoteCateringId,
  COOKIE_EXPIRY_COOKIE,
];

export type LogoutSteps = {
  callLogoutEndpoint: () => Promise<void>;
  clearCookie: (name: string) => void;
  resetCart: () => void;
  logoutOfSocial: () => Promise<void>;
  removeToken: () => void;
  navigate: (url: string) => void;
};

type LogoutOptions = { locale: LocaleTag; target?: string };

/** Where logout ends: a safe target, else the market's home. */
export function logoutDestination({ locale, target }: LogoutOptions): string {
  return target && isSafeRelativePath(target) ? target : homePath(locale);
}

/** Runs the six steps with the given effects (the browser's by default, see `browserLogoutSteps`). */
export async function runLogout(steps: LogoutSteps, options: LogoutOptions): Promise<void> {
  try {
    try {
      await steps.callLogoutEndpoint();
    } catch (error) {
      console.warn('Logout call failed; the session ends in this browser anyway:', error);
    }
    for (const name of LOGOUT_CLEARED_COOKIES) steps.clearCookie(name);
    steps.resetCart();
    try {
      await steps.logoutOfSocial();
    } catch (error) {
      console.warn('Social logout failed:', error);
    }
  } finally {
    steps.removeToken();
  }
  steps.navigate(logoutDestination(options));
}

/** The browser's effects; `setOrderSummary` comes from useOrderSummary(). */
export function browserLogoutSteps(locale: LocaleTag, setOrderSummary: (summary: OrderSummary) => void): LogoutSteps {
  return {
    callLogoutEndpoint: () => logoutSession({ locale }),
    clearCookie: (name) => removeCookie(name, { path: ROOT_COOKIE_PATH }),
    resetCart: () => {
      setOrderSummary(EMPTY_ORDER_SUMMARY);
      clearOrderCookies();
    },
    logoutOfSocial: () => logoutOfFacebook(),
    removeToken: clearSession,
    navigate: (url) => navigation.navigate(url),
  };
}
