/**
 * What a 401 does in the browser: the session is over, so
 * the jwt_token cookie goes and the diner is sent to the login page of their market
 * (/login, /ca/fr/login), unless they are already on it.
 */
import { COOKIE_NAMES } from '@/domain/constants';
import { parseMarketPath } from '@/domain/markets';
import { removeCookie } from '@/lib/cookies';
import { navigation } from './navigation';

const ORDERING_PREFIX = '/online-ordering';

/** Calls whose 401 means "wrong credentials", not "session expired": they never redirect. */
const CALLS_WITHOUT_LOGIN_REDIRECT: readonly string[] = [
  '/auth/login/customer',
  '/auth/login/customer/social',
  '/auth/customer/set-password',
  '/auth/customer/forgot-password',
];

/** Staff console calls (and its admin API): a 401 there is the staff session's, which the console handles (/staff/login). */
const STAFF_CALL = /^\/(staff\/|admin\/|orders\/[^/]+\/status\/)/;

export function isLoginFlowCall(path: string): boolean {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  const relative = bare.startsWith(`${ORDERING_PREFIX}/`) ? bare.slice(ORDERING_PREFIX.length) : bare;
  return CALLS_WITHOUT_LOGIN_REDIRECT.includes(relative) || STAFF_CALL.test(relative);
}

/** The login page of the market the browser is in: '/login', '/ca/fr/login', '/ca/login'. */
export function loginPathFor(currentPath: string): string {
  return `${parseMarketPath(currentPath).prefix}/login`;
}

/** Ends the session in the browser and goes to the login page unless already there. */
export function redirectToLogin(): void {
  removeCookie(COOKIE_NAMES.jwtToken);
  const current = navigation.currentPath();
  if (parseMarketPath(current).rest.replace(/\/+$/, '') === '/login') return;
  navigation.navigate(loginPathFor(current));
}
