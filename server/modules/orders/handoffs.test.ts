import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { call, signedInCustomer, type SignedInCustomer } from '@/server/modules/profile/test-customers';
import { buildPlacedOrder, buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { lockPayableOrder } from './mark-paid';
import { buildOrderableStore, orderClient, twoSides, type OrderableStore } from './test-store';

const GUEST = { firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', phone: '(512) 555-0199' };
const VEHICLE = { make: 'Ford', model: 'F-150', colour: 'Red', plate: 'abc 123' };

describe.each(testDatabases())('handoffs: availability, lead times, vehicles, tables and I am here on %s', (kind) => {
  let context: TestApp;
  /** Pickup and delivery only (no handoff rows). */
  let plain: OrderableStore;
  /** Curbside (lead 40, parking instructions), dine-in (default lead), no pickup. */
  let curbsideStore: OrderableStore;
  let client: ReturnType<typeof orderClient>;
  let diner: SignedInCustomer;
  let other: SignedInCustomer;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    plain = await buildOrderableStore(context.db, { zip: '78701', latitude: 30.2672, longitude: -97.7431 });
    curbsideStore = await buildOrderableStore(context.db, { zip: '78702', latitude: 30.2632, longitude: -97.7151 });
    await context.db.insert(t.locationHandoffs).values([
      { locationId: curbsideStore.location.id, handoffId: 4, offered: true, leadMinutes: 40, instructions: 'Park in the spaces marked Curbside.' },
      { locationId: curbsideStore.location.id, handoffId: 1, offered: true, leadMinutes: null },
      { locationId: curbsideStore.location.id, handoffId: 2, offered: false },
    ]);
    client = orderClient(context.app);
    diner = await signedInCustomer(context.db);
    other = await signedInCustomer(context.db);
  });
  afterAll(() => context.close());

  const create = (store: OrderableStore, handoff: string, headers: Record<string, string> = {}) =>
    client.create({ locationId: store.location.id, handoff, categoryId: 1 }, headers);
  const bearer = (customer: SignedInCustomer) => ({ authorization: `Bearer ${customer.token}` });
  const cart = async (store: OrderableStore, handoff: string, headers: Record<string, string> = {}) => {
    const response = await create(store, handoff, headers);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    await client.addItem(order.id, order.accessToken, { itemId: store.brisket.id, quantity: 1, optionIds: twoSides(store) });
    return { id: order.id as string, token: order.accessToken as string };
  };
  const put = (id: string, token: string | undefined, body: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'PUT', url: `/online-ordering/orders/${id}`, payload: body, headers: { ...(token ? { 'x-order-token': token } : {}), ...headers } });
  const arrive = (id: string, token: string | undefined) =>
    context.app.inject({ method: 'POST', url: `/online-ordering/orders/${id}/arrival`, headers: token ? { 'x-order-token': token } : {} });

  describe('availability', () => {
    it('offers pickup and delivery by default, and refuses curbside, dine-in and drive-through with a clear message and code', async () => {
      expect((await create(plain, 'pickup')).statusCode).toBe(201);
      for (const handoff of ['curbside', 'dine-in', 'drive-through']) {
        const refused = await create(plain, handoff);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({
          code: 'handoff_not_offered',
          params: { handoff, locationId: plain.location.id },
          message: 'This restaurant does not offer this way of getting your order: choose another way or another restaurant',
        });
      }
    });

    it('offers what the store lists, and refuses a default it turned off', async () => {
      const curbside = await create(curbsideStore, 'curbside');
      expect(curbside.statusCode).toBe(201);
      expect(curbside.json()).toMatchObject({
        handoff: 'pickup',
        handoffId: 4,
        handoffDetails: { handoff: 'curbside', vehicle: null, arrivedAt: null, instructions: 'Park in the spaces marked Curbside.' },
      });
      expect((await create(curbsideStore, 'dine-in')).json()).toMatchObject({ handoffId: 1, handoffDetails: { handoff: 'dine-in', tableNumber: null } });
      expect((await create(curbsideStore, 'pickup')).json()).toMatchObject({ code: 'handoff_not_offered', params: { handoff: 'pickup' } });
      expect((await create(curbsideStore, 'drive-through')).statusCode).toBe(422);
    });

    it('refuses an unknown handoff, a wrong type and an unknown store', async () => {
      expect((await create(plain, 'teleport')).statusCode).toBe(400);
      expect((await create(plain, 'curb\u0000side')).statusCode).toBe(400);
      expect((await client.create({ locationId: plain.location.id, handoff: 4, categoryId: 1 })).statusCode).toBe(400);
      expect((await client.create({ locationId: 99_999_999, handoff: 'curbside', categoryId: 1 })).statusCode).toBe(404);
    });

    it('lists a store\'s handoffs with their lead times; an unknown store is 404', async () => {
      const listed = await call(context.app, undefined, 'GET', `/locations/${curbsideStore.location.id}/handoffs`);
      expect(listed.json()).toEqual({
        locationId: curbsideStore.location.id,
        handoffs: [
          { handoffId: 4, handoff: 'curbside', leadMinutes: 40 },
          { handoffId: 1, handoff: 'dine-in', leadMinutes: 15 },
          { handoffId: 3, handoff: 'delivery', leadMinutes: 45 },
        ],
      });
      expect((await call(context.app, undefined, 'GET', `/locations/${plain.location.id}/handoffs`)).json().handoffs.map((h: { handoff: string }) => h.handoff)).toEqual(['pickup', 'delivery']);
      expect((await call(context.app, undefined, 'GET', '/locations/99999999/handoffs')).statusCode).toBe(404);
      expect((await call(context.app, undefined, 'GET', '/locations/abc/handoffs')).statusCode).toBe(400);
    });

    it('filters the finder by handoff', async () => {
      const near = '/locations/search?lat=30.26&lng=-97.73&limit=10';
      const ids = async (query: string) => (await call(context.app, undefined, 'GET', `${near}${query}`)).json().data.map((store: { id: number }) => store.id);
      expect(await ids('')).toEqual(expect.arrayContaining([plain.location.id, curbsideStore.location.id]));
      expect(await ids('&handoff=curbside')).toEqual([curbsideStore.location.id]);
      expect(await ids('&handoff=pickup')).toEqual([plain.location.id]);
      expect(await ids('&handoff=drive-through')).toEqual([]);
      const all = (await call(context.app, undefined, 'GET', near)).json().data;
      expect(all.find((store: { id: number }) => store.id === curbsideStore.location.id).handoffs.map((h: { handoff: string }) => h.handoff)).toEqual(['curbside', 'dine-in', 'delivery']);
      expect((await call(context.app, undefined, 'GET', `${near}&handoff=valet`)).statusCode).toBe(400);
    });
  });

  describe('lead times', () => {
    it('starts the timeslots at the store\'s lead time for the handoff, the default otherwise', async () => {
      const curbside = await cart(curbsideStore, 'curbside');
      const slots = (await client.timeslots(curbside.id, curbside.token)).json();
      expect(slots.leadMinutes).toBe(40);
      const first = Date.parse(slots.days[0].slots[0].start);
      expect(first).toBeGreaterThanOrEqual(Date.now() + 40 * 60_000 - 5_000);
      const dineIn = await cart(curbsideStore, 'dine-in');
      expect((await client.timeslots(dineIn.id, dineIn.token)).json().leadMinutes).toBe(15);
      const pickup = await cart(plain, 'pickup');
      expect((await client.timeslots(pickup.id, pickup.token)).json().leadMinutes).toBe(20);
    });

    it('refuses a slot sooner than the store\'s lead time', async () => {
      const curbside = await cart(curbsideStore, 'curbside');
      const soon = new Date(Math.ceil((Date.now() + 20 * 60_000) / 900_000) * 900_000).toISOString();
      const refused = await put(curbside.id, curbside.token, { timeslot: soon });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Please select valid time');
    });
  });

  describe('curbside vehicle', () => {
    it('takes a typed vehicle, plate upper-cased, and asks for one before payment', async () => {
      const { id, token } = await cart(curbsideStore, 'curbside');
      await put(id, token, { guest: GUEST, timeslot: 'asap' });
      await expect(context.db.transaction((tx) => lockPayableOrder(tx, id, { token }))).rejects.toMatchObject({ statusCode: 422, code: 'handoff_vehicle_required' });
      const saved = await put(id, token, { vehicle: { make: ' Ford ', model: 'F-150', colour: 'Red', plate: ' abc  123 ' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().handoffDetails.vehicle).toEqual({ vehicleId: null, make: 'Ford', model: 'F-150', colour: 'Red', plate: 'ABC 123' });
      await expect(context.db.transaction((tx) => lockPayableOrder(tx, id, { token }))).resolves.toMatchObject({ id });
    });

    it('uses the diner\'s saved vehicle; another diner\'s or an unknown one is 404', async () => {
      const mine = (await call(context.app, diner.token, 'POST', '/my-vehicles', { make: 'Honda', model: 'Civic', colour: 'Blue' })).json();
      const theirs = (await call(context.app, other.token, 'POST', '/my-vehicles', { make: 'Tesla', model: 'Model 3', colour: 'White' })).json();
      const { id } = await cart(curbsideStore, 'curbside', bearer(diner));
      const used = await put(id, undefined, { vehicle: { vehicleId: mine.id } }, bearer(diner));
      expect(used.json().handoffDetails.vehicle).toEqual({ vehicleId: mine.id, make: 'Honda', model: 'Civic', colour: 'Blue', plate: null });
      for (const vehicleId of [theirs.id, 99_999_999]) {
        const refused = await put(id, undefined, { vehicle: { vehicleId } }, bearer(diner));
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'handoff_vehicle_not_found', message: `Vehicle ${vehicleId} was not found` });
      }
      const guest = await cart(curbsideStore, 'curbside');
      expect((await put(guest.id, guest.token, { vehicle: { vehicleId: mine.id } })).statusCode).toBe(404);
    });

    it('saves a typed vehicle to a signed-in diner\'s account; a guest may not', async () => {
      const { id } = await cart(curbsideStore, 'curbside', bearer(diner));
      const saved = await put(id, undefined, { vehicle: { ...VEHICLE, save: true } }, bearer(diner));
      expect(saved.statusCode).toBe(200);
      const vehicleId = saved.json().handoffDetails.vehicle.vehicleId;
      const list = (await call(context.app, diner.token, 'GET', '/my-vehicles')).json().data;
      expect(list.find((vehicle: { id: number }) => vehicle.id === vehicleId)).toMatchObject({ make: 'Ford', model: 'F-150', colour: 'Red' });
      const guest = await cart(curbsideStore, 'curbside');
      const refused = await put(guest.id, guest.token, { vehicle: { ...VEHICLE, save: true } });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('handoff_vehicle_save_signed_in');
    });

    it.each([
      [{ vehicle: { ...VEHICLE, make: { name: 'Ford' } } }, 'validation'],
      [{ vehicle: { ...VEHICLE, make: 'x'.repeat(41) } }, 'validation'],
      [{ vehicle: { ...VEHICLE, model: '' } }, 'validation'],
      [{ vehicle: { ...VEHICLE, colour: '   ' } }, 'validation'],
      [{ vehicle: { ...VEHICLE, make: 'Fo\u0000rd' } }, 'validation'],
      [{ vehicle: { ...VEHICLE, plate: 'ABC#123' } }, 'handoff_plate_invalid'],
      [{ vehicle: { ...VEHICLE, plate: 'A'.repeat(13) } }, 'handoff_plate_invalid'],
      [{ vehicle: { ...VEHICLE, plate: 'A'.repeat(41) } }, 'validation'],
      [{ vehicle: { ...VEHICLE, price: '1.00' } }, 'validation'],
      [{ vehicle: { vehicleId: 0 } }, 'validation'],
      [{ vehicle: { vehicleId: 'one' } }, 'validation'],
      [{ vehicle: 'red truck' }, 'validation'],
      [{ tableNumber: 4 }, 'handoff_table_dine_in_only'],
    ])('refuses %j on a curbside order with 400 %s', async (body, code) => {
      const { id, token } = await cart(curbsideStore, 'curbside');
      const refused = await put(id, token, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
    });

    it('refuses a vehicle on an order that is not curbside', async () => {
      const { id, token } = await cart(plain, 'pickup');
      const refused = await put(id, token, { vehicle: VEHICLE });
      expect(refused.json()).toMatchObject({ code: 'handoff_vehicle_curbside_only', message: 'A vehicle applies to curbside orders only' });
    });
  });

  describe('dine-in table number', () => {
    it('takes an optional table number and clears it with null', async () => {
      const { id, token } = await cart(curbsideStore, 'dine-in');
      expect((await put(id, token, { tableNumber: 12 })).json().handoffDetails).toMatchObject({ handoff: 'dine-in', tableNumber: 12 });
      const cleared = await put(id, token, { tableNumber: null });
      expect([cleared.statusCode, cleared.json().handoffDetails?.tableNumber]).toEqual([200, null]);
    });

    it.each([[0], [1000], [-3], [2.5], ['twelve'], [1e20], [{}]])('refuses table %j', async (tableNumber) => {
      const { id, token } = await cart(curbsideStore, 'dine-in');
      const refused = await put(id, token, { tableNumber });
      expect(refused.statusCode).toBe(400);
    });

    it('says the table range in the message', async () => {
      const { id, token } = await cart(curbsideStore, 'dine-in');
      expect((await put(id, token, { tableNumber: 1000 })).json()).toMatchObject({
        code: 'handoff_table_number_out_of_range',
        params: { min: 1, max: 999 },
        message: 'A table number is a whole number from 1 to 999',
      });
    });
  });

  describe("I'm here", () => {
    const placedCurbside = async (timeslotStart: Date, statusId = 2) => {
      const placed = await buildPlacedOrder(context.db, curbsideStore.location.id, { handoffId: 4, statusId, timeslotStart, paidAt: new Date(), createdAt: new Date() });
      await context.db.insert(t.orderHandoffDetails).values({ orderId: placed.id, vehicleMake: 'Ford', vehicleModel: 'F-150', vehicleColour: 'Red', vehiclePlate: 'ABC 123' });
      return placed;
    };

    it('tells the store once on the order day, replays the first arrival, and shows it in the staff queue', async () => {
      const placed = await placedCurbside(new Date());
      const first = await arrive(placed.id, placed.token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ handoff: 'curbside', arrivedAt: expect.any(String), vehicle: { make: 'Ford', plate: 'ABC 123' } });
      const replay = await arrive(placed.id, placed.token);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().arrivedAt).toBe(first.json().arrivedAt);
      expect((await client.get(placed.id, placed.token)).json().handoffDetails.arrivedAt).toBe(first.json().arrivedAt);

      const staff = await buildStaff(context.db, { storeIds: [curbsideStore.location.id] });
      const staffApi = staffClient(context.app);
      const queue = (await staffApi.queue(await staffApi.signIn(staff), curbsideStore.location.id)).json();
      expect(queue.orders.find((order: { id: string }) => order.id === placed.id)).toMatchObject({
        handoffId: 4,
        handoffDetails: { handoff: 'curbside', arrivedAt: first.json().arrivedAt, vehicle: { make: 'Ford', model: 'F-150', colour: 'Red', plate: 'ABC 123' } },
      });
    });

    it('refuses before the order day, for an unpaid cart, a finished order and another handoff', async () => {
      const later = await placedCurbside(new Date(Date.now() + 3 * 24 * 60 * 60_000));
      const early = await arrive(later.id, later.token);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'handoff_arrival_not_today', params: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
      const done = await placedCurbside(new Date(), 5);
      expect((await arrive(done.id, done.token)).json().code).toBe('handoff_arrival_order_done');
      const open = await cart(curbsideStore, 'curbside');
      expect((await arrive(open.id, open.token)).json().code).toBe('handoff_arrival_not_placed');
      const pickup = await buildPlacedOrder(context.db, plain.location.id, { timeslotStart: new Date() });
      expect((await arrive(pickup.id, pickup.token)).json()).toMatchObject({ code: 'handoff_arrival_curbside_only' });
      const [row] = await context.db.select().from(t.orderHandoffDetails).where(eq(t.orderHandoffDetails.orderId, later.id));
      expect(row?.arrivedAt).toBeNull();
    });

    it('is 404 without the order token, with another token, or for an unknown or malformed id', async () => {
      const placed = await placedCurbside(new Date());
      expect((await arrive(placed.id, undefined)).statusCode).toBe(404);
      expect((await arrive(placed.id, 'someone-else')).statusCode).toBe(404);
      expect((await arrive('00000000-0000-4000-8000-000000000000', placed.token)).statusCode).toBe(404);
      expect((await arrive('not-a-uuid', placed.token)).statusCode).toBe(400);
    });
  });
});
