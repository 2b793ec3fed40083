/** @jest-environment jsdom */
import { COOKIE_NAMES } from '@/domain/constants';
import {
  cookieFromHeader,
  expiredCookie,
  parseCookies,
  readCookie,
  removeCookie,
  serializeCookie,
  writeCookie,
} from './cookies';

function clearCookies(): void {
  for (const name of Object.keys(parseCookies(document.cookie))) removeCookie(name);
}

afterEach(clearCookies);

describe('parseCookies', () => {
  it.each<[string | null | undefined, Record<string, string>]>([
    [undefined, {}],
    [null, {}],
    ['', {}],
    ['jwt_token=abc.def.ghi', { jwt_token: 'abc.def.ghi' }],
    ['a=1; b=2', { a: '1', b: '2' }],
    ['a=1;b=2;  c = 3 ', { a: '1', b: '2', c: '3' }],
    ['handoff=%7B%22type%22%3A%22delivery%22%7D', { handoff: '{"type":"delivery"}' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['quoted="x y"', { quoted: 'x y' }],
    ['a=1; a=2', { a: '1' }],
    ['flag; =orphan; ok=1', { ok: '1' }],
    ['eq=a=b', { eq: 'a=b' }],
    ['empty=', { empty: '' }],
  ])('%j → %j', (header, expected) => {
    expect(parseCookies(header)).toEqual(expected);
  });
});

describe('cookieFromHeader', () => {
  it.each([
    ['jwt_token=t1; cookieConsent=true', 'jwt_token', 't1'],
    ['cookieConsent=true', 'jwt_token', undefined],
    [undefined, 'jwt_token', undefined],
    ['toString=x', 'constructor', undefined],
  ])('%j, %s → %j', (header, name, expected) => {
    expect(cookieFromHeader(header, name)).toBe(expected);
  });
});

describe('serializeCookie', () => {
  it.each<[string, string, Parameters<typeof serializeCookie>[2], string]>([
    ['a', '1', undefined, 'a=1; Path=/'],
    ['a', 'x y;z', {}, 'a=x%20y%3Bz; Path=/'],
    ['cookieConsent', 'true', { maxAge: 63115200 }, 'cookieConsent=true; Path=/; Max-Age=63115200'],
    ['a', '1', { path: '/ca', sameSite: 'Lax', secure: true }, 'a=1; Path=/ca; SameSite=Lax; Secure'],
    ['a', '1', { domain: 'example.org', expires: new Date(0) }, 'a=1; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=example.org'],
  ])('%s=%j %j → %j', (name, value, options, expected) => {
    expect(serializeCookie(name, value, options)).toBe(expected);
  });
});

describe('expiredCookie', () => {
  it('expires the cookie at once at its path', () => {
    expect(expiredCookie('handoff')).toBe('handoff=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });
});

describe('readCookie', () => {
  it('reads a cookie of the page, decoded', () => {
    document.cookie = 'handoff=%7B%22a%22%3A1%7D; path=/';
    expect(readCookie(COOKIE_NAMES.handoff)).toBe('{"a":1}');
    expect(readCookie(COOKIE_NAMES.jwtToken)).toBeUndefined();
  });
});

describe('writeCookie', () => {
  it('stores a value that readCookie gives back', () => {
    writeCookie(COOKIE_NAMES.jwtToken, 'token with spaces;', { maxAge: 3600 });
    expect(readCookie(COOKIE_NAMES.jwtToken)).toBe('token with spaces;');
    expect(document.cookie).toContain('jwt_token=token%20with%20spaces%3B');
  });

  it('stores nothing with a lifetime of zero', () => {
    writeCookie('short', '1', { maxAge: 0 });
    expect(readCookie('short')).toBeUndefined();
  });
});

describe('removeCookie', () => {
  it('removes a cookie and leaves the others', () => {
    writeCookie(COOKIE_NAMES.jwtToken, 't');
    writeCookie(COOKIE_NAMES.cookieConsent, 'true');
    removeCookie(COOKIE_NAMES.jwtToken);
    expect(readCookie(COOKIE_NAMES.jwtToken)).toBeUndefined();
    expect(readCookie(COOKIE_NAMES.cookieConsent)).toBe('true');
  });
});
