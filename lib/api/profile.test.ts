import { startTestServer, type TestServer } from './testing/test-server';
import {
  addAddress,
  checkoutCustomer,
  claimOrder,
  fetchMyOrders,
  makePrimaryAddress,
  markNotification,
  payableSavedCards,
  removeSavedCard,
  reorder,
  setFavorite,
} from './profile';

let api: TestServer;
const saved = process.env.ORDERING_API_URL;
const ctx = { locale: 'fr-ca' as const, token: 'jwt-abc' };
const PROFILE = { id: 42, firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', emailVerified: true, phone: '5125550142', referralCode: 'ADA42', spendablePoints: 0, createdAt: '2030-01-01T00:00:00Z' };

beforeAll(async () => {
  api = await startTestServer();
  process.env.ORDERING_API_URL = api.url;
});
afterAll(async () => {
  process.env.ORDERING_API_URL = saved;
  await api.close();
});
beforeEach(() => {
  api.requests.length = 0;
  api.respond = () => ({ body: { data: [] } });
});

const sent = () => api.requests.map((request) => `${request.method} ${request.url} ${request.body}`);

describe('profile calls', () => {
  it.each([
    ['add an address', () => addAddress(ctx, { kindId: 1, address: '1 Elm', city: 'Austin', zip: '78704' }), 'POST /online-ordering/delivery-addresses {"kindId":1,"address":"1 Elm","city":"Austin","zip":"78704"}'],
    ['make one primary', () => makePrimaryAddress(ctx, 7), 'PUT /online-ordering/primary-addresses/7 {}'],
    ['remove a saved card', () => removeSavedCard(ctx, 42, 9), 'DELETE /online-ordering/payment-management/customer/42/payment-methods/9 '],
    ['set a favourite', () => setFavorite(ctx, 3, true), 'POST /online-ordering/locations/3/set-favorite {}'],
    ['remove a favourite', () => setFavorite(ctx, 3, false), 'POST /online-ordering/locations/3/remove-favorite {}'],
    ['mark a notification read', () => markNotification(ctx, 5, true), 'PUT /online-ordering/notifications/5 {"read":true}'],
    ['list my orders', () => fetchMyOrders(ctx, 2, 30), 'GET /online-ordering/my-orders?page=2&pageSize=30 '],
    ['reorder', () => reorder(ctx, 'a/b'), 'POST /online-ordering/orders/a%2Fb/reorder {}'],
    ['claim a guest order', () => claimOrder(ctx, 'o1', 'tok'), 'POST /online-ordering/orders/o1/login {"token":"tok"}'],
  ])('%s', async (_name, call, expected) => {
    await call();
    expect(sent()).toEqual([expected]);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer jwt-abc');
    expect(api.requests[0]?.headers['country-alpha-2']).toBe('CA');
  });
});

describe('checkoutCustomer', () => {
  it('is null for a guest without asking the API', async () => {
    await expect(checkoutCustomer({ locale: 'en-us', token: null }, { orderId: 'o1', orderToken: 't' })).resolves.toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('is null when the API refuses the token (expired, revoked)', async () => {
    api.respond = () => ({ status: 401, body: { message: 'Sign in again' } });
    await expect(checkoutCustomer(ctx, { orderId: 'o1', orderToken: 't' })).resolves.toBeNull();
    expect(sent()).toEqual(['GET /online-ordering/my-profile ']);
  });

  it.each([
    ['claimed', 200],
    ['claimed by another customer (404): the order keeps working with its token', 404],
  ])('reads the profile and claims the guest order: %s', async (_name, claimStatus) => {
    api.respond = (request) => (request.url.endsWith('/login') ? { status: claimStatus, body: { message: 'Order o1 was not found' } } : { body: PROFILE });
    await expect(checkoutCustomer(ctx, { orderId: 'o1', orderToken: 'guest-token' })).resolves.toEqual(PROFILE);
    expect(sent()).toEqual(['GET /online-ordering/my-profile ', 'POST /online-ordering/orders/o1/login {"token":"guest-token"}']);
    expect(api.requests[1]?.headers['x-order-token']).toBe('guest-token');
  });
});

describe('payableSavedCards', () => {
  const card = (id: number, expired: boolean) => ({ id, token: `tok_${id}`, brand: 'visa', last4: '4242', expMonth: 1, expYear: 2031, expired, createdAt: '' });

  it('leaves out expired cards', async () => {
    api.respond = () => ({ body: { data: [card(1, false), card(2, true)] } });
    await expect(payableSavedCards(ctx, 42)).resolves.toEqual([card(1, false)]);
  });

  it('answers none when the list cannot be read, so a new card still pays', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.respond = () => ({ status: 503, body: { message: 'Resting' } });
    await expect(payableSavedCards(ctx, 42)).resolves.toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
