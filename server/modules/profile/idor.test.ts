/**
 * The IDOR matrix (issue 5, Security): for every resource of this issue and every verb on one
 * resource, another customer gets 404 (exactly like an unknown id), no token gets 401, and a
 * revoked token (after logout) gets 401. The owner's row is unchanged afterwards.
 */
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { orderClient, twoSides, buildOrderableStore, type OrderableStore } from '@/server/modules/orders/test-store';
import { sandboxCard } from '@/server/modules/payments/test/payable-order';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { call, revoke, signedInCustomer, type SignedInCustomer } from './test-customers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Case = { name: string; method: Method; path: () => string; body?: () => object };

const ADDRESS = { kindId: 1, address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

describe.each(testDatabases())('another customer\'s resources on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let owner: SignedInCustomer;
  let other: SignedInCustomer;
  const ids = { address: 0, vehicle: 0, card: 0, notification: 0, order: '', guestOrder: '', guestToken: '' };

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db);
    owner = await signedInCustomer(context.db);
    other = await signedInCustomer(context.db);
    const as = (method: Method, path: string, body?: object) => call(context.app, owner.token, method, path, body);
    ids.address = (await as('POST', '/delivery-addresses', ADDRESS)).json().id;
    ids.vehicle = (await as('POST', '/my-vehicles', { make: 'Ford', model: 'F-150', colour: 'Red' })).json().id;
    ids.card = (await as('POST', `/payment-management/customer/${owner.id}/payment-methods`, { token: sandboxCard('4242424242424242', '12/39').token })).json().id;
    const order = (await as('POST', '/orders', { locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    await as('POST', `/orders/${order.id}/order-items`, { itemId: store.brisket.id, quantity: 1, optionIds: twoSides(store) });
    ids.order = order.id;
    await context.db.update(t.orders).set({ statusId: 2, paidAt: new Date() }).where(eq(t.orders.id, order.id));
    ids.notification = (await as('GET', '/notifications')).json().data[0].id;
    const guest = (await orderClient(context.app).create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    ids.guestOrder = guest.id;
    ids.guestToken = guest.accessToken;
    await as('POST', `/orders/${guest.id}/login`, { token: guest.accessToken });
  });
  afterAll(() => context.close());

  const cards = () => `/payment-management/customer/${owner.id}/payment-methods`;
  const cases: Case[] = [
    { name: 'update an address', method: 'PUT', path: () => `/delivery-addresses/${ids.address}`, body: () => ({ ...ADDRESS, city: 'Dallas' }) },
    { name: 'delete an address', method: 'DELETE', path: () => `/delivery-addresses/${ids.address}` },
    { name: 'make an address primary', method: 'PUT', path: () => `/primary-addresses/${ids.address}` },
    { name: 'update a vehicle', method: 'PUT', path: () => `/my-vehicles/${ids.vehicle}`, body: () => ({ make: 'Kia', model: 'Soul', colour: 'Blue' }) },
    { name: 'delete a vehicle', method: 'DELETE', path: () => `/my-vehicles/${ids.vehicle}` },
    { name: 'list the saved cards', method: 'GET', path: cards },
    { name: 'save a card', method: 'POST', path: cards, body: () => ({ token: 'tok_sbx_x.y' }) },
    { name: 'delete a saved card', method: 'DELETE', path: () => `${cards()}/${ids.card}` },
    { name: 'mark a notification read', method: 'PUT', path: () => `/notifications/${ids.notification}`, body: () => ({ read: true }) },
    { name: 'read an order', method: 'GET', path: () => `/orders/${ids.order}` },
    { name: 'change an order', method: 'PUT', path: () => `/orders/${ids.order}`, body: () => ({ tip: null }) },
    { name: 'reorder', method: 'POST', path: () => `/orders/${ids.order}/reorder` },
    { name: 'quote an order’s courier', method: 'POST', path: () => `/orders/${ids.order}/delivery-quote` },
    { name: 'follow an order’s courier', method: 'GET', path: () => `/orders/${ids.order}/delivery` },
    { name: 'take a refund instead of a failed courier', method: 'POST', path: () => `/orders/${ids.order}/delivery/refund` },
    { name: 'take carryout instead of a failed courier', method: 'POST', path: () => `/orders/${ids.order}/delivery/carryout` },
    { name: 'claim an order already claimed, even with its token', method: 'POST', path: () => `/orders/${ids.guestOrder}/login`, body: () => ({ token: ids.guestToken }) },
  ];

  it.each(cases)('$name: 404 for another customer', async ({ method, path, body }) => {
    const response = await call(context.app, other.token, method, path(), body?.());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/was not found$/);
  });

  it('an id of the other customer in a card path is 404, not their wallet', async () => {
    const response = await call(context.app, other.token, 'DELETE', `/payment-management/customer/${other.id}/payment-methods/${ids.card}`);
    expect(response.statusCode).toBe(404);
  });

  it('another customer sees none of the owner\'s rows in their lists', async () => {
    for (const path of ['/delivery-addresses', '/my-vehicles', '/notifications', '/favorite-locations', `/payment-management/customer/${other.id}/payment-methods`]) {
      const response = await call(context.app, other.token, 'GET', path);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
    }
    expect((await call(context.app, other.token, 'GET', '/my-orders')).json()).toMatchObject({ data: [], total: 0 });
  });

  const customerRoutes: Case[] = [
    // GET/PUT /orders/:id and its courier (and the choice once it failed) stay open to guests with X-Order-Token: without a bearer they answer 404.
    ...cases.filter(
      (entry) =>
        ![
          'read an order',
          'change an order',
          'quote an order’s courier',
          'follow an order’s courier',
          'take a refund instead of a failed courier',
          'take carryout instead of a failed courier',
        ].includes(entry.name),
    ),
    { name: 'read the profile', method: 'GET', path: () => '/my-profile' },
    { name: 'change the profile', method: 'PUT', path: () => '/my-profile', body: () => ({ firstName: 'X' }) },
    { name: 'list referrals', method: 'GET', path: () => '/referrals' },
    { name: 'list addresses', method: 'GET', path: () => '/delivery-addresses' },
    { name: 'add an address', method: 'POST', path: () => '/delivery-addresses', body: () => ADDRESS },
    { name: 'list vehicles', method: 'GET', path: () => '/my-vehicles' },
    { name: 'add a vehicle', method: 'POST', path: () => '/my-vehicles', body: () => ({ make: 'Kia', model: 'Soul', colour: 'Blue' }) },
    { name: 'list favourites', method: 'GET', path: () => '/favorite-locations' },
    { name: 'set a favourite', method: 'POST', path: () => `/locations/${store.location.id}/set-favorite` },
    { name: 'remove a favourite', method: 'POST', path: () => `/locations/${store.location.id}/remove-favorite` },
    { name: 'list notifications', method: 'GET', path: () => '/notifications' },
    { name: 'list my orders', method: 'GET', path: () => '/my-orders' },
  ];

  it.each(customerRoutes)('$name: 401 without a token', async ({ method, path, body }) => {
    const response = await call(context.app, undefined, method, path(), body?.());
    expect(response.statusCode).toBe(401);
  });

  it.each(customerRoutes)('$name: 401 with a revoked token', async ({ method, path, body }) => {
    const signedOut = await signedInCustomer(context.db);
    await revoke(context.db, signedOut);
    const response = await call(context.app, signedOut.token, method, path(), body?.());
    expect(response.statusCode).toBe(401);
  });

  it('leaves every row of the owner as it was', async () => {
    const as = (path: string) => call(context.app, owner.token, 'GET', path);
    expect((await as('/delivery-addresses')).json().data).toEqual([expect.objectContaining({ id: ids.address, city: 'Austin', primary: true })]);
    expect((await as('/my-vehicles')).json().data).toEqual([expect.objectContaining({ id: ids.vehicle, make: 'Ford' })]);
    expect((await as(cards())).json().data).toEqual([expect.objectContaining({ id: ids.card, last4: '4242' })]);
    expect((await as('/notifications')).json().data).toEqual([expect.objectContaining({ id: ids.notification, read: false })]);
    const orders = (await as('/my-orders')).json();
    expect(orders.data.map((order: { id: string }) => order.id).sort()).toEqual([ids.order, ids.guestOrder].sort());
  });
});
