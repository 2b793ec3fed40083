import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, nthSlot, orderClient, type OrderableStore } from './test-store';

describe.each(testDatabases())('orders under concurrency on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let client: ReturnType<typeof orderClient>;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db, { slotCapacity: 1 });
    client = orderClient(context.app);
  });
  afterAll(() => context.close());

  const newOrder = async () => {
    const order = (await client.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    return { id: order.id as string, token: order.accessToken as string };
  };

  it('keeps totals consistent after 50 parallel item additions to one order', async () => {
    const { id, token } = await newOrder();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => client.addItem(id, token, { itemId: store.tea.id, quantity: (index % 3) + 1, optionIds: [] })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const order = (await client.get(id, token)).json();
    const units = Array.from({ length: 50 }, (_, index) => (index % 3) + 1).reduce((sum, n) => sum + n, 0);
    expect(order.lines).toHaveLength(50);
    expect(order.itemCount).toBe(units);
    // 99 teas at 2.49 = 246.51; 8.25 % tax = 20.337 → 20.34.
    expect(order.totals).toMatchObject({ subtotal: '246.51', taxTotal: '20.34', total: '266.85' });
    const [stored] = await context.db.query.orders.findMany({ where: (orders, { eq }) => eq(orders.id, id) });
    expect(stored).toMatchObject({ subtotal: '246.51', total: '266.85', itemCount: units });
  });

  it('gives the last place in a slot to exactly one of several racing diners', async () => {
    const diners = await Promise.all(Array.from({ length: 6 }, newOrder));
    const slot = nthSlot((await client.timeslots(diners[0]!.id, diners[0]!.token)).json(), 5);
    const responses = await Promise.all(diners.map(({ id, token }) => client.update(id, token, { timeslot: slot })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe('This time slot is full');
    }
    const rows = await context.db.query.timeslotReservations.findMany({
      where: (reservations, { eq }) => eq(reservations.slotStart, new Date(slot)),
    });
    expect(rows).toHaveLength(1);
  });
});
