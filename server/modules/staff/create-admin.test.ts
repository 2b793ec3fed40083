/**
 * `npm run staff:create-admin`'s service: a brand admin with a sign-in link that signs in once,
 * within 24 hours, and leads to choosing a password; the console then lets them in with it.
 */
import { ONE_TIME_PASSWORD_HOURS } from '@/domain/staff/one-time-passwords';
import { buildAuthApp, type AuthTestApp } from '@/server/auth/test-app';
import { testDatabases } from '@/server/test/databases';
import { buildReferenceData } from '@/server/test/factories';
import { createBrandAdmin, splitName } from './create-admin';
import { staffClient } from './test-staff';

const HOUR = 3600_000;
const STOREFRONT = 'https://order.example';
const CHOSEN = 'Smoked-Brisket-2031';

/** The email and one-time code a welcome link carries in its fragment. */
function fromLink(link: string): { email: string; code: string } {
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${STOREFRONT}/staff/welcome`);
  expect(url.search).toBe('');
  const params = new URLSearchParams(url.hash.slice(1));
  return { email: params.get('email')!, code: params.get('code')! };
}

describe.each(testDatabases())('creating a brand admin on %s', (kind) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    // Outside demo mode: a production database's first admin.
    t = await buildAuthApp(kind, { config: { demoMode: false } });
    await buildReferenceData(t.db);
  });
  afterAll(() => t.close());

  it('prints a link that signs in once, leads to choosing a password, and then stops working', async () => {
    const admin = await createBrandAdmin(t.db, { email: ' Pat@Example.com ', brandId: 4, ...splitName('Pat Q Pitmaster') }, { storefrontUrl: STOREFRONT, now: t.clock.now() });
    expect(admin).toMatchObject({ email: 'pat@example.com', brandId: 4, expiresAt: new Date(t.clock.now().getTime() + 24 * HOUR) });
    const { email, code } = fromLink(admin.link);
    expect(email).toBe('pat@example.com');
    expect(code.length).toBeGreaterThanOrEqual(40);

    const staff = staffClient(t.app);
    t.clock.advance(HOUR);
    const session = await staff.login(email, code);
    expect(session.statusCode).toBe(200);
    expect(session.json().staff).toMatchObject({ email, role: 'brand_admin', brandId: 4, mustChangePassword: true, firstName: 'Pat Q', lastName: 'Pitmaster' });
    const token = session.json().token as string;
    expect((await staff.changePassword(token, { currentPassword: code, newPassword: CHOSEN })).statusCode).toBe(200);

    expect((await staff.login(email, code)).statusCode).toBe(401);
    const again = await staff.login(email, CHOSEN);
    expect(again.statusCode).toBe(200);
    expect(again.json().staff.mustChangePassword).toBe(false);
  });

  it('lets the link sign in for 24 hours only', async () => {
    const admin = await createBrandAdmin(t.db, { email: 'late@example.com', brandId: 4, ...splitName(undefined) }, { storefrontUrl: STOREFRONT, now: t.clock.now() });
    const { email, code } = fromLink(admin.link);
    t.clock.advance(ONE_TIME_PASSWORD_HOURS * HOUR);
    expect((await staffClient(t.app).login(email, code)).statusCode).toBe(401);
  });

  it.each([
    [{ email: 'not-an-email', brandId: 4 }, '--email must be an email address'],
    [{ email: 'ghost@example.com', brandId: 99 }, '--brand 99 does not exist'],
    [{ email: 'pat@example.com', brandId: 4 }, 'a staff account for pat@example.com already exists'],
  ])('refuses %j', async (input, message) => {
    await expect(createBrandAdmin(t.db, { ...input, firstName: 'A', lastName: 'B' }, { storefrontUrl: STOREFRONT, now: t.clock.now() })).rejects.toThrow(message);
  });
});

describe('splitName', () => {
  it.each([
    [undefined, { firstName: 'Brand', lastName: 'Admin' }],
    ['Ada', { firstName: 'Ada', lastName: 'Admin' }],
    ['  Ada   Lovelace ', { firstName: 'Ada', lastName: 'Lovelace' }],
  ])('%j', (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });
});
