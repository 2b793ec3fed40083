/**
 * The kitchen screen on a real database: tickets in the order they must start with their items,
 * options, notes and handoff facts, the all-day count, bump (the order's `ready` event: the
 * ready email once, an audit row) and recall (audited, nothing sent), the refusals in words
 * (unknown or another store's ticket 404, a bump of a ready order 409, replays changing nothing),
 * malformed input 400, and the live board over a real socket.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import type { WireKitchenBoard } from '@/domain/wire/kitchen-tickets';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { randomUUID } from 'node:crypto';
import { cateringEstimates, cateringLeads, orderHandoffDetails, orderItemOptions, orderItems, orders, outboxEmails } from '@/server/db/schema';
import { testDatabases } from '@/server/test/databases';
import { buildItem, buildLocation, buildOptionGroup, buildReferenceData } from '@/server/test/factories';
import { auditOf } from '../audit-log-repository';
import { buildPlacedOrder, buildStaff, staffClient } from '../test-staff';

const PREFIX = '/online-ordering/staff/stores';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** 12:00 in Chicago, the stores' time zone. */
const NOON = '2030-03-04T18:00:00Z';
const chicago = (time: string) => new Date(`2030-03-04T${time}:00-06:00`);

function kitchenClient(app: AuthTestApp['app']) {
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    board: (token: string | undefined, storeId: number | string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `${PREFIX}/${storeId}/kitchen`, headers: { ...auth(token), ...headers } }),
    bump: (token: string | undefined, storeId: number | string, orderId: string) => app.inject({ method: 'POST', url: `${PREFIX}/${storeId}/kitchen/tickets/${orderId}/bump`, headers: auth(token) }),
    recall: (token: string | undefined, storeId: number | string, orderId: string) =>
      app.inject({ method: 'POST', url: `${PREFIX}/${storeId}/kitchen/tickets/${orderId}/recall`, headers: auth(token) }),
  };
}

