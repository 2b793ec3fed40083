/** Login with throttling, logout, token expiry and Facebook login through the real app. */
import { eq } from 'drizzle-orm';
import { VALIDATION_MESSAGES, ACCOUNT_MESSAGES } from '@/domain/messages';
import { customers } from '@/server/db/schema';
import { requireCustomer } from '@/server/auth/plugin';
import { testDatabases } from '@/server/test/databases';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { bearer, GOOD_PASSWORD, post, signUpAndSignIn } from './test-helpers';

const WINDOW = 15 * 60_000;

describe.each(testDatabases())('sign-in on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthApp(kind, { config: { jwtTtlSeconds: 3600 }, auth: { throttle: { windowMs: WINDOW, perAccount: 5, perIp: 8 } } });
    t.app.get('/probe', { preHandler: requireCustomer }, async (request) => ({ id: request.customer!.id }));
  });
  afterAll(() => t.close());

  const probe = (token: string) => t.app.inject({ method: 'GET', url: '/probe', headers: bearer(token) });
  const signUp = () => signUpAndSignIn(t.app);
  let ipCounter = 0;
  const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  it('signs in with the right password, whatever the email case', async () => {
    const { email, session } = await signUp();
    const response = await post(t.app, '/auth/login/customer', { email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer.id).toBe(session.customer.id);
    expect((await probe(response.json().token)).statusCode).toBe(200);
  });

  it('gives a phone saved before phones were kept in E.164 in E.164, as the profile does', async () => {
    const { email, session } = await signUp();
    await t.db.update(customers).set({ phone: '(512) 555-0142' }).where(eq(customers.id, session.customer.id));
    const response = await post(t.app, '/auth/login/customer', { email, password: GOOD_PASSWORD });
    expect(response.json().customer.phone).toBe('+15125550142');
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { email } = await signUp();
    const wrong = await post(t.app, '/auth/login/customer', { email, password: 'Wrong-Password-1' }, {}, freshIp());
    const unknown = await post(t.app, '/auth/login/customer', { email: 'nobody@example.com', password: 'Wrong-Password-1' }, {}, freshIp());
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'wrong_credentials', message: VALIDATION_MESSAGES.wrongCredentials });
  });

  it.each([
    [{ email: '', password: 'x' }, VALIDATION_MESSAGES.emailRequired],
    [{ email: 'a@example.com', password: '' }, VALIDATION_MESSAGES.passwordRequired],
  ])('refuses %j with the SPEC message', async (body, message) => {
    const response = await post(t.app, '/auth/login/customer', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('throttles an account after 5 failures from any IPs, for a while only', async () => {
    const start = t.clock.now();
    const { email } = await signUp();
    for (let i = 0; i < 5; i += 1) {
      expect((await post(t.app, '/auth/login/customer', { email, password: `Wrong-${i}-Aa` }, {}, freshIp())).statusCode).toBe(401);
    }
    const throttled = await post(t.app, '/auth/login/customer', { email, password: GOOD_PASSWORD }, {}, freshIp());
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      code: 'too_many_sign_in_attempts',
      params: { minutes: 15 },
      message: 'Too many sign-in attempts. Try again in 15 minutes',
    });
    expect(throttled.headers['retry-after']).toBe('900');
    t.clock.advance(10 * 60_000);
    const later = await post(t.app, '/auth/login/customer', { email, password: GOOD_PASSWORD }, {}, freshIp());
    expect(later.json().message).toBe('Too many sign-in attempts. Try again in 5 minutes');
    t.clock.advance(5 * 60_000 + 1000);
    const allowed = await post(t.app, '/auth/login/customer', { email, password: GOOD_PASSWORD }, {}, freshIp());
    expect(allowed.statusCode).toBe(200);
    t.clock.set(start);
  });

  it('counts parallel wrong passwords atomically: with a limit of 5, 8 at once give 5 × 401 and 3 × 429', async () => {
    const { email } = await signUp();
    const attempts = Array.from({ length: 8 }, (_, i) => post(t.app, '/auth/login/customer', { email, password: `Wrong-${i}-Aa` }, {}, freshIp()));
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('counts parallel wrong passwords from one IP atomically against the IP limit', async () => {
    const ip = freshIp();
    const attempts = Array.from({ length: 11 }, (_, i) => post(t.app, '/auth/login/customer', { email: `parallel${i}@example.com`, password: 'Guess-1234' }, {}, ip));
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(8);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('clears the account count on success', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 4; i += 1) await post(t.app, '/auth/login/customer', { email, password: 'Wrong-Pass-1' }, {}, freshIp());
    expect((await post(t.app, '/auth/login/customer', { email, password: GOOD_PASSWORD }, {}, freshIp())).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await post(t.app, '/auth/login/customer', { email, password: 'Wrong-Pass-1' }, {}, freshIp())).statusCode).toBe(401);
    }
  });

  it('throttles an IP trying many accounts', async () => {
    const start = t.clock.now();
    const ip = freshIp();
    for (let i = 0; i < 8; i += 1) {
      const response = await post(t.app, '/auth/login/customer', { email: `guess${i}@example.com`, password: 'Guess-1234' }, {}, ip);
      expect(response.statusCode).toBe(401);
    }
    const throttled = await post(t.app, '/auth/login/customer', { email: 'guess9@example.com', password: 'Guess-1234' }, {}, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?$/);
    expect((await post(t.app, '/auth/login/customer', { email: 'guess9@example.com', password: 'Guess-1234' }, {}, freshIp())).statusCode).toBe(401);
    t.clock.advance(WINDOW + 1000);
    expect((await post(t.app, '/auth/login/customer', { email: 'guess9@example.com', password: 'Guess-1234' }, {}, ip)).statusCode).toBe(401);
    t.clock.set(start);
  });

  it('logout revokes the session: the old token is refused, other sessions still work', async () => {
    const { email, session } = await signUp();
    const second = (await post(t.app, '/auth/login/customer', { email, password: GOOD_PASSWORD })).json();
    const out = await post(t.app, '/auth/logout/customer', undefined, bearer(session.token));
    expect(out.statusCode).toBe(204);
    expect((await probe(session.token)).statusCode).toBe(401);
    expect((await probe(second.token)).statusCode).toBe(200);
    expect((await post(t.app, '/auth/logout/customer', undefined, bearer(session.token))).statusCode).toBe(204);
    expect((await post(t.app, '/auth/logout/customer')).statusCode).toBe(204);
  });

  it('tokens expire after JWT_TTL', async () => {
    const start = t.clock.now();
    const { session } = await signUp();
    expect(new Date(session.expiresAt).getTime()).toBe(start.getTime() + 3600_000);
    t.clock.advance(3600_000 + 1000);
    expect((await probe(session.token)).statusCode).toBe(401);
    t.clock.set(start);
  });

  describe('Facebook (sandbox verifier)', () => {
    it('creates a verified customer without a password, then finds the same one', async () => {
      const accessToken = 'sandbox:grill.master@example.com:Grill Master';
      const first = await post(t.app, '/auth/login/customer/social', { provider: 'facebook', accessToken });
      expect(first.statusCode).toBe(200);
      expect(first.json().customer).toMatchObject({ email: 'grill.master@example.com', firstName: 'Grill', lastName: 'Master', emailVerified: true, hasPassword: false, facebookLinked: true });
      const again = await post(t.app, '/auth/login/customer/social', { provider: 'facebook', accessToken });
      expect(again.json().customer.id).toBe(first.json().customer.id);
      expect((await probe(again.json().token)).statusCode).toBe(200);
    });

    it('links to the customer with the same email', async () => {
      const { email, session } = await signUp();
      const response = await post(t.app, '/auth/login/customer/social', { provider: 'facebook', accessToken: `sandbox:${email}:Ada L` });
      expect(response.json().customer).toMatchObject({ id: session.customer.id, facebookLinked: true, hasPassword: true, emailVerified: true });
    });

    it.each([
      ['a token Facebook does not confirm', { provider: 'facebook', accessToken: 'EAAB-real-looking' }, 401, ACCOUNT_MESSAGES.socialNotConfirmed],
      ['a profile without email', { provider: 'facebook', accessToken: 'sandbox::No Email' }, 400, ACCOUNT_MESSAGES.socialNoEmail],
      ['another provider', { provider: 'myspace', accessToken: 'sandbox:a@example.com:A' }, 400, 'provider must be facebook'],
    ])('refuses %s', async (_name, body, status, message) => {
      const response = await post(t.app, '/auth/login/customer/social', body);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    });
  });
});
