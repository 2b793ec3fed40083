import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildLocation, buildMenu, buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, orderClient, type OrderableStore } from './test-store';

const AUSTIN_ADDRESS = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

describe.each(testDatabases())('POST /orders and GET /orders/:orderId on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let client: ReturnType<typeof orderClient>;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db, { zip: '78701', latitude: 30.2672, longitude: -97.7431 });
    client = orderClient(context.app);
  });
  afterAll(() => context.close());

  const create = (body: object = {}, headers: Record<string, string> = {}) =>
    client.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1, ...body }, headers);

  it('creates a pickup order with an access token, empty and priced at zero', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.stringMatching(/^\d+$/),
      status: 'open',
      statusId: 1,
      handoff: 'pickup',
      handoffId: 2,
      currency: 'USD',
      countryCode: 'US',
      location: { id: store.location.id, timeZone: 'America/Chicago', address: { state: { label: 'TX' } } },
      lines: [],
      itemCount: 0,
      deliveryAddress: null,
      timeslot: null,
      guest: null,
      tip: null,
      totals: { subtotal: '0.00', deliveryFee: '0.00', taxTotal: '0.00', total: '0.00', taxes: [{ code: 'SALES', rate: '0.0825', amount: '0.00' }] },
      blockers: ['empty-cart', 'cart-rules', 'guest', 'timeslot'],
    });
    expect(order.violations).toEqual([{ code: 'item-count-too-low', message: 'Item quantity too low (1 items or more needed)', minimum: 1 }]);
    expect(order.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('creates a delivery order with its address, charging the store delivery fee (taxed)', async () => {
    const order = (await create({ handoff: 'delivery', deliveryAddress: AUSTIN_ADDRESS })).json();
    expect(order).toMatchObject({
      handoff: 'delivery',
      handoffId: 3,
      deliveryAddress: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', aptSuitBldg: null },
      totals: { deliveryFee: '4.99', taxTotal: '0.41', total: '5.40' },
    });
  });

  it('serves the order to its token holder only; everyone else gets the same 404', async () => {
    const order = (await create()).json();
    const ok = await client.get(order.id, order.accessToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('accessToken');
    const other = (await create()).json();
    for (const token of [undefined, 'wrong', other.accessToken, 'x'.repeat(128)]) {
      const response = await client.get(order.id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: `Order ${order.id} was not found` });
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await client.get(unknown, order.accessToken)).json().message).toBe(`Order ${unknown} was not found`);
    expect((await client.get('not-a-uuid', order.accessToken)).statusCode).toBe(400);
  });

  it('replays the first answer for a retried Idempotency-Key, and refuses the key with another body', async () => {
    const key = { 'idempotency-key': 'create-order-1' };
    const first = await create({}, key);
    const retry = await create({}, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const other = await create({ handoff: 'delivery', deliveryAddress: AUSTIN_ADDRESS }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Idempotency-Key "create-order-1" was already used with a different request');
    const fresh = await create({}, { 'idempotency-key': 'create-order-2' });
    expect(fresh.json().id).not.toBe(first.json().id);
  });

  it('answers parallel retries of one key with one order', async () => {
    const key = { 'idempotency-key': 'create-order-parallel' };
    const responses = await Promise.all(Array.from({ length: 6 }, () => create({}, key)));
    const created = responses.filter((response) => response.statusCode === 201).map((response) => response.json().id);
    expect(new Set(created).size).toBe(1);
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
  });

  describe('refusals', () => {
    const cases: [string, () => object, number, string][] = [
      ['an unknown store', () => ({ locationId: 999999 }), 404, 'Location 999999 was not found'],
      ['a handoff that is not offered', () => ({ handoff: 'drone' }), 400, 'handoff'],
      ['an unknown category', () => ({ categoryId: 9 }), 400, 'categoryId'],
      ['a category the store has no menu for', () => ({ categoryId: 2 }), 422, 'has no catering menu'],
      ['a location id that is text', () => ({ locationId: 'one' }), 400, 'locationId'],
      ['delivery without an address', () => ({ handoff: 'delivery' }), 400, 'To order delivery, please enter the full delivery address'],
      ['delivery with an incomplete address', () => ({ handoff: 'delivery', deliveryAddress: { ...AUSTIN_ADDRESS, city: ' ' } }), 400,
        'To order delivery, please enter the full delivery address'],
      ['delivery out of range', () => ({ handoff: 'delivery', deliveryAddress: { ...AUSTIN_ADDRESS, city: 'Dallas', zip: '75201' } }), 422,
        'does not deliver to 75201'],
      ['a pickup with a delivery address', () => ({ deliveryAddress: AUSTIN_ADDRESS }), 400, '"deliveryAddress" applies to delivery orders only'],
    ];

    it.each(cases)('refuses %s', async (_label, body, status, message) => {
      const response = await create(body());
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
    });

    it('refuses a store of another market, and stores without online ordering (SPEC §8)', async () => {
      const toronto = await buildLocation(context.db, { country: 'CA', state: ['ON', 'Ontario'], city: 'Toronto' });
      expect((await create({ locationId: toronto.id })).statusCode).toBe(404);
      const off = await buildLocation(context.db, { onlineOrdering: false });
      const paused = await buildLocation(context.db, { acceptingOrders: false });
      await buildMenu(context.db, { categoryId: 1, locationIds: [off.id, paused.id] });
      expect((await create({ locationId: off.id })).json()).toMatchObject({
        statusCode: 422, message: 'This location currently does not offer online ordering',
      });
      expect((await create({ locationId: paused.id })).json().message).toBe('This location is currently not accepting online orders');
    });

    it('refuses a malformed Idempotency-Key', async () => {
      const response = await create({}, { 'idempotency-key': 'has spaces in it' });
      expect(response.statusCode).toBe(400);
    });
  });
});