describe.each(testDatabases())('kitchen screen on %s', (kind) => {
  let t: AuthTestApp;
  let client: ReturnType<typeof kitchenClient>;
  let dallas: number;
  let austin: number;
  let staffToken: string;
  let austinToken: string;
  let adminToken: string;
  let brisket: number;
  let tea: number;
  let tray: number;

  beforeAll(async () => {
    t = await buildAuthApp(kind, { clock: testClock(NOON) });
    await buildReferenceData(t.db);
    dallas = (await buildLocation(t.db, { city: 'Dallas', title: 'Dallas Deep Ellum' })).id;
    austin = (await buildLocation(t.db)).id;
    brisket = (await buildItem(t.db, { title: 'Brisket plate', makeMinutes: 10, translations: { 'fr-ca': { title: 'Assiette de brisket' } } })).id;
    tea = (await buildItem(t.db, { title: 'Sweet tea', makeMinutes: 1 })).id;
    tray = (await buildItem(t.db, { title: 'Catering tray', makeMinutes: 20 })).id;
    const staff = staffClient(t.app);
    staffToken = await staff.signIn(await buildStaff(t.db, { storeIds: [dallas] }));
    austinToken = await staff.signIn(await buildStaff(t.db, { storeIds: [austin] }));
    adminToken = await staff.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
    client = kitchenClient(t.app);
  });
  afterAll(() => t.close());

  /** A paid order at the store promised at `time` (Chicago), its lines of [item, quantity]. */
  async function ticket(storeId: number, time: string, lines: [number, number][], fields: Partial<typeof orders.$inferInsert> = {}) {
    const order = await buildPlacedOrder(t.db, storeId, { timeslotStart: chicago(time), paidAt: chicago('11:00'), itemId: lines[0]![0], ...fields });
    await t.db.update(orderItems).set({ quantity: lines[0]![1] }).where(eq(orderItems.orderId, order.id));
    for (const [itemId, quantity] of lines.slice(1)) await t.db.insert(orderItems).values({ orderId: order.id, itemId, quantity, unitPrice: '5.00' });
    return order;
  }

  const boardOf = async (storeId: number, token = staffToken, headers: Record<string, string> = {}) => {
    const response = await client.board(token, storeId, headers);
    expect(response.statusCode).toBe(200);
    return response.json() as WireKitchenBoard;
  };

  const readyMails = (orderId: string) => t.db.select().from(outboxEmails).where(and(eq(outboxEmails.orderId, orderId), eq(outboxEmails.kind, 'order-ready')));

  describe('the board', () => {
    let store: number;
    beforeAll(async () => {
      store = (await buildLocation(t.db, { city: 'Houston' })).id;
    });

    it('lists the open tickets in the order they must start, up to a day ahead, with their all-day count, and leaves finished orders, yesterday’s and later ones off', async () => {
      const plate = await ticket(store, '12:30', [[brisket, 2], [tea, 1]]); // starts 12:20
      const drinks = await ticket(store, '12:15', [[tea, 3]]); // starts 12:14
      const catering = await ticket(store, '12:40', [[tray, 1]]); // starts 12:20, promised later than the plate
      await ticket(store, '12:05', [[tea, 1]], { statusId: ORDER_STATUS.completed });
      await ticket(store, '12:05', [[tea, 1]], { statusId: ORDER_STATUS.cancelled });
      await ticket(store, '12:05', [[tea, 1]], { timeslotStart: new Date('2030-03-05T18:00:00Z') }); // more than a day ahead
      await ticket(store, '12:05', [[tea, 1]], { timeslotStart: new Date('2030-03-03T18:00:00Z') }); // yesterday
      const tomorrow = await ticket(store, '12:05', [[tea, 1]], { timeslotStart: new Date('2030-03-05T15:00:00Z') }); // 9:00 tomorrow morning
      const houstonToken = await staffClient(t.app).signIn(await buildStaff(t.db, { storeIds: [store] }));
      const board = await boardOf(store, houstonToken);
      expect(board.tickets.map((entry) => entry.number)).toEqual([drinks.number, plate.number, catering.number, tomorrow.number]);
      expect(board.tickets[1]).toMatchObject({ status: 'paid', promisedTime: '12:30', makeMinutes: 10, startTime: '12:20', handoff: 'pickup', customerName: 'Ada P.', asap: false });
      expect(board.ready).toEqual([]);
      expect(board.allDay).toEqual([
        { itemId: tea, title: 'Sweet tea', quantity: 5, weightUnit: null },
        { itemId: brisket, title: 'Brisket plate', quantity: 2, weightUnit: null },
        { itemId: tray, title: 'Catering tray', quantity: 1, weightUnit: null },
      ]);
      expect(board.now).toBe(NOON.replace('Z', '.000Z'));
    });

    it('shows options, special instructions, a group guest’s name, the curbside vehicle and the table, in the console’s language', async () => {
      const group = await buildOptionGroup(t.db, brisket, { options: [{ title: 'Extra sauce', translations: { 'fr-ca': { title: 'Sauce en plus' } } }, { title: 'No pickles' }] });
      const curbside = await ticket(store, '13:00', [[brisket, 1]], { handoffId: 4 });
      const [line] = await t.db.update(orderItems).set({ specialInstructions: 'Cut thin', label: 'Maya' }).where(eq(orderItems.orderId, curbside.id)).returning();
      await t.db.insert(orderItemOptions).values(group.options.map((option) => ({ orderItemId: line!.id, optionId: option.id, groupId: group.id, priceDelta: '0.00' })));
      await t.db.insert(orderHandoffDetails).values({ orderId: curbside.id, vehicleMake: 'Ford', vehicleModel: 'F-150', vehicleColour: 'Red', vehiclePlate: 'BBQ 123' });
      const dineIn = await ticket(store, '13:05', [[tea, 1]], { handoffId: 1 });
      await t.db.insert(orderHandoffDetails).values({ orderId: dineIn.id, tableNumber: 12 });

      const board = await boardOf(store, adminToken, { 'accept-language': 'fr-CA' });
      const shown = board.tickets.find((entry) => entry.orderId === curbside.id)!;
      expect(shown).toMatchObject({ handoff: 'curbside', vehicle: { make: 'Ford', model: 'F-150', colour: 'Red', plate: 'BBQ 123' }, tableNumber: null });
      expect(shown.lines).toEqual([
        { itemId: brisket, quantity: 1, title: 'Assiette de brisket', weightUnit: null, options: ['Sauce en plus', 'No pickles'], specialInstructions: 'Cut thin', label: 'Maya' },
      ]);
      expect(board.tickets.find((entry) => entry.orderId === dineIn.id)).toMatchObject({ handoff: 'dine-in', tableNumber: 12, vehicle: null });
    });

    it('makes a catering quote’s order from its estimate, not its cart, and counts the estimate’s lines all day', async () => {
      const quoteStore = (await buildLocation(t.db, { city: 'Plano' })).id;
      const order = await ticket(quoteStore, '13:30', [[tray, 1]], { categoryId: 3 });
      const [lead] = await t.db
        .insert(cateringLeads)
        .values({
          id: randomUUID(), brandId: 4, countryCode: 'US', locale: 'en-us', currency: 'USD', locationId: quoteStore, orderId: order.id,
          contact: { firstName: 'Ada', lastName: 'Pitmaster', email: 'ada.quote@example.com', phone: '(512) 555-0199' }, handoffId: 2,
          eventStartsAt: chicago('13:30'), eventDate: '2030-03-04', eventTime: '13:30', timeZone: 'America/Chicago', headcount: 20, statusId: 9, linkNonce: 'n'.repeat(32),
        })
        .returning();
      const line = (title: string, quantity: number) => ({ kind: 'custom' as const, itemId: null, title, quantity, unitPrice: '90.00', amount: '90.00' });
      await t.db.insert(cateringEstimates).values({
        leadId: lead!.id, version: 1, lines: [line('Brisket tray (20 guests)', 2), line('Sides for 20', 1)], fees: [], taxRate: '0.082500', taxExempt: false, depositRate: '0.500000',
        subtotal: '270.00', feesTotal: '0.00', tax: '22.28', total: '292.28', deposit: '146.14', balance: '146.14', validUntil: chicago('23:00'), sentAt: chicago('09:00'), sentBy: { kind: 'staff', id: null },
      });
      const board = await boardOf(quoteStore, adminToken);
      expect(board.tickets).toHaveLength(1);
      expect(board.tickets[0]).toMatchObject({ orderId: order.id, makeMinutes: 20, startTime: '13:10' });
      expect(board.tickets[0]!.lines.map((entry) => [entry.quantity, entry.title, entry.itemId])).toEqual([
        [2, 'Brisket tray (20 guests)', null],
        [1, 'Sides for 20', null],
      ]);
      expect(board.allDay).toEqual([
        { itemId: null, title: 'Brisket tray (20 guests)', quantity: 2, weightUnit: null },
        { itemId: null, title: 'Sides for 20', quantity: 1, weightUnit: null },
      ]);
    });

    it('answers another store’s staff 404, a brand admin 200, and no staff token 401', async () => {
      expect(await client.board(austinToken, dallas).then((response) => [response.statusCode, response.json().code])).toEqual([404, 'store_not_found']);
      expect((await client.board(adminToken, dallas)).statusCode).toBe(200);
      expect((await client.board(undefined, dallas)).statusCode).toBe(401);
      expect((await client.board(staffToken, 999_999)).statusCode).toBe(404);
    });

    it.each([['0'], ['-1'], ['abc'], ['1.5'], ['99999999999']])('refuses the store id %s with 400 in the error shape', async (storeId) => {
      const response = await client.board(staffToken, storeId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'validation' });
    });
  });

  describe('bump and recall', () => {
    it('bumps to ready through the order lifecycle: the ready email once, an audit row, off the open tickets and onto the ready ones', async () => {
      const order = await ticket(dallas, '12:20', [[brisket, 1]], { statusId: ORDER_STATUS.preparing, locale: 'fr-ca' });
      const response = await client.bump(staffToken, dallas, order.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ orderId: order.id, number: order.number, status: 'ready' });
      const mails = await readyMails(order.id);
      expect(mails.map((mail) => mail.subject)).toEqual([`Votre commande ${order.number} est prête`]);
      const audit = await auditOf(t.db, 'order', order.id);
      expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
        ['order-status', { status: 'preparing', statusId: 3 }, { status: 'ready', statusId: 4, via: 'kitchen-bump' }],
      ]);
      const board = await boardOf(dallas);
      expect(board.tickets.map((entry) => entry.orderId)).not.toContain(order.id);
      expect(board.ready.map((entry) => entry.orderId)).toContain(order.id);
    });

    it('bumps a received order straight to ready', async () => {
      const order = await ticket(dallas, '12:25', [[tea, 1]]);
      expect((await client.bump(staffToken, dallas, order.id)).statusCode).toBe(200);
      expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.statusId).toBe(ORDER_STATUS.ready);
    });

    it('refuses a second bump with 409 in words and sends nothing more; recall puts it back, audited; a bump after it tells the diner no second time', async () => {
      const order = await ticket(dallas, '12:35', [[tea, 2]]);
      expect((await client.bump(staffToken, dallas, order.id)).statusCode).toBe(200);
      const replay = await client.bump(staffToken, dallas, order.id);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({ statusCode: 409, code: 'kitchen_ticket_already_ready', message: `Order ${order.number} is ready already: recall it first to bump it again`, params: { number: order.number } });
      expect(await readyMails(order.id)).toHaveLength(1);

      const recalled = await client.recall(staffToken, dallas, order.id);
      expect(recalled.statusCode).toBe(200);
      expect(recalled.json()).toMatchObject({ status: 'preparing' });
      const again = await client.recall(staffToken, dallas, order.id);
      expect([again.statusCode, again.json().code]).toEqual([409, 'kitchen_ticket_not_ready']);
      expect((await boardOf(dallas)).tickets.map((entry) => entry.orderId)).toContain(order.id);
      const audit = await auditOf(t.db, 'order', order.id);
      expect(audit.map((row) => (row.after as { via: string }).via)).toEqual(['kitchen-bump', 'kitchen-recall']);
      expect(audit[1]).toMatchObject({ action: 'order-status', before: { status: 'ready', statusId: 4 }, after: { status: 'preparing', statusId: 3 } });

      expect((await client.bump(staffToken, dallas, order.id)).statusCode).toBe(200);
      expect(await readyMails(order.id)).toHaveLength(1);
    });

    it.each([
      ['completed', ORDER_STATUS.completed],
      ['cancelled', ORDER_STATUS.cancelled],
    ])('refuses to bump or recall a %s order with 409', async (status, statusId) => {
      const order = await ticket(dallas, '12:50', [[tea, 1]], { statusId });
      for (const move of [client.bump, client.recall]) {
        const response = await move(staffToken, dallas, order.id);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'kitchen_ticket_closed', message: `Order ${order.number} is ${status}: it is no longer on the kitchen screen` });
      }
    });

    it('answers an unknown ticket and another store’s ticket alike, 404, and changes nothing', async () => {
      const austinOrder = await ticket(austin, '12:30', [[tea, 1]]);
      for (const [storeId, orderId] of [
        [dallas, UNKNOWN],
        [dallas, austinOrder.id],
      ] as const) {
        const response = await client.bump(staffToken, storeId, orderId);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'kitchen_ticket_not_found', message: `Ticket ${orderId} is not an order of this store` });
      }
      // The Austin member cannot reach Dallas, nor Dallas staff Austin's screen.
      expect((await client.bump(staffToken, austin, austinOrder.id)).json()).toMatchObject({ statusCode: 404, code: 'store_not_found' });
      expect((await t.db.select().from(orders).where(eq(orders.id, austinOrder.id)))[0]!.statusId).toBe(ORDER_STATUS.paid);
      expect((await client.bump(austinToken, austin, austinOrder.id)).statusCode).toBe(200);
    });

    it.each([
      ['an order id that is no UUID', 'not-a-uuid', '1'],
      ['a store id that is no number', UNKNOWN, 'x'],
      ['a store id out of range', UNKNOWN, '4294967296'],
    ])('refuses %s with 400', async (_, orderId, storeId) => {
      const response = await client.bump(staffToken, storeId, orderId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'validation' });
    });

    it('answers 401 without a staff token', async () => {
      const order = await ticket(dallas, '12:55', [[tea, 1]]);
      expect((await client.bump(undefined, dallas, order.id)).statusCode).toBe(401);
      expect((await client.recall(undefined, dallas, order.id)).statusCode).toBe(401);
    });
  });

  describe('the live board', () => {
    let base: string;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `${`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`}${PREFIX}`;
    });

    function boardReader(body: ReadableStream<Uint8Array>) {
      const reader = body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      return {
        async next(): Promise<WireKitchenBoard | null> {
          for (;;) {
            const match = /event: board\ndata: (.+)\n\n/.exec(buffer);
            if (match) {
              buffer = buffer.slice(match.index + match[0].length);
              return JSON.parse(match[1]!) as WireKitchenBoard;
            }
            const { value, done } = await reader.read();
            if (done) return null;
            buffer += decoder.decode(value, { stream: true });
          }
        },
        cancel: () => reader.cancel(),
      };
    }

    it('sends the board at once, then a new one when an order is paid and when one is bumped; another store’s staff get 404', async () => {
      const store = (await buildLocation(t.db, { city: 'Waco' })).id;
      const token = await staffClient(t.app).signIn(await buildStaff(t.db, { storeIds: [store] }));
      const refused = await fetch(`${base}/${store}/kitchen/events`, { headers: { authorization: `Bearer ${austinToken}` } });
      expect(refused.status).toBe(404);

      const response = await fetch(`${base}/${store}/kitchen/events`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const boards = boardReader(response.body!);
      expect((await boards.next())?.tickets).toEqual([]);

      const order = await ticket(store, '12:30', [[brisket, 1]]);
      expect((await boards.next())?.tickets.map((entry) => entry.orderId)).toEqual([order.id]);

      expect((await client.bump(token, store, order.id)).statusCode).toBe(200);
      const bumped = await boards.next();
      expect(bumped?.tickets).toEqual([]);
      expect(bumped?.ready.map((entry) => entry.orderId)).toEqual([order.id]);
      await boards.cancel();
    });
  });
});
