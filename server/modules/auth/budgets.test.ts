/**
 * The budgets of sign-up, forgot password and the verification email: 10 requests per client and
 * 3 mails per address an hour, held in the database (two API instances share them).
 */
import { ACCOUNT_MESSAGES } from '@/domain/messages';
import { buildApp, type App } from '@/server/app';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import type { DatabaseConnection } from '@/server/db/client';
import { testConfig } from '@/server/test/build-app';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { DEFAULT_MAIL_BUDGETS } from './budgets';
import { bearer, mailCount, post, signUpAndSignIn, signUpBody, waitForMails } from './test-helpers';

const HOUR = 3600_000;

let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

function expectTooMany(response: Awaited<ReturnType<typeof post>>, minutes = 60) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    code: 'too_many_account_requests',
    params: { minutes },
    message: `Too many requests from this connection. Try again in ${minutes} minutes`,
  });
  expect(Number(response.headers['retry-after'])).toBe(minutes * 60);
}

describe.each(testDatabases())('account mail budgets on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthApp(kind, { auth: { budgets: DEFAULT_MAIL_BUDGETS } });
  });
  afterAll(() => t.close());

  describe('forgot password', () => {
    const forgot = (email: string, ip: string) => post(t.app, '/auth/customer/forgot-password', { email }, {}, ip);

    it('answers a client past 10 requests an hour with a coded 429 and Retry-After, for that client only', async () => {
      const start = t.clock.now();
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) expect((await forgot(`someone${i}@example.com`, ip)).statusCode).toBe(202);
      expectTooMany(await forgot('someone-else@example.com', ip));
      expect((await forgot('someone-else@example.com', freshIp())).statusCode).toBe(202);
      t.clock.advance(HOUR + 1000);
      expect((await forgot('someone-else@example.com', ip)).statusCode).toBe(202);
      t.clock.set(start);
    });

    it('counts parallel requests of one client atomically', async () => {
      const ip = freshIp();
      const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => forgot(`parallel${i}@example.com`, ip)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array(10).fill(202), ...Array(4).fill(429)]);
    });

    it('past 3 mails an hour to one address, answers the same and sends nothing more', async () => {
      const start = t.clock.now();
      const { email } = await signUpAndSignIn(t.app);
      await waitForMails(t.db, email, 1);
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await forgot(email, freshIp()));
      expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
      expect(answers[0]!.statusCode).toBe(202);
      await waitForMails(t.db, email, 4);
      await settle();
      expect(await mailCount(t.db, email)).toBe(4);
      t.clock.advance(HOUR + 1000);
      await forgot(email, freshIp());
      await waitForMails(t.db, email, 5);
      t.clock.set(start);
    });
  });

  describe('sign-up', () => {
    it('answers a client past 10 sign-ups an hour with a coded 429; a form refused by its checks does not count', async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i += 1) expect((await post(t.app, '/auth/sign-up', signUpBody({ phone: '12' }), {}, ip)).statusCode).toBe(400);
      for (let i = 0; i < 10; i += 1) expect((await post(t.app, '/auth/sign-up', signUpBody(), {}, ip)).statusCode).toBe(201);
      const refused = await post(t.app, '/auth/sign-up', signUpBody(), {}, ip);
      expectTooMany(refused);
      expect((await post(t.app, '/auth/sign-up', signUpBody(), {}, freshIp())).statusCode).toBe(201);
    });

    it('mails one address at most 3 times an hour, answering every sign-up alike', async () => {
      const body = signUpBody();
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await post(t.app, '/auth/sign-up', body, {}, freshIp()));
      expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
      // The verification link, then two notices to the owner.
      await waitForMails(t.db, body.email, 3);
      await settle();
      expect(await mailCount(t.db, body.email)).toBe(3);
    });
  });

  describe('verification email', () => {
    const resend = (body: object, ip: string, headers: Record<string, string> = {}) => post(t.app, '/auth/verification-email', body, headers, ip);

    it('answers a client past 10 requests an hour with a coded 429', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) expect((await resend({ email: `waiting${i}@example.com` }, ip)).statusCode).toBe(202);
      expectTooMany(await resend({ email: 'waiting@example.com' }, ip));
    });

    it('signed out: past 3 mails an hour to one address, answers the same and sends nothing more', async () => {
      const { email } = await signUpAndSignIn(t.app);
      await waitForMails(t.db, email, 1);
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await resend({ email }, freshIp()));
      expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
      await waitForMails(t.db, email, 4);
      await settle();
      expect(await mailCount(t.db, email)).toBe(4);
    });

    it('signed in: the fourth mail to the caller\'s own address in an hour is a coded 429', async () => {
      const { session } = await signUpAndSignIn(t.app);
      for (let i = 0; i < 3; i += 1) expect((await resend({}, freshIp(), bearer(session.token))).statusCode).toBe(202);
      expectTooMany(await resend({}, freshIp(), bearer(session.token)));
    });
  });
});

describe.each(testDatabases())('account mail budgets across two API instances on %s', (kind) => {
  let database: DatabaseConnection;
  let apps: App[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const clock = testClock();
    const build = () => buildApp({ config: testConfig(), database, logger: false, auth: { budgets: DEFAULT_MAIL_BUDGETS, now: clock.now } });
    apps = [await build(), await build()];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('one client gets 10 requests an hour between them, not 10 each', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await post(apps[i % 2]!, '/auth/customer/forgot-password', { email: `shared${i}@example.com` }, {}, ip);
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429]);
    expect((await post(apps[0]!, '/auth/customer/forgot-password', { email: 'x@example.com' }, {}, ip)).json().message).toBe(
      ACCOUNT_MESSAGES.tooManyAccountRequests.replace('[minutes]', '60'),
    );
  });
});
