/**
 * In demo mode a request's X-Hickory-Clock header moves the calendar a diner sees, never the
 * accounts' security controls: link expiry, session expiry, sign-in throttling and the mail
 * budgets all run on the real time (the app here is built with no clock of its own).
 */
import { and, eq } from 'drizzle-orm';
import { buildApp, type App } from '@/server/app';
import { requireCustomer } from '@/server/auth/plugin';
import { CLOCK_HEADER, requestClock } from '@/server/clock';
import type { DatabaseConnection } from '@/server/db/client';
import { customerSessions, customers, emailTokens } from '@/server/db/schema';
import { testConfig } from '@/server/test/build-app';
import { openTestDatabase, testDatabases } from '@/server/test/databases';
import { bearer, GOOD_PASSWORD, lastMailToken, post, signUpAndSignIn, waitForMails } from './test-helpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => ({ [CLOCK_HEADER]: new Date(Date.now() + ms).toISOString() });

describe.each(testDatabases())('accounts on the real clock in demo mode on %s', (kind) => {
  let database: DatabaseConnection;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig({ demoMode: true }), database, logger: false });
    app.get('/probe', { preHandler: requireCustomer }, async (request) => ({ id: request.customer!.id }));
    app.get('/calendar', async () => ({ now: requestClock().toISOString() }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Ages the customer's links of `purpose` in the database: made two hours ago, expired one hour ago. */
  async function ageLinks(email: string, purpose: 'verify-email' | 'reset-password') {
    const [customer] = await database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    const now = Date.now();
    await database.db
      .update(emailTokens)
      .set({ createdAt: new Date(now - 2 * HOUR), expiresAt: new Date(now - HOUR) })
      .where(and(eq(emailTokens.customerId, customer!.id), eq(emailTokens.purpose, purpose)));
  }

  it('the header does move the calendar a diner sees', async () => {
    const calendar = await app.inject({ method: 'GET', url: '/calendar', headers: { [CLOCK_HEADER]: '2031-12-20T15:00:00Z' } });
    expect(calendar.json()).toEqual({ now: '2031-12-20T15:00:00.000Z' });
  });

  it('a reset link past its lifetime stays expired when the header says an earlier time', async () => {
    const { email } = await signUpAndSignIn(app, {}, '10.8.0.1');
    await post(app, '/auth/customer/forgot-password', { email }, {}, '10.8.0.1');
    const { token } = await lastMailToken(database.db, email, 'reset-password');
    await ageLinks(email, 'reset-password');
    const response = await post(app, '/auth/customer/set-password', { token, password: 'Pulled-Pork-2030' }, at(-3 * HOUR), '10.8.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('reset_link_expired');
  });

  it('a verification link past its lifetime stays expired when the header says an earlier time', async () => {
    const { email } = await signUpAndSignIn(app, {}, '10.8.0.2');
    const { token } = await lastMailToken(database.db, email, 'verify-email');
    await ageLinks(email, 'verify-email');
    const response = await post(app, '/auth/confirm-customer-email', { token }, at(-3 * HOUR), '10.8.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('verification_link_expired');
  });

  it('a session is issued on the real time and an expired one stays expired under an earlier header', async () => {
    const body = await signUpAndSignIn(app, {}, '10.8.0.3');
    const login = await post(app, '/auth/login/customer', { email: body.email, password: GOOD_PASSWORD }, at(-400 * DAY), '10.8.0.3');
    const expiresIn = new Date(login.json().expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * DAY - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * DAY);
    await database.db.update(customerSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(customerSessions.customerId, body.session.customer.id));
    const probe = await app.inject({ method: 'GET', url: '/probe', headers: { ...bearer(body.session.token), ...at(-DAY) } });
    expect(probe.statusCode).toBe(401);
  });

  it('sign-in throttling and the mail budgets hold when the header says a later time', async () => {
    const { email } = await signUpAndSignIn(app, {}, '10.8.0.4');
    for (let i = 0; i < 5; i += 1) await post(app, '/auth/login/customer', { email, password: `Wrong-${i}-Aa` }, {}, `10.8.1.${i}`);
    const throttled = await post(app, '/auth/login/customer', { email, password: GOOD_PASSWORD }, at(DAY), '10.8.1.9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('too_many_sign_in_attempts');

    for (let i = 0; i < 10; i += 1) await post(app, '/auth/customer/forgot-password', { email: `budget${i}@example.com` }, {}, '10.8.2.1');
    const refused = await post(app, '/auth/customer/forgot-password', { email: 'budget@example.com' }, at(2 * HOUR), '10.8.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_account_requests');
    await waitForMails(database.db, email, 1);
  });
});
