/** Forgot/set password with single-use expiring links, change password, and no secrets in logs. */
import { Writable } from 'node:stream';
import { ACCOUNT_MESSAGES } from '@/domain/messages';
import { requireCustomer } from '@/server/auth/plugin';
import { testDatabases } from '@/server/test/databases';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { bearer, GOOD_PASSWORD, lastMailToken, mailCount, post, signUpAndSignIn, signUpBody } from './test-helpers';

const NEW_PASSWORD = 'Pulled-Pork-2030';

describe.each(testDatabases())('passwords on %s', (kind) => {
  let t: AuthTestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await buildAuthApp(kind, { logger: { level: 'trace', stream } });
    t.app.get('/probe', { preHandler: requireCustomer }, async (request) => ({ id: request.customer!.id }));
  });
  afterAll(() => t.close());

  const probe = (token: string) => t.app.inject({ method: 'GET', url: '/probe', headers: bearer(token) });
  const signUp = () => signUpAndSignIn(t.app);
  const login = (email: string, password: string) => post(t.app, '/auth/login/customer', { email, password });

  describe('forgot and set password', () => {
    it('mails a reset link to a known email only, answering alike', async () => {
      const { email } = await signUp();
      const known = await post(t.app, '/auth/customer/forgot-password', { email });
      const unknown = await post(t.app, '/auth/customer/forgot-password', { email: 'ghost@example.com' });
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      const mail = await lastMailToken(t.db, email, 'reset-password');
      expect(await mailCount(t.db, 'ghost@example.com')).toBe(0);
      expect(mail.subject).toBe('Set a new password');
      expect(mail.text).toContain('http://storefront.test/reset-password?token=');
    });

    it('sets the password once, signs out every session, and says a used link was used', async () => {
      const { email, session } = await signUp();
      await post(t.app, '/auth/customer/forgot-password', { email });
      const { token } = await lastMailToken(t.db, email, 'reset-password');
      const weak = await post(t.app, '/auth/customer/set-password', { token, password: 'password' });
      expect(weak.statusCode).toBe(400);
      const set = await post(t.app, '/auth/customer/set-password', { token, password: NEW_PASSWORD });
      expect(set.statusCode).toBe(200);
      expect(set.json().message).toBe(ACCOUNT_MESSAGES.passwordSet);
      expect((await probe(session.token)).statusCode).toBe(401);
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      const reused = await post(t.app, '/auth/customer/set-password', { token, password: 'Another-Pass-99' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe(ACCOUNT_MESSAGES.resetLinkUsed);
    });

    it('says an expired link has expired (after 1 hour)', async () => {
      const start = t.clock.now();
      const { email } = await signUp();
      await post(t.app, '/auth/customer/forgot-password', { email });
      const { token } = await lastMailToken(t.db, email, 'reset-password');
      t.clock.advance(3600_000 + 1000);
      const response = await post(t.app, '/auth/customer/set-password', { token, password: NEW_PASSWORD });
      t.clock.set(start);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.resetLinkExpired);
    });

    it('refuses a verification link as a reset link', async () => {
      const { email } = await signUp();
      const { token } = await lastMailToken(t.db, email, 'verify-email');
      const response = await post(t.app, '/auth/customer/set-password', { token, password: NEW_PASSWORD });
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    });
  });

  describe('change password', () => {
    it('needs a signed-in customer', async () => {
      const response = await post(t.app, '/auth/customer/change-password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(401);
    });

    it('checks the current password and the rule, then keeps only the caller signed in', async () => {
      const { email, session } = await signUp();
      const other = (await login(email, GOOD_PASSWORD)).json();
      const change = (body: object) => post(t.app, '/auth/customer/change-password', body, bearer(session.token));
      const wrong = await change({ currentPassword: 'Not-It-123', newPassword: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
      expect((await change({ currentPassword: GOOD_PASSWORD, newPassword: 'Password1' })).json().message).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
      expect((await change({ currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD })).json().message).toBe(
        ACCOUNT_MESSAGES.newPasswordSameAsCurrent,
      );
      const done = await change({ currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      expect((await probe(session.token)).statusCode).toBe(200);
      expect((await probe(other.token)).statusCode).toBe(401);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('tells a Facebook-only customer to set a password first', async () => {
      const session = (await post(t.app, '/auth/login/customer/social', { provider: 'facebook', accessToken: 'sandbox:fb.only@example.com:Fb Only' })).json();
      const response = await post(t.app, '/auth/customer/change-password', { currentPassword: 'Anything-1', newPassword: NEW_PASSWORD }, bearer(session.token));
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.noPasswordYet);
    });
  });

  it('never writes passwords or tokens to the log', async () => {
    const { email, session } = await signUp();
    await login(email, 'Typo-Password-77');
    await post(t.app, '/auth/customer/forgot-password', { email });
    const { token } = await lastMailToken(t.db, email, 'reset-password');
    await post(t.app, '/auth/customer/set-password', { token, password: 'Brisket-Secret-55' });
    await post(t.app, '/auth/sign-up', signUpBody({ password: 'Password1' }));
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [GOOD_PASSWORD, 'Typo-Password-77', 'Brisket-Secret-55', 'Password1', token, session.token]) {
      expect(log).not.toContain(secret);
    }
  });
});
