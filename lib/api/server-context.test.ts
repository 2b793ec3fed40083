import { apiContextFromRequest } from './server-context';

describe('apiContextFromRequest', () => {
  it.each([
    ['jwt_token=abc; cookieConsent=true', 'abc'],
    ['cookieConsent=true', null],
    ['jwt_token=', null],
    [undefined, null],
  ])('Cookie %j → token %j', (cookie, token) => {
    const ctx = apiContextFromRequest({ headers: { cookie } }, 'fr-ca');
    expect(ctx.locale).toBe('fr-ca');
    expect(ctx.token).toBe(token);
    expect(ctx.cookie).toBe(cookie);
  });
});
