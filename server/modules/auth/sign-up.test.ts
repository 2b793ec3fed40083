/** Sign-up and email verification through the real app and database (a taken address: enumeration.test.ts). */
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@/domain/messages';
import { customers } from '@/server/db/schema';
import { requireCustomer } from '@/server/auth/plugin';
import { testDatabases } from '@/server/test/databases';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { bearer, GOOD_PASSWORD, lastMailToken, mailCount, post, signUpAndSignIn, signUpBody, waitForMails } from './test-helpers';

describe.each(testDatabases())('sign-up on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthApp(kind);
    t.app.get('/probe', { preHandler: requireCustomer }, async (request) => ({ id: request.customer!.id }));
  });
  afterAll(() => t.close());

  it('creates an unverified customer, answers "check your email" with no session, and mails a verification link', async () => {
    const body = signUpBody({ email: '  Ada.Mixed@Example.com ', emailConfirmation: 'ada.mixed@example.com' });
    const response = await post(t.app, '/auth/sign-up', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      code: 'sign_up_email_sent',
      message: 'Check your inbox: we sent a message to ada.mixed@example.com to finish signing up',
      params: { email: 'ada.mixed@example.com' },
    });
    const session = (await post(t.app, '/auth/login/customer', { email: 'ada.mixed@example.com', password: GOOD_PASSWORD })).json();
    expect(session.customer).toMatchObject({ email: 'ada.mixed@example.com', firstName: 'Ada', emailVerified: false, hasPassword: true, locale: 'en-us' });
    expect(session.customer.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(new Date(session.expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    const probe = await t.app.inject({ method: 'GET', url: '/probe', headers: bearer(session.token) });
    expect(probe.json()).toEqual({ id: session.customer.id });
    const mail = await lastMailToken(t.db, 'ada.mixed@example.com');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain('http://storefront.test/verify-email?token=');
  });

  it('ignores ids, points, roles and flags a client sends', async () => {
    const body = { ...signUpBody(), id: 999_999, points: 5000, role: 'admin', emailVerified: true, emailVerifiedAt: '2020-01-01' };
    const response = await post(t.app, '/auth/sign-up', body);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(customers).where(eq(customers.email, body.email));
    expect(row!.id).not.toBe(999_999);
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it.each([
    ['emails differ', { emailConfirmation: 'other@example.com' }, VALIDATION_MESSAGES.emailsMustMatch],
    ['bad email', { email: 'not-an-email', emailConfirmation: 'not-an-email' }, VALIDATION_MESSAGES.emailFormatIncorrect],
    ['short password', { password: 'Ab1defg' }, 'Password of at least 8 characters'],
    ['no uppercase', { password: 'brisket42x' }, VALIDATION_MESSAGES.passwordCharacters],
    ['common password', { password: 'Password1' }, ACCOUNT_MESSAGES.passwordTooCommon],
    ['too long', { password: `Aa1${'x'.repeat(300)}` }, 'Password of at most 256 characters'],
    ['passwords differ', { passwordConfirmation: 'Smoky-Brisket-43' }, VALIDATION_MESSAGES.passwordsMustMatch],
    ['blank first name', { firstName: '  ' }, VALIDATION_MESSAGES.fieldRequired],
    ['bad phone', { phone: '12' }, VALIDATION_MESSAGES.invalidPhone],
    ['unknown referral code', { referralCode: 'nosuch' }, 'Referral code "NOSUCH" was not found'],
  ])('refuses %s with a 400 and the message', async (_name, overrides, message) => {
    const response = await post(t.app, '/auth/sign-up', signUpBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['JP', 'ja-JP', '090-1234-5678', '+819012345678'],
    ['MX', 'es-MX', '81 1234 5678', '+528112345678'],
    ['US', 'en-US', '(512) 555-0142', '+15125550142'],
    ['JP', 'ja-JP', '+1 512 555 0142', '+15125550142'],
  ])('in %s (%s) takes the phone %s as the market dials it and keeps %s', async (country, language, phone, stored) => {
    const body = signUpBody({ phone });
    const response = await post(t.app, '/auth/sign-up', body, { 'country-alpha-2': country, 'accept-language': language }, '10.7.0.1');
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select({ phone: customers.phone }).from(customers).where(eq(customers.email, body.email));
    expect(row!.phone).toBe(stored);
  });

  it('refuses in Japan a number a Japanese phone does not dial (a US number without its +1)', async () => {
    const response = await post(t.app, '/auth/sign-up', signUpBody({ phone: '(512) 555-0142' }), { 'country-alpha-2': 'JP', 'accept-language': 'ja-JP' }, '10.7.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: VALIDATION_MESSAGES.invalidPhone, code: 'invalid_phone' });
  });

  it('lists every problem, and answers a missing field with a 400 naming it', async () => {
    const many = await post(t.app, '/auth/sign-up', signUpBody({ firstName: '', emailConfirmation: 'x@example.com', password: 'short' }));
    expect(many.json().errors).toEqual([VALIDATION_MESSAGES.fieldRequired, VALIDATION_MESSAGES.emailsMustMatch, 'Password of at least 8 characters']);
    const { password: _omitted, ...missing } = signUpBody();
    const response = await post(t.app, '/auth/sign-up', missing);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('password is required');
  });

  it('accepts a 64-character passphrase and more', async () => {
    const password = 'Correct Horse Battery Staple 1 and a lot more words to go past 64!';
    expect(password.length).toBeGreaterThan(64);
    expect((await post(t.app, '/auth/sign-up', signUpBody({ password }))).statusCode).toBe(201);
  });

  it('stores the referral code of an existing customer', async () => {
    const referrer = (await signUpAndSignIn(t.app)).session.customer;
    const referred = signUpBody({ referralCode: referrer.referralCode.toLowerCase() });
    expect((await post(t.app, '/auth/sign-up', referred)).statusCode).toBe(201);
    const [row] = await t.db.select().from(customers).where(eq(customers.email, referred.email));
    expect(row!.referredByCode).toBe(referrer.referralCode);
  });

  it('writes the mail in French with a /ca/fr link for fr-ca', async () => {
    const body = signUpBody();
    await post(t.app, '/auth/sign-up', body, { 'country-alpha-2': 'CA', 'accept-language': 'fr-CA' });
    const mail = await lastMailToken(t.db, body.email);
    expect(mail.subject).toBe('Confirmez votre adresse courriel');
    expect(mail.text).toContain('http://storefront.test/ca/fr/verify-email?token=');
  });

  describe('confirm-customer-email', () => {
    it('confirms once; the link then says it was used', async () => {
      const body = signUpBody();
      await post(t.app, '/auth/sign-up', body);
      const { token } = await lastMailToken(t.db, body.email);
      const confirmed = await post(t.app, '/auth/confirm-customer-email', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().customer).toMatchObject({ email: body.email, emailVerified: true });
      const again = await post(t.app, '/auth/confirm-customer-email', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(ACCOUNT_MESSAGES.verificationLinkUsed);
    });

    it('says an expired or unknown link so', async () => {
      const start = t.clock.now();
      const body = signUpBody();
      await post(t.app, '/auth/sign-up', body);
      const { token } = await lastMailToken(t.db, body.email);
      t.clock.advance(24 * 3600_000 + 1000);
      const expired = await post(t.app, '/auth/confirm-customer-email', { token });
      t.clock.set(start);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(ACCOUNT_MESSAGES.verificationLinkExpired);
      const unknown = await post(t.app, '/auth/confirm-customer-email', { token: 'made-up' });
      expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.verificationLinkInvalid);
    });
  });

  describe('verification-email', () => {
    it('sends a new link to a signed-in customer, and says so when already confirmed', async () => {
      const { body, session } = await signUpAndSignIn(t.app);
      await waitForMails(t.db, body.email, 1);
      const resent = await post(t.app, '/auth/verification-email', {}, bearer(session.token));
      expect(resent.statusCode).toBe(202);
      expect(await mailCount(t.db, body.email)).toBe(2);
      await post(t.app, '/auth/confirm-customer-email', { token: (await lastMailToken(t.db, body.email)).token });
      const done = await post(t.app, '/auth/verification-email', {}, bearer(session.token));
      expect(done.json().message).toBe(ACCOUNT_MESSAGES.alreadyVerified);
    });

    it('answers alike for a known and an unknown email when signed out', async () => {
      const body = signUpBody();
      await post(t.app, '/auth/sign-up', body);
      const known = await post(t.app, '/auth/verification-email', { email: body.email });
      const unknown = await post(t.app, '/auth/verification-email', { email: 'nobody@example.com' });
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(known.json().message.replace(body.email, 'X')).toBe(unknown.json().message.replace('nobody@example.com', 'X'));
      expect(await waitForMails(t.db, body.email, 2)).toHaveLength(2);
      expect(await mailCount(t.db, 'nobody@example.com')).toBe(0);
    });
  });

  it('never stores the password in clear', async () => {
    const body = signUpBody();
    await post(t.app, '/auth/sign-up', body);
    const [row] = await t.db.select().from(customers).where(eq(customers.email, body.email));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
  });
});
