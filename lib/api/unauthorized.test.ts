import { isLoginFlowCall, loginPathFor } from './unauthorized';

describe('isLoginFlowCall', () => {
  it.each([
    ['/online-ordering/auth/login/customer', true],
    ['/online-ordering/auth/login/customer/', true],
    ['/online-ordering/auth/login/customer?redirect=1', true],
    ['/online-ordering/auth/login/customer/social', true],
    ['/online-ordering/auth/customer/set-password', true],
    ['/online-ordering/auth/customer/forgot-password', true],
    ['/auth/login/customer', true],
    ['/online-ordering/auth/logout/customer', false],
    ['/online-ordering/auth/customer/change-password', false],
    ['/online-ordering/my-profile', false],
    ['/online-ordering/auth/login/customer-x', false],
    ['/online-ordering/staff/me', true],
    ['/online-ordering/orders/8b0c/status/4', true],
    ['/online-ordering/orders/8b0c', false],
  ])('%s → %s', (path, expected) => {
    expect(isLoginFlowCall(path)).toBe(expected);
  });
});

describe('loginPathFor', () => {
  it.each([
    ['/', '/login'],
    ['/cart', '/login'],
    ['/ca', '/ca/login'],
    ['/ca/fr/cart', '/ca/fr/login'],
    ['/jp/ja', '/jp/ja/login'],
    ['/ph/menu', '/ph/login'],
  ])('%s → %s', (page, expected) => {
    expect(loginPathFor(page)).toBe(expected);
  });
});
