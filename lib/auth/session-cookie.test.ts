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
  it.each([
    ['the API says when', { token: jwt({ exp: NOW_S + 3600 }), expiresAt: new Date(NOW_MS + 600_000).toISOString() }, 600],
    ['the token says when', { token: jwt({ exp: NOW_S + 3600 }) }, 3600],
    ['an unreadable expiresAt', { token: jwt({ exp: NOW_S + 3600 }), expiresAt: 'soon' }, 3600],
    ['already expired', { token: jwt({ exp: NOW_S - 10 }) }, 0],
    ['nobody says', { token: 'opaque' }, 7 * 24 * 3600],
  ])('%s', (_name, grant, expected) => {
    expect(sessionMaxAge(grant, NOW_MS)).toBe(expected);
  });
});

describe('sessionCookie', () => {
  it('is jwt_token at path /, SameSite=Lax, Secure when asked, with the max age of the token', () => {
    const token = jwt({ exp: NOW_S + 120 });
    expect(sessionCookie({ token }, NOW_MS, true)).toBe(`jwt_token=${token}; Path=/; Max-Age=120; SameSite=Lax; Secure`);
    expect(sessionCookie({ token }, NOW_MS, false)).not.toContain('Secure');
  });
});

describe('storeSession / clearSession', () => {
  it('writes the cookie the API client reads, then removes it', () => {
    const token = jwt({ exp: Math.floor(Date.now() / 1000) + 600 });
    storeSession({ token });
    expect(document.cookie).toContain(`jwt_token=${token}`);
    expect(hasSession()).toBe(true);
    clearSession();
    expect(hasSession()).toBe(false);
  });
});
