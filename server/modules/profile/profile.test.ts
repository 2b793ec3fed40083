import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { call, revoke, signedInCustomer, type SignedInCustomer } from './test-customers';

describe.each(testDatabases())('GET/PUT /my-profile and GET /referrals on %s', (kind) => {
  let context: TestApp;
  let ana: SignedInCustomer;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    ana = await signedInCustomer(context.db, { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.com' });
  });
  afterAll(() => context.close());

  it('answers the bearer their own profile, with the user summary fields (a phone saved before E.164 as typed reads in E.164)', async () => {
    const response = await call(context.app, ana.token, 'GET', '/my-profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ana.id,
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana@example.com',
      emailVerified: false,
      phone: '+15125550100',
      referralCode: ana.referralCode,
      spendablePoints: 0,
      createdAt: expect.any(String),
    });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
  ])('answers 401 with %s', async (_name, token) => {
    const response = await call(context.app, token, 'GET', '/my-profile');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue');
  });

  it('answers 401 once the session is revoked (logout)', async () => {
    const bea = await signedInCustomer(context.db);
    expect((await call(context.app, bea.token, 'GET', '/my-profile')).statusCode).toBe(200);
    await revoke(context.db, bea);
    expect((await call(context.app, bea.token, 'GET', '/my-profile')).statusCode).toBe(401);
  });

  it('changes name and phone, trimmed, and ignores ids, email, points and roles in the body', async () => {
    const response = await call(context.app, ana.token, 'PUT', '/my-profile', {
      firstName: ' Anita ',
      phone: '+44 20 7946 0958',
      id: 999,
      email: 'evil@example.com',
      spendablePoints: 5000,
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    const profile = (await call(context.app, ana.token, 'GET', '/my-profile')).json();
    expect(profile).toMatchObject({ id: ana.id, email: 'ana@example.com', spendablePoints: 0, firstName: 'Anita', phone: '+442079460958' });
  });

  it.each([
    [{ firstName: '' }, ['First name is required']],
    [{ lastName: '  ' }, ['Last name is required']],
    [{ phone: '' }, ['Phone number is required']],
    [{ phone: '12345' }, ['Not a valid phone number']],
    [{ firstName: '', phone: 'abc' }, ['First name is required', 'Not a valid phone number']],
  ])('refuses %j with the SPEC §5 messages', async (body, errors) => {
    const response = await call(context.app, ana.token, 'PUT', '/my-profile', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: errors[0], errors });
  });

  it.each([
    ['JP', '090-1234-5678', '+819012345678'],
    ['US', '(512) 555-0100', '+15125550100'],
    ['CA', '514 555 0101', '+15145550101'],
  ])('in %s takes %s, dialled as the market dials it, and keeps it in E.164', async (country, phone, stored) => {
    const response = await call(context.app, ana.token, 'PUT', '/my-profile', { phone }, { 'country-alpha-2': country });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBe(stored);
  });

  it('refuses in Japan a US number without its +1', async () => {
    const response = await call(context.app, ana.token, 'PUT', '/my-profile', { phone: '(512) 555-0100' }, { 'country-alpha-2': 'JP' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Not a valid phone number' });
  });

  it('refuses an empty update and an over-long name with 400, never 500', async () => {
    expect((await call(context.app, ana.token, 'PUT', '/my-profile', {})).statusCode).toBe(400);
    expect((await call(context.app, ana.token, 'PUT', '/my-profile', { firstName: 'x'.repeat(81) })).statusCode).toBe(400);
  });

  it('lists the customers who signed up with the code, pending until they have a paid order', async () => {
    const owner = await signedInCustomer(context.db, { referralCode: 'SMOKY41' });
    const friend = await signedInCustomer(context.db, { firstName: 'Cole', lastName: 'diaz', referredByCode: 'SMOKY41' });
    await signedInCustomer(context.db, { referredByCode: 'OTHER' });
    const response = await call(context.app, owner.token, 'GET', '/referrals');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'SMOKY41',
      data: [{ id: friend.id, name: 'Cole D.', status: 'pending', createdAt: expect.any(String) }],
    });
  });
});
