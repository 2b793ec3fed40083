/** @jest-environment jsdom */
import { clearSession, hasSession, sessionCookie, sessionMaxAge, storeSession, tokenExpiry } from './session-cookie';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;

const NOW_MS = Date.UTC(2025, 0, 1);
const NOW_S = NOW_MS / 1000;

describe('tokenExpiry', () => {
  it.each([
    [jwt({ sub: 'c1', exp: NOW_S + 60 }), NOW_S + 60],
    [jwt({ sub: 'c1', name: 'Zoë' }), null],
    [jwt({ exp: 'soon' }), null],
    ['not-a-jwt', null],
    ['a.%%%.c', null],
  ])('%s -> %p', (token, expected) => {
    expect(tokenExpiry(token)).toBe(expected);
  });
});

describe('sessionMaxAge', () => {
  it('lasts until the token expires, never negative, 7 days when unknown', () => {
    expect(sessionMaxAge(jwt({ exp: NOW_S + 3600 }), NOW_MS)).toBe(3600);
    expect(sessionMaxAge(jwt({ exp: NOW_S - 10 }), NOW_MS)).toBe(0);
    expect(sessionMaxAge('opaque', NOW_MS)).toBe(7 * 24 * 3600);
  });
});

describe('sessionCookie', () => {
  it('is jwt_token at path /, SameSite=Lax, Secure when asked, with the max age of the token', () => {
    const token = jwt({ exp: NOW_S + 120 });
    expect(sessionCookie(token, NOW_MS, true)).toBe(`jwt_token=${token}; Path=/; Max-Age=120; SameSite=Lax; Secure`);
    expect(sessionCookie(token, NOW_MS, false)).not.toContain('Secure');
  });
});

describe('storeSession / clearSession', () => {
  it('writes the cookie the API client reads, then removes it', () => {
    const token = jwt({ exp: Math.floor(Date.now() / 1000) + 600 });
    storeSession(token);
    expect(document.cookie).toContain(`jwt_token=${token}`);
    expect(hasSession()).toBe(true);
    clearSession();
    expect(hasSession()).toBe(false);
  });
});
