/** @jest-environment jsdom */
import { PAGE_VIEW_EVENT, pushDataLayer, trackPageView } from '@/lib/analytics';
import { isOptedOut, optOutCookie, optOutOfRequest, rememberOptOut } from './opt-out';

function clearCookie() {
  document.cookie = 'privacyOptOut=; Max-Age=0; Path=/';
}

describe('optOutOfRequest', () => {
  it.each([
    ['a form cookie', 'a=1; privacyOptOut=form', null, 'form'],
    ['a GPC cookie', 'privacyOptOut=gpc', null, 'gpc'],
    ['the GPC header alone', '', '1', 'gpc'],
    ['a form cookie and the header', 'privacyOptOut=form', '1', 'form'],
    ['a cookie of another value', 'privacyOptOut=maybe', '0', null],
    ['neither', undefined, undefined, null],
  ])('reads %s', (_case, cookie, gpc, expected) => {
    expect(optOutOfRequest(cookie, gpc)).toBe(expected);
  });
});

describe('optOutCookie', () => {
  it('lasts two years at the root, Lax, Secure over HTTPS', () => {
    expect(optOutCookie('gpc')).toBe('privacyOptOut=gpc; Path=/; Max-Age=63115200; SameSite=Lax');
    expect(optOutCookie('form', true)).toContain('; Secure');
  });
});

describe('isOptedOut and the analytics layer', () => {
  beforeEach(() => {
    clearCookie();
    delete window.dataLayer;
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  });

  it('sends events while the browser has not opted out', () => {
    expect(isOptedOut()).toBe(false);
    trackPageView('/locations');
    pushDataLayer({ event: 'purchase' });
    expect(window.dataLayer?.map((event) => event.event)).toEqual([PAGE_VIEW_EVENT, 'purchase']);
  });

  it('sends nothing once the form opted the browser out', () => {
    rememberOptOut();
    expect(isOptedOut()).toBe(true);
    trackPageView('/locations');
    pushDataLayer({ event: 'purchase' });
    expect(window.dataLayer).toBeUndefined();
  });

  it('sends nothing when the browser itself says Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(isOptedOut()).toBe(true);
    pushDataLayer({ event: 'purchase' });
    expect(window.dataLayer).toBeUndefined();
  });
});
