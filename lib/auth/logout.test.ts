/** @jest-environment jsdom */
import { LOGOUT_CLEARED_COOKIES, browserLogoutSteps, logoutDestination, runLogout, type LogoutSteps } from './logout';
import { logoutSession } from '@/lib/api/auth';
import { navigation } from '@/lib/api/navigation';

jest.mock('@/lib/api/auth', () => ({ logoutSession: jest.fn(async () => undefined) }));

function recordingSteps(overrides: Partial<LogoutSteps> = {}) {
  const calls: string[] = [];
  const steps: LogoutSteps = {
    callLogoutEndpoint: async () => void calls.push('endpoint'),
    clearCookie: (name) => void calls.push(`clear:${name}`),
    resetCart: () => void calls.push('cart'),
    logoutOfSocial: async () => void calls.push('social'),
    removeToken: () => void calls.push('token'),
    navigate: (url) => void calls.push(`go:${url}`),
    ...overrides,
  };
  return { calls, steps };
}

describe('runLogout', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('runs the six steps of SPEC §4 in order', async () => {
    const { calls, steps } = recordingSteps();
    await runLogout(steps, { locale: 'fr-ca' });
    expect(calls).toEqual([
      'endpoint',
      'clear:couponItemId',
      'clear:loyaltyCouponCode',
      'clear:loyaltyCouponCodeItem',
      'clear:loyaltyItem',
      'clear:quoteNGN',
      'clear:quotecateringId',
      'clear:cookieExpiry',
      'cart',
      'social',
      'token',
      'go:/ca/fr',
    ]);
  });

  it('goes on when the logout call fails (only logged)', async () => {
    const { calls, steps } = recordingSteps({ callLogoutEndpoint: async () => Promise.reject(new Error('offline')) });
    await runLogout(steps, { locale: 'en-us' });
    expect(calls.slice(-4)).toEqual(['cart', 'social', 'token', 'go:/']);
    expect(console.warn).toHaveBeenCalled();
  });

  it('goes on when the social logout fails', async () => {
    const { calls, steps } = recordingSteps({ logoutOfSocial: async () => Promise.reject(new Error('sdk')) });
    await runLogout(steps, { locale: 'en-us', target: '/locations' });
    expect(calls.slice(-2)).toEqual(['token', 'go:/locations']);
  });

  it('always removes the token, even when a step throws unexpectedly', async () => {
    const { calls, steps } = recordingSteps({
      resetCart: () => {
        throw new Error('boom');
      },
    });
    await expect(runLogout(steps, { locale: 'en-us' })).rejects.toThrow('boom');
    expect(calls).toContain('token');
  });
});

describe('logoutDestination', () => {
  it.each([
    [{ locale: 'en-us' as const }, '/'],
    [{ locale: 'fr-ca' as const }, '/ca/fr'],
    [{ locale: 'ja-jp' as const }, '/jp/ja'],
    [{ locale: 'en-ae' as const }, '/ae'],
    [{ locale: 'en-us' as const, target: '/ca/en/locations' }, '/ca/en/locations'],
    [{ locale: 'en-us' as const, target: 'https://evil.example' }, '/'],
    [{ locale: 'fr-ca' as const, target: '//evil.example' }, '/ca/fr'],
  ])('%j -> %s', (options, expected) => {
    expect(logoutDestination(options)).toBe(expected);
  });
});

describe('browserLogoutSteps', () => {
  it('revokes the session, clears the cookies and the cart, and leaves for the market home', async () => {
    const names = [...LOGOUT_CLEARED_COOKIES, 'jwt_token', 'orderId', 'orderToken'];
    for (const name of names) document.cookie = `${name}=x; Path=/`;
    document.cookie = 'cookieConsent=1; Path=/';
    const setOrderSummary = jest.fn();
    const navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);

    await runLogout(browserLogoutSteps('fr-ca', setOrderSummary), { locale: 'fr-ca' });

    expect(logoutSession).toHaveBeenCalledWith({ locale: 'fr-ca' });
    for (const name of names) expect(document.cookie).not.toMatch(new RegExp(`(^|; )${name}=`));
    expect(document.cookie).toContain('cookieConsent=1');
    expect(setOrderSummary).toHaveBeenCalledWith({ orderPrice: null, currency: null, numberOfItemsInCart: 0 });
    expect(navigate).toHaveBeenCalledWith('/ca/fr');
  });
});
