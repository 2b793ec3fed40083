/** request.customer and requireCustomer: only a valid, unrevoked, unexpired session token counts. */
import { eq } from 'drizzle-orm';
import { customers } from '@/server/db/schema';
import { testDatabases } from '@/server/test/databases';
import { DEV_JWT_SECRET } from '@/server/config';
import { createJwtSigner } from './jwt';
import { createSessionIssuer } from './issue';
import { requireCustomer, signedInCustomer } from './plugin';
import { revokeSession } from './repository';
import { buildAuthApp, type AuthTestApp } from './test-app';

const TTL = 3600;

describe.each(testDatabases())('auth plugin on %s', (kind) => {
  let t: AuthTestApp;
  let customerId: number;

  beforeAll(async () => {
    t = await buildAuthApp(kind, { config: { jwtTtlSeconds: TTL } });
    t.app.get('/probe/optional', async (request) => ({ customer: request.customer }));
    t.app.get('/probe/required', { preHandler: requireCustomer }, async (request) => ({ id: signedInCustomer(request).id }));
    const [row] = await t.db
      .insert(customers)
      .values({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', referralCode: 'ADA1' })
      .returning();
    customerId = row!.id;
  });
  afterAll(() => t.close());

  const issue = () => createSessionIssuer({ db: t.db, jwtSecret: DEV_JWT_SECRET, ttlSeconds: TTL, now: t.clock.now })(customerId);
  const call = (path: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url: path, headers: authorization ? { authorization } : {} });

  it('leaves request.customer null without a token and requireCustomer answers 401', async () => {
    expect((await call('/probe/optional')).json()).toEqual({ customer: null });
    const refused = await call('/probe/required');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Please sign in to continue');
  });

  it('knows the customer of a valid token', async () => {
    const { token, sessionId } = await issue();
    const optional = await call('/probe/optional', `Bearer ${token}`);
    expect(optional.json().customer).toEqual({ id: customerId, email: 'ada@example.com', firstName: 'Ada', sessionId });
    const required = await call('/probe/required', `bearer ${token}`);
    expect(required.statusCode).toBe(200);
    expect(required.json()).toEqual({ id: customerId });
  });

  it.each([
    ['garbage', 'Bearer not-a-jwt'],
    ['no scheme', 'just-a-token'],
    ['basic scheme', 'Basic YWRhOnB3'],
    ['alg none', `Bearer ${unsignedToken()}`],
  ])('refuses %s', async (_name, header) => {
    expect((await call('/probe/required', header)).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const { sessionId } = await issue();
    const forged = await createJwtSigner('another-secret-of-at-least-32-characters!').sign(
      { customerId, sessionId },
      new Date(t.clock.now().getTime() + 60_000),
      t.clock.now(),
    );
    expect((await call('/probe/required', `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('refuses a token whose session was revoked', async () => {
    const { token, sessionId } = await issue();
    expect((await call('/probe/required', `Bearer ${token}`)).statusCode).toBe(200);
    await revokeSession(t.db, sessionId, t.clock.now());
    expect((await call('/probe/required', `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a token once it has expired', async () => {
    const start = t.clock.now();
    const { token } = await issue();
    t.clock.advance(TTL * 1000 - 1000);
    expect((await call('/probe/required', `Bearer ${token}`)).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await call('/probe/required', `Bearer ${token}`)).statusCode).toBe(401);
    t.clock.set(start);
  });

  it('refuses the token of a customer who no longer exists', async () => {
    const [other] = await t.db
      .insert(customers)
      .values({ email: 'gone@example.com', firstName: 'Gone', lastName: 'Away', referralCode: 'GONE1' })
      .returning();
    const { token } = await createSessionIssuer({ db: t.db, jwtSecret: DEV_JWT_SECRET, ttlSeconds: TTL, now: t.clock.now })(other!.id);
    await t.db.delete(customers).where(eq(customers.id, other!.id));
    expect((await call('/probe/required', `Bearer ${token}`)).statusCode).toBe(401);
  });
});

function unsignedToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: '1', sid: '00000000-0000-4000-8000-000000000000', exp: 4102444800 })}.`;
}
