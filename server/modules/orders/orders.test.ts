import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, orderClient, twoSides, type OrderableStore } from './test-store';

describe.each(testDatabases())('orders on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let client: ReturnType<typeof orderClient>;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db);
    client = orderClient(context.app);
  });
  afterAll(() => context.close());

  const newOrder = async (body: object = {}) => {
    const response = await client.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1, ...body });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it('creates an order, adds an item with options and prices it from the store', async () => {
    const order = await newOrder();
    expect(order).toMatchObject({ status: 'open', handoff: 'pickup', currency: 'USD', lines: [], itemCount: 0 });
    expect(order.accessToken).toEqual(expect.any(String));
    const added = await client.addItem(order.id, order.accessToken, {
      itemId: store.brisket.id, quantity: 2, optionIds: [store.sides.options[0]!.id, store.sides.options[2]!.id], price: '0.01',
    });
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body.lines[0]).toMatchObject({ quantity: 2, unitPrice: '17.49', lineTotal: '34.98' });
    expect(body.totals).toMatchObject({ subtotal: '34.98', total: '37.87' });
  });
});
