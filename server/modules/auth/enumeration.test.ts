/**
 * Nothing a caller gets back says whether an address has an account: forgot password answers
 * alike and mails after the answer; sign-up with a taken address answers like a new sign-up,
 * with no session, and the owner gets a notice in their language.
 */
import { eq } from 'drizzle-orm';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { customers } from '@/server/db/schema';
import type { MailTransport } from '@/server/platform/mail/transport';
import { testDatabases } from '@/server/test/databases';
import { GOOD_PASSWORD, mailCount, post, signUpAndSignIn, signUpBody, waitForMails } from './test-helpers';

/** What an answer shows, with the address it echoes written as <email>. */
function shown(response: Awaited<ReturnType<typeof post>>, email: string) {
  return { status: response.statusCode, body: response.body.split(email).join('<email>'), contentType: response.headers['content-type'] };
}

/** A mail server that takes every mail and answers only once the test lets it. */
function heldTransport() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: string[] = [];
  const transport: MailTransport = {
    send: async (mail) => {
      sent.push(mail.to);
      await held;
    },
  };
  return { transport, sent, release: () => release() };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);
}

describe.each(testDatabases())('account enumeration on %s', (kind) => {
  let t: AuthTestApp;
  const mail = heldTransport();
  beforeAll(async () => {
    t = await buildAuthApp(kind, { auth: { transport: mail.transport } });
  });
  afterAll(async () => {
    mail.release();
    await t.close();
  });

  describe('forgot password', () => {
    it('answers an address with an account and one without identically, and mails the real one after the answer', async () => {
      const { email } = await signUpAndSignIn(t.app);
      await waitForMails(t.db, email, 1);
      const ghost = `ghost-${Date.now()}@example.com`;
      const real = await within(post(t.app, '/auth/customer/forgot-password', { email }), 3000);
      const none = await within(post(t.app, '/auth/customer/forgot-password', { email: ghost }), 3000);
      expect(shown(real, email)).toEqual(shown(none, ghost));
      expect(real.statusCode).toBe(202);
      const mails = await waitForMails(t.db, email, 2);
      expect(mails[1]!.text).toContain('/reset-password?token=');
      expect(await mailCount(t.db, ghost)).toBe(0);
    });

    it('answers while the mail server has not taken the mail yet', async () => {
      const { email } = await signUpAndSignIn(t.app);
      await waitForMails(t.db, email, 1);
      const before = mail.sent.filter((to) => to === email).length;
      const answer = await within(post(t.app, '/auth/customer/forgot-password', { email }), 3000);
      expect(answer.statusCode).toBe(202);
      await waitForMails(t.db, email, 2);
      // The reset mail reached the (held) mail server after the answer went out.
      for (let i = 0; i < 50 && mail.sent.filter((to) => to === email).length === before; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(mail.sent.filter((to) => to === email).length).toBe(before + 1);
    });
  });

  describe('sign-up with an address that has an account', () => {
    it('answers like a new sign-up, with no session, and leaves the account as it was', async () => {
      const owner = await signUpAndSignIn(t.app, {}, '10.9.0.1');
      const newcomer = signUpBody();
      const fresh = await post(t.app, '/auth/sign-up', newcomer, {}, '10.9.0.2');
      const taken = await post(t.app, '/auth/sign-up', signUpBody({ email: owner.email.toUpperCase(), emailConfirmation: owner.email, firstName: 'Mallory', password: 'Other-Password-77' }), {}, '10.9.0.3');
      expect(shown(taken, owner.email)).toEqual(shown(fresh, newcomer.email));
      expect(taken.statusCode).toBe(201);
      expect(taken.json()).not.toHaveProperty('token');
      const [row] = await t.db.select().from(customers).where(eq(customers.email, owner.email));
      expect(row!.firstName).toBe('Ada');
      expect((await post(t.app, '/auth/login/customer', { email: owner.email, password: 'Other-Password-77' })).statusCode).toBe(401);
      expect((await post(t.app, '/auth/login/customer', { email: owner.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    });

    it('sends the owner a notice in their language, with links to sign in and to set a new password, and no token', async () => {
      const owner = await signUpAndSignIn(t.app, {}, '10.9.1.1');
      await post(t.app, '/auth/sign-up', signUpBody({ email: owner.email, emailConfirmation: owner.email }), { 'accept-language': 'en-US' }, '10.9.1.2');
      const [verification, notice] = await waitForMails(t.db, owner.email, 2);
      expect(verification!.kind).toBe('verify-email');
      expect(notice).toMatchObject({ kind: 'sign-up-attempt', subject: 'Someone tried to sign up with your email address' });
      expect(notice!.text).toContain('If it was you, sign in, or set a new password');
      expect(notice!.text).toContain('http://storefront.test/login');
      expect(notice!.text).toContain('http://storefront.test/forgot-password');
      expect(notice!.text).not.toMatch(/token=/);
    });

    it('writes the notice in French, with /ca/fr links, to an owner who signed up in French', async () => {
      const owner = await signUpAndSignIn(t.app, {}, '10.9.2.1');
      await t.db.update(customers).set({ locale: 'fr-ca' }).where(eq(customers.email, owner.email));
      await post(t.app, '/auth/sign-up', signUpBody({ email: owner.email, emailConfirmation: owner.email }), {}, '10.9.2.2');
      const notice = (await waitForMails(t.db, owner.email, 2))[1]!;
      expect(notice.subject).toBe('Quelqu’un a tenté de s’inscrire avec votre adresse courriel');
      expect(notice.text).toContain('http://storefront.test/ca/fr/forgot-password');
    });
  });
});
