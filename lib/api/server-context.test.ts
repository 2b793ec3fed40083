import { apiHeaders } from './headers';
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

describe('the demo clock of a server-rendered request', () => {
  const cookie = 'hickory_clock=2026-07-04T12%3A00%3A00Z; jwt_token=abc';

  it('is the hickory_clock cookie when the storefront honours it, and reaches the API as a header', () => {
    const ctx = apiContextFromRequest({ headers: { cookie } }, 'en-us', true);
    expect(ctx.clock).toBe('2026-07-04T12:00:00.000Z');
    expect(apiHeaders(ctx)['x-hickory-clock']).toBe('2026-07-04T12:00:00.000Z');
  });

  it('is ignored when the storefront does not honour it, or names no instant', () => {
    for (const ctx of [
      apiContextFromRequest({ headers: { cookie } }, 'en-us', false),
      apiContextFromRequest({ headers: { cookie: 'hickory_clock=tomorrow' } }, 'en-us', true),
    ]) {
      expect(ctx.clock).toBeUndefined();
      expect(apiHeaders(ctx)).not.toHaveProperty('x-hickory-clock');
    }
  });
});
