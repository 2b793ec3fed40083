/**
 * The demo clock (X-Hickory-Clock, demo mode only) moves the calendar a diner sees and nothing
 * that guards access: staff sessions, staff one-time passwords, staff and customer sign-in
 * throttles, customer sessions and Idempotency-Key expiry run on the real time however far the
 * header moves a request. The app is wired as index.ts wires it (no clock injected).
 */
import { CLOCK_HEADER } from '@/server/clock';
import { bearer, post, signUpAndSignIn } from '@/server/modules/auth/test-helpers';
import { buildOrderableStore, orderClient } from '@/server/modules/orders/test-store';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';

const DAY = 24 * 3600_000;
const later = (ms: number) => ({ [CLOCK_HEADER]: new Date(Date.now() + ms).toISOString() });
const LOGIN = '/online-ordering/staff/login';

describe.each(testDatabases())('what the demo clock does not move, on %s', (kind) => {
  let context: TestApp;
  beforeAll(async () => {
    context = await build(kind, { config: { demoMode: true } });
    await buildReferenceData(context.db);
  });
  afterAll(() => context.close());

  it('keeps a staff session (12 hours) alive when a request says it is days later', async () => {
    const staff = staffClient(context.app);
    const token = await staff.signIn(await buildStaff(context.db));
    const me = await context.app.inject({ method: 'GET', url: '/online-ordering/staff/me', headers: { ...bearer(token), ...later(3 * DAY) } });
    expect(me.statusCode).toBe(200);
  });

  it('neither expires a staff one-time password early nor revives an expired one', async () => {
    const fresh = await buildStaff(context.db, { mustChangePassword: true, oneTimePasswordExpiresAt: new Date(Date.now() + DAY) });
    const early = await context.app.inject({ method: 'POST', url: LOGIN, payload: { email: fresh.email, password: fresh.password }, headers: later(3 * DAY) });
    expect(early.statusCode).toBe(200);
    const expired = await buildStaff(context.db, { mustChangePassword: true, oneTimePasswordExpiresAt: new Date(Date.now() - 1000) });
    const revived = await context.app.inject({ method: 'POST', url: LOGIN, payload: { email: expired.email, password: expired.password }, headers: later(-3 * DAY) });
    expect(revived.statusCode).toBe(401);
  });

  it('keeps the staff sign-in throttle shut when a request says the window has passed', async () => {
    const member = await buildStaff(context.db);
    const wrong = () => context.app.inject({ method: 'POST', url: LOGIN, payload: { email: member.email, password: 'Wrong-Password-9' }, remoteAddress: '10.9.0.1' });
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt += 1) status = (await wrong()).statusCode;
    expect(status).toBe(429);
    const afterWindow = await context.app.inject({ method: 'POST', url: LOGIN, payload: { email: member.email, password: member.password }, remoteAddress: '10.9.0.1', headers: later(DAY) });
    expect(afterWindow.statusCode).toBe(429);
  });

  it('keeps the customer sign-in throttle shut, and a customer session alive, whatever the header says', async () => {
    const { email, session } = await signUpAndSignIn(context.app, {}, '10.9.0.2');
    const profile = await context.app.inject({ method: 'GET', url: '/online-ordering/my-profile', headers: { ...bearer(session.token), ...later(60 * DAY) } });
    expect(profile.statusCode).toBe(200);
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt += 1) {
      status = (await post(context.app, '/auth/login/customer', { email, password: 'Wrong-Password-9' }, {}, '10.9.0.3')).statusCode;
    }
    expect(status).toBe(429);
    const afterWindow = await post(context.app, '/auth/login/customer', { email, password: 'Wrong-Password-9' }, later(DAY), '10.9.0.3');
    expect(afterWindow.statusCode).toBe(429);
  });

  it('replays an Idempotency-Key within its day when a request says the day is over', async () => {
    const store = await buildOrderableStore(context.db, { zip: '78701', latitude: 30.2672, longitude: -97.7431 });
    const orders = orderClient(context.app);
    const body = { locationId: store.location.id, handoff: 'pickup', categoryId: 1 };
    const first = await orders.create(body, { 'idempotency-key': 'clock-scope-1' });
    expect(first.statusCode).toBe(201);
    const retry = await orders.create(body, { 'idempotency-key': 'clock-scope-1', ...later(2 * DAY) });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
  });
});
