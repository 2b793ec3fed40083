/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { COOKIE_NAMES } from '@/domain/constants';
import { readCookie, writeCookie } from '@/lib/cookies';
import { ApiError } from './api-error';
import { createClient } from './create-client';
import { navigation } from './navigation';
import { publishTestServerConfig } from './testing/public-config';
import { startTestServer, type TestServer } from './testing/test-server';

let api: TestServer;
let navigate: jest.SpyInstance;

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
});

afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
  api.respond = () => ({ status: 401, body: { message: 'session expired' } });
  navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
  writeCookie(COOKIE_NAMES.jwtToken, 'stale-token');
  window.history.pushState({}, '', '/');
});

afterEach(() => navigate.mockRestore());

const client = createClient();

async function statusOf(call: Promise<unknown>): Promise<number | undefined> {
  return call.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiError ? error.status : undefined),
  );
}

describe('createClient in the browser: token', () => {
  it('reads the bearer token from the jwt_token cookie at call time', async () => {
    api.respond = () => ({ body: {} });
    writeCookie(COOKIE_NAMES.jwtToken, 'fresh-token');
    await client.get({ locale: 'en-us' }, '/online-ordering/my-profile');
    expect(api.requests[0]?.headers.authorization).toBe('Bearer fresh-token');
  });

  it('prefers an explicit token of the context, and null means none', async () => {
    api.respond = () => ({ body: {} });
    await client.get({ locale: 'en-us', token: 'given' }, '/online-ordering/a');
    await client.get({ locale: 'en-us', token: null }, '/online-ordering/b');
    expect(api.requests.map((request) => request.headers.authorization)).toEqual(['Bearer given', undefined]);
  });
});

describe('createClient in the browser: device', () => {
  const DEVICE = '3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b';
  afterEach(() => writeCookie('hickory_device', '', { maxAge: 0 }));

  it('sends the hickory_device cookie as X-Device-Id on ordering calls, and on no other call', async () => {
    api.respond = () => ({ body: {} });
    writeCookie('hickory_device', DEVICE);
    await client.post({ locale: 'en-us' }, '/online-ordering/orders', {});
    await client.put({ locale: 'en-us' }, '/online-ordering/orders/o-1', { timeslot: 'asap' });
    await client.get({ locale: 'en-us' }, '/online-ordering/locations/search');
    expect(api.requests.map((request) => request.headers['x-device-id'])).toEqual([DEVICE, DEVICE, undefined]);
  });

  it('creates the device id on the first ordering call and sends the same one after', async () => {
    api.respond = () => ({ body: {} });
    await client.post({ locale: 'en-us' }, '/online-ordering/orders', {});
    await client.put({ locale: 'en-us' }, '/online-ordering/orders/o-1', { timeslot: 'asap' });
    const [first, second] = api.requests.map((request) => request.headers['x-device-id']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(readCookie('hickory_device')).toBe(first);
  });
});

describe('createClient in the browser: 401', () => {
  it.each([
    ['/', '/login'],
    ['/user-profile/my-orders', '/login'],
    ['/ca/fr/user-profile', '/ca/fr/login'],
    ['/ca/locations', '/ca/login'],
    ['/jp/en/cart', '/jp/en/login'],
    ['/ae/cart', '/ae/login'],
  ])('on %s ends the session and goes to %s', async (page, login) => {
    window.history.pushState({}, '', page);
    expect(await statusOf(client.get({ locale: 'fr-ca' }, '/online-ordering/my-profile'))).toBe(401);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(login);
    expect(readCookie(COOKIE_NAMES.jwtToken)).toBeUndefined();
  });

  it.each(['/login', '/ca/fr/login', '/login/'])('stays on the login page %s', async (page) => {
    window.history.pushState({}, '', page);
    expect(await statusOf(client.get({ locale: 'en-us' }, '/loyalty/my-profile/points-recap'))).toBe(401);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    '/online-ordering/auth/login/customer',
    '/online-ordering/auth/login/customer/social',
    '/online-ordering/auth/customer/set-password',
    '/online-ordering/auth/customer/forgot-password',
    '/auth/login/customer',
  ])('does not redirect for the login-flow call %s', async (path) => {
    window.history.pushState({}, '', '/ca/fr/cart');
    expect(await statusOf(client.post({ locale: 'fr-ca' }, path, { email: 'pat@example.org' }))).toBe(401);
    expect(navigate).not.toHaveBeenCalled();
    expect(readCookie(COOKIE_NAMES.jwtToken)).toBe('stale-token');
  });

  it('redirects for other auth calls', async () => {
    expect(await statusOf(client.post({ locale: 'en-us' }, '/online-ordering/auth/customer/change-password', {}))).toBe(401);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not redirect on other failures', async () => {
    api.respond = () => ({ status: 403, body: { message: 'not yours' } });
    expect(await statusOf(client.get({ locale: 'en-us' }, '/online-ordering/orders/9'))).toBe(403);
    expect(navigate).not.toHaveBeenCalled();
    expect(readCookie(COOKIE_NAMES.jwtToken)).toBe('stale-token');
  });
});
