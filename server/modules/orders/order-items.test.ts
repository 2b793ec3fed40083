import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildItem, buildMenu, buildOptionGroup, buildReferenceData, buildSection } from '@/server/test/factories';
import { MAX_LINES } from './lines';
import { buildOrderableStore, orderClient, setCategorySettings, twoSides, type OrderableStore } from './test-store';

describe.each(testDatabases())('order items on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let other: OrderableStore;
  let client: ReturnType<typeof orderClient>;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db);
    other = await buildOrderableStore(context.db);
    client = orderClient(context.app);
  });
  afterAll(() => context.close());

  const newOrder = async (target: OrderableStore = store) => {
    const order = (await client.create({ locationId: target.location.id, handoff: 'pickup', categoryId: 1 })).json();
    return { id: order.id as string, token: order.accessToken as string };
  };
  const brisket = (overrides: object = {}) => ({ itemId: store.brisket.id, quantity: 1, optionIds: twoSides(store), ...overrides });

  it('refuses a price sent by the client: prices come from the store', async () => {
    const { id, token } = await newOrder();
    const response = await client.addItem(id, token, brisket({ quantity: 2, unitPrice: '0.01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('"unitPrice" is not allowed in the body');
    expect((await client.get(id, token)).json().lines).toEqual([]);
  });

  it('adds lines priced by the store', async () => {
    const { id, token } = await newOrder();
    const response = await client.addItem(id, token, brisket({ quantity: 2, specialInstructions: '  extra bark ' }));
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order.lines).toEqual([
      expect.objectContaining({
        itemId: store.brisket.id, title: 'Brisket Plate', quantity: 2, unit: 'each', unitPrice: '15.99', lineTotal: '31.98',
        sectionId: store.section.id, specialInstructions: 'extra bark',
        options: [expect.objectContaining({ title: 'Slaw', priceDelta: '0.00' }), expect.objectContaining({ title: 'Beans' })],
      }),
    ]);
    const tea = (await client.addItem(id, token, { itemId: store.tea.id, quantity: 3, optionIds: [] })).json();
    expect(tea.itemCount).toBe(5);
    expect(tea.totals).toMatchObject({ subtotal: '39.45', taxTotal: '3.25', total: '42.70' });
    expect(tea.violations).toEqual([]);
    expect(tea.blockers).toEqual(['guest', 'timeslot']);
  });

  it('refuses a line past the most an order holds, and writes nothing of it', async () => {
    const { id, token } = await newOrder();
    const full = Array.from({ length: MAX_LINES }, () => ({ orderId: id, itemId: store.tea.id, quantity: 1, unitPrice: '2.49' }));
    await context.db.insert(t.orderItems).values(full);
    const response = await client.addItem(id, token, brisket());
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(`An order holds at most ${MAX_LINES} lines: change the quantity of a line instead`);
    expect((await client.get(id, token)).json().lines).toHaveLength(MAX_LINES);
    const chosen = await context.db
      .select({ id: t.orderItemOptions.optionId })
      .from(t.orderItemOptions)
      .innerJoin(t.orderItems, eq(t.orderItems.id, t.orderItemOptions.orderItemId))
      .where(eq(t.orderItems.orderId, id));
    expect(chosen).toEqual([]);
  });

  it('says how each line is sold: a meat sold by weight is unit lb, its quantity counting the market weight', async () => {
    const pork = await buildItem(context.db, { title: 'Pulled Pork', unit: 'lb', sectionId: store.section.id, prices: { [store.location.id]: '22.99' } });
    const { id, token } = await newOrder();
    const order = (await client.addItem(id, token, { itemId: pork.id, quantity: 3, optionIds: [] })).json();
    expect(order.lines).toEqual([expect.objectContaining({ title: 'Pulled Pork', unit: 'lb', quantity: 3, unitPrice: '22.99', lineTotal: '68.97' })]);
  });

  it('adds option price deltas to the unit price', async () => {
    const { id, token } = await newOrder();
    const mac = store.sides.options[2]!.id;
    const spicy = store.sauce.options[1]!.id;
    const order = (await client.addItem(id, token, brisket({ optionIds: [store.sides.options[0]!.id, mac, spicy] }))).json();
    expect(order.lines[0]).toMatchObject({ unitPrice: '17.74', lineTotal: '17.74' });
  });

  it('charges an option at the store’s own price change, on the item page and in the cart; another store’s does not reach it', async () => {
    const { id, token } = await newOrder(other);
    const mac = other.sides.options[2]!;
    const spicy = store.sauce.options[1]!;
    await context.db.insert(t.locationOptions).values([
      { locationId: other.location.id, optionId: mac.id, priceDelta: '2.75' },
      { locationId: other.location.id, optionId: spicy.id, priceDelta: '9.00' },
    ]);
    const details = (await context.app.inject({ url: `/online-ordering/locations/${other.location.id}/item-details/${other.brisket.id}` })).json();
    const sides = details.optionGroups.find((group: { title: string }) => group.title === 'Choose 2 sides');
    expect(sides.options.map((option: { priceDelta: string }) => option.priceDelta)).toEqual(['0.00', '0.00', '2.75']);
    const order = (await client.addItem(id, token, { itemId: other.brisket.id, quantity: 2, optionIds: [other.sides.options[0]!.id, mac.id] })).json();
    expect(order.lines[0]).toMatchObject({ unitPrice: '18.74', lineTotal: '37.48', options: [expect.anything(), expect.objectContaining({ title: 'Mac & Cheese', priceDelta: '2.75' })] });
    expect(order.totals.subtotal).toBe('37.48');
    const own = await newOrder();
    const here = (await client.addItem(own.id, own.token, brisket({ optionIds: [store.sides.options[0]!.id, store.sides.options[1]!.id, spicy.id] }))).json();
    expect(here.lines[0]).toMatchObject({ unitPrice: '16.24' });
  });

  it('changes quantity, options and instructions, and removes lines, repricing each time', async () => {
    const { id, token } = await newOrder();
    const line = (await client.addItem(id, token, brisket())).json().lines[0];
    const changed = await client.changeItem(id, token, line.id, { quantity: 4, optionIds: [store.sides.options[1]!.id, store.sides.options[2]!.id] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().lines[0]).toMatchObject({ quantity: 4, unitPrice: '17.49', lineTotal: '69.96' });
    expect(changed.json().totals.subtotal).toBe('69.96');
    const cleared = (await client.changeItem(id, token, line.id, { specialInstructions: null })).json();
    expect(cleared.lines[0].specialInstructions).toBeNull();
    const removed = await client.removeItem(id, token, line.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ lines: [], itemCount: 0, totals: { subtotal: '0.00', total: '0.00' } });
    const again = await client.removeItem(id, token, line.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`Order item ${line.id} was not found in this order`);
  });

  describe('refusals', () => {
    const cases: [string, (s: OrderableStore, o: OrderableStore) => object, number, string][] = [
      ['another store\'s item', (_s, o) => ({ itemId: o.tea.id, quantity: 1, optionIds: [] }), 422, 'is not sold at this location'],
      ['an unknown item', () => ({ itemId: 999999, quantity: 1, optionIds: [] }), 422, 'Item 999999 is not sold at this location'],
      ['a quantity of 0', (s) => ({ itemId: s.tea.id, quantity: 0, optionIds: [] }), 400, 'quantity'],
      ['a negative quantity', (s) => ({ itemId: s.tea.id, quantity: -3, optionIds: [] }), 400, 'quantity'],
      ['an absurd quantity', (s) => ({ itemId: s.tea.id, quantity: 1_000_000, optionIds: [] }), 400, 'quantity'],
      ['a fractional quantity', (s) => ({ itemId: s.tea.id, quantity: 1.5, optionIds: [] }), 400, 'quantity'],
      ['a quantity that is text', (s) => ({ itemId: s.tea.id, quantity: 'lots', optionIds: [] }), 400, 'quantity'],
      ['a missing optionIds', (s) => ({ itemId: s.tea.id, quantity: 1 }), 400, 'optionIds'],
      ['too few required choices', (s) => ({ itemId: s.brisket.id, quantity: 1, optionIds: [s.sides.options[0]!.id] }), 422,
        '"Choose 2 sides" needs at least 2 choices'],
      ['too many choices', (s) => ({ itemId: s.brisket.id, quantity: 1, optionIds: [...twoSides(s), s.sauce.options[0]!.id, s.sauce.options[1]!.id] }),
        422, '"Sauce" allows at most 1 choice'],
      ['an option of another item', (s, o) => ({ itemId: s.brisket.id, quantity: 1, optionIds: [...twoSides(s), o.sauce.options[0]!.id] }), 422,
        'is not an option of item'],
      ['an option chosen twice', (s) => ({ itemId: s.brisket.id, quantity: 1, optionIds: [s.sides.options[0]!.id, s.sides.options[0]!.id] }), 400,
        'is chosen more than once'],
      ['instructions that are too long', (s) => ({ itemId: s.tea.id, quantity: 1, optionIds: [], specialInstructions: 'x'.repeat(501) }), 400,
        'specialInstructions'],
    ];

    it.each(cases)('refuses %s', async (_label, body, status, message) => {
      const { id, token } = await newOrder();
      const response = await client.addItem(id, token, body(store, other));
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
      expect((await client.get(id, token)).json().lines).toEqual([]);
    });

    it('refuses an unavailable item, an item off the order category menu, and a wrong section', async () => {
      const { id, token } = await newOrder();
      const soldOut = await buildItem(context.db, { title: 'Ribs', sectionId: store.section.id, prices: { [store.location.id]: '20.00' }, unavailableAt: [store.location.id] });
      expect((await client.addItem(id, token, { itemId: soldOut.id, quantity: 1, optionIds: [] })).json()).toMatchObject({
        code: 'availability_not_sold',
        message: 'Ribs is not sold at this restaurant right now',
      });
      const offMenu = await buildItem(context.db, { prices: { [store.location.id]: '5.00' } });
      expect((await client.addItem(id, token, { itemId: offMenu.id, quantity: 1, optionIds: [] })).json().message).toBe(
        `Item ${offMenu.id} is not on this location's everyday menu`,
      );
      const wrongSection = await client.addItem(id, token, { itemId: store.tea.id, quantity: 1, optionIds: [], sectionId: other.section.id });
      expect(wrongSection.json().message).toBe(`Item ${store.tea.id} is not listed in section ${other.section.id}`);
    });

    it('refuses changes with a bad line id, another order\'s line, or bad options', async () => {
      const mine = await newOrder();
      const theirs = await newOrder();
      const theirLine = (await client.addItem(theirs.id, theirs.token, brisket())).json().lines[0].id;
      const myLine = (await client.addItem(mine.id, mine.token, brisket())).json().lines[0].id;
      expect((await client.changeItem(mine.id, mine.token, theirLine, { quantity: 2 })).statusCode).toBe(404);
      expect((await client.changeItem(mine.id, mine.token, 'abc', { quantity: 2 })).statusCode).toBe(400);
      expect((await client.changeItem(mine.id, mine.token, myLine, { quantity: 0 })).statusCode).toBe(400);
      const badOptions = await client.changeItem(mine.id, mine.token, myLine, { optionIds: [] });
      expect(badOptions.json().message).toBe('"Choose 2 sides" needs at least 2 choices');
      expect((await client.changeItem(mine.id, theirs.token, myLine, { quantity: 2 })).statusCode).toBe(404);
      expect((await client.removeItem(theirs.id, mine.token, theirLine)).statusCode).toBe(404);
    });
  });

  describe('cart rules (SPEC §5, §8) with the real numbers', () => {
    it('reports the item minimum, the amount minimum and the count limits of the location and category', async () => {
      const limited = await buildOrderableStore(context.db);
      await setCategorySettings(context.db, { locationId: limited.location.id, categoryId: 1, minAmount: '25.00', minItems: 2, maxItems: 6 });
      const trays = await buildItem(context.db, { title: 'Tray', minQuantity: 10, sectionId: limited.section.id, prices: { [limited.location.id]: '1.00' } });
      await buildOptionGroup(context.db, trays.id, { minChoices: 0, maxChoices: 3, options: [{ title: 'Extra' }] });
      const { id, token } = await newOrder(limited);
      const one = (await client.addItem(id, token, { itemId: limited.tea.id, quantity: 1, optionIds: [] })).json();
      expect(one.violations.map((v: { message: string }) => v.message)).toEqual([
        'Item quantity too low (2 items or more needed)',
        'Order amount too low',
      ]);
      expect(one.violations[1]).toMatchObject({ code: 'order-amount-too-low', minimum: '25.00' });
      const tray = (await client.addItem(id, token, { itemId: trays.id, quantity: 3, optionIds: [] })).json();
      expect(tray.violations.map((v: { message: string }) => v.message)).toEqual([
        'Minimum order quantity for this item is 10',
        'Order amount too low',
      ]);
      const many = (await client.addItem(id, token, { itemId: limited.tea.id, quantity: 20, optionIds: [] })).json();
      expect(many.violations.map((v: { message: string }) => v.message)).toEqual([
        'Minimum order quantity for this item is 10',
        'Item quantity too high (no more than 6 items)',
      ]);
      expect(many.blockers).toContain('cart-rules');
    });

    it('uses the catering defaults (150.00 minimum) when the location sets none', async () => {
      const catering = await buildOrderableStore(context.db);
      const menu = await buildMenu(context.db, { categoryId: 2, locationIds: [catering.location.id] });
      const section = await buildSection(context.db, menu.id);
      const pan = await buildItem(context.db, { sectionId: section.id, prices: { [catering.location.id]: '49.99' } });
      const order = (await client.create({ locationId: catering.location.id, handoff: 'pickup', categoryId: 2 })).json();
      const added = (await client.addItem(order.id, order.accessToken, { itemId: pan.id, quantity: 2, optionIds: [] })).json();
      expect(added.violations).toEqual([{ code: 'order-amount-too-low', message: 'Order amount too low', minimum: '150.00' }]);
      const enough = (await client.changeItem(order.id, order.accessToken, added.lines[0].id, { quantity: 4 })).json();
      expect(enough.violations).toEqual([]);
    });
  });

  describe('Canada', () => {
    it.each([
      ['ON', 'Ontario', [{ code: 'HST', rate: '0.13', amount: '2.60' }], '22.60'],
      ['QC', 'Québec', [{ code: 'GST', rate: '0.05', amount: '1.00' }, { code: 'QST', rate: '0.09975', amount: '2.00' }], '23.00'],
      ['AB', 'Alberta', [{ code: 'GST', rate: '0.05', amount: '1.00' }], '21.00'],
    ])('prices in CAD with the %s taxes', async (label, name, taxes, total) => {
      const canadian = await buildOrderableStore(context.db, { country: 'CA', state: [label, name], city: `City ${label}`, timeZone: 'America/Toronto' });
      const headers = { 'country-alpha-2': 'CA' };
      const order = (await orderClient(context.app, headers).create({ locationId: canadian.location.id, handoff: 'pickup', categoryId: 1 })).json();
      expect(order.currency).toBe('CAD');
      const item = await buildItem(context.db, { sectionId: canadian.section.id, prices: { [canadian.location.id]: '20.00' } });
      const priced = (await client.addItem(order.id, order.accessToken, { itemId: item.id, quantity: 1, optionIds: [] })).json();
      expect(priced.totals).toMatchObject({ subtotal: '20.00', taxes, total });
    });
  });
});
