/**
 * A store's queue of the day and staff status moves on a real database: the store's own day,
 * role scoping (another store's order or queue is a 404), every move the rules allow or refuse,
 * the audit rows, the ready email in the order's language and the owner's notification.
 */
import { and, eq } from 'drizzle-orm';
import { checkStatusMove } from '@/domain/ordering/status-moves';
import type { WireOrderStatus } from '@/domain/wire/orders';
import { buildAuthApp, testClock, type AuthTestApp } from '@/server/auth/test-app';
import { customerNotifications, customers, orders, outboxEmails } from '@/server/db/schema';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { testDatabases } from '@/server/test/databases';
import { buildItem, buildLocation, buildReferenceData } from '@/server/test/factories';
import { auditOf } from './audit-log-repository';
import { buildPlacedOrder, buildStaff, staffClient } from './test-staff';

const STATUSES = Object.keys(ORDER_STATUS) as WireOrderStatus[];

describe.each(testDatabases())('staff orders on %s', (kind) => {
  let t: AuthTestApp;
  let client: ReturnType<typeof staffClient>;
  let dallas: number;
  let austin: number;
  let otherBrand: number;
  let staffToken: string;
  let adminToken: string;

  beforeAll(async () => {
    // 2030-03-04 21:00 in Chicago.
    t = await buildAuthApp(kind, { clock: testClock('2030-03-05T03:00:00Z') });
    await buildReferenceData(t.db);
    dallas = (await buildLocation(t.db, { city: 'Dallas' })).id;
    austin = (await buildLocation(t.db)).id;
    otherBrand = (await buildLocation(t.db, { brandId: 3 })).id;
    client = staffClient(t.app);
    staffToken = await client.signIn(await buildStaff(t.db, { storeIds: [dallas] }));
    adminToken = await client.signIn(await buildStaff(t.db, { role: 'brand_admin' }));
  });
  afterAll(() => t.close());

  describe('GET /staff/stores/:storeId/orders', () => {
    it('lists the placed orders of the store’s day by handoff time, with their next moves', async () => {
      const late = await buildPlacedOrder(t.db, dallas, { timeslotStart: new Date('2030-03-05T01:30:00Z'), handoffId: 3 });
      const early = await buildPlacedOrder(t.db, dallas, { timeslotStart: new Date('2030-03-04T16:15:00Z') });
      await buildPlacedOrder(t.db, dallas, { statusId: ORDER_STATUS.open, paidAt: null });
      await buildPlacedOrder(t.db, dallas, { timeslotStart: new Date('2030-03-04T05:59:00Z') });
      await buildPlacedOrder(t.db, austin, { timeslotStart: new Date('2030-03-04T18:00:00Z') });
      const response = await client.queue(staffToken, dallas);
      expect(response.statusCode).toBe(200);
      const queue = response.json();
      expect(queue.date).toBe('2030-03-04');
      expect(queue.store).toMatchObject({ id: dallas, timeZone: 'America/Chicago', countryCode: 'US' });
      expect(queue.orders.map((order: { id: string }) => order.id)).toEqual([early.id, late.id]);
      expect(queue.orders[0]).toMatchObject({
        status: 'paid',
        statusId: 2,
        handoff: 'pickup',
        customerName: 'Ada P.',
        dueTime: '10:15',
        lines: [{ quantity: 4, title: 'Sweet Tea', weightUnit: null }],
        total: '10.78',
        next: [
          { status: 'preparing', statusId: 3 },
          { status: 'cancelled', statusId: 6 },
        ],
      });
      expect(queue.orders[1].handoff).toBe('delivery');
    });

    it('gives a meat sold by weight the weight of the store’s market its quantity counts (pounds in Dallas)', async () => {
      const pork = await buildItem(t.db, { title: 'Pulled Pork', unit: 'lb' });
      const placed = await buildPlacedOrder(t.db, dallas, { itemId: pork.id, timeslotStart: new Date('2030-03-04T17:00:00Z') });
      const queue = (await client.queue(staffToken, dallas)).json();
      const order = queue.orders.find((candidate: { id: string }) => candidate.id === placed.id);
      expect(order.lines).toEqual([{ quantity: 4, title: 'Pulled Pork', weightUnit: 'lb', label: null }]);
    });

    it('reads another day when asked, and refuses a date that is no day', async () => {
      const next = await buildPlacedOrder(t.db, dallas, { timeslotStart: new Date('2030-03-05T18:00:00Z') });
      const response = await client.queue(staffToken, dallas, '2030-03-05');
      expect(response.json().orders.map((order: { id: string }) => order.id)).toEqual([next.id]);
      for (const date of ['2030-02-30', '05/03/2030', 'x\u0000y']) {
        const refused = await client.queue(staffToken, dallas, date);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
      }
    });

    it('answers 404 for a store the member does not work at, and for another brand’s store', async () => {
      const other = await client.queue(staffToken, austin);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'store_not_found', message: `Store ${austin} was not found` });
      expect((await client.queue(staffToken, 999_999)).statusCode).toBe(404);
      expect((await client.queue(adminToken, austin)).statusCode).toBe(200);
      expect((await client.queue(adminToken, otherBrand)).statusCode).toBe(404);
      expect((await client.queue(staffToken, 'abc')).statusCode).toBe(400);
      expect((await client.queue(undefined, dallas)).statusCode).toBe(401);
    });

    it('lists every store of the brand for an admin, and the assigned ones for store staff', async () => {
      const admin = (await client.me(adminToken)).json();
      expect(admin.stores.map((store: { id: number }) => store.id).sort()).toEqual([dallas, austin].sort());
      expect((await client.me(staffToken)).json().stores.map((store: { id: number }) => store.id)).toEqual([dallas]);
    });
  });

  describe('PUT /orders/:orderId/status/:statusId', () => {
    const cases: [WireOrderStatus, WireOrderStatus, 'pickup' | 'delivery'][] = [];
    for (const handoff of ['pickup', 'delivery'] as const) {
      for (const from of STATUSES) for (const to of STATUSES) cases.push([from, to, handoff]);
    }

    it.each(cases)('%s → %s (%s) follows the rules', async (from, to, handoff) => {
      const order = await buildPlacedOrder(t.db, dallas, { statusId: ORDER_STATUS[from], handoffId: handoff === 'delivery' ? 3 : 2 });
      const response = await client.move(staffToken, order.id, ORDER_STATUS[to]);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      const audit = await auditOf(t.db, 'order', order.id);
      if (checkStatusMove(from, to, handoff).ok) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ orderId: order.id, status: to, statusId: ORDER_STATUS[to] });
        expect(row!.statusId).toBe(ORDER_STATUS[to]);
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ action: 'order-status', locationId: dallas, before: { status: from }, after: { status: to } });
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ statusCode: 409, code: expect.stringMatching(/^(status_|order_not_placed)/), message: expect.stringContaining(order.number) });
        expect(row!.statusId).toBe(ORDER_STATUS[from]);
        expect(audit).toHaveLength(0);
      }
    });

    it('says why in words: a refused move names both statuses', async () => {
      const order = await buildPlacedOrder(t.db, dallas);
      const response = await client.move(staffToken, order.id, ORDER_STATUS.completed);
      expect(response.json()).toMatchObject({
        code: 'status_move_refused',
        message: `Order ${order.number} cannot move from paid to completed`,
        params: { number: order.number, from: 'paid', to: 'completed' },
      });
    });

    it('answers 404 for another store’s order and leaves it as it was', async () => {
      const order = await buildPlacedOrder(t.db, austin);
      const response = await client.move(staffToken, order.id, ORDER_STATUS.preparing);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Order ${order.id} was not found`);
      expect((await auditOf(t.db, 'order', order.id))).toHaveLength(0);
      expect((await client.move(adminToken, order.id, ORDER_STATUS.preparing)).statusCode).toBe(200);
    });

    it.each([
      ['an unknown order', '00000000-0000-4000-8000-000000000000', 3, 404],
      ['an id that is no UUID', 'not-a-uuid', 3, 400],
      ['a NUL in the id', '00000000-0000-4000-8000-00000000000%00', 3, 400],
      ['an unknown status id', null, 99, 400],
      ['a status id that is no number', null, 'ready', 400],
      ['a negative status id', null, -1, 400],
    ])('answers %s with %i in the error shape', async (_name, orderId, statusId, status) => {
      const id = orderId ?? (await buildPlacedOrder(t.db, dallas)).id;
      const response = await client.move(staffToken, id, statusId as number);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
    });

    it('refuses a customer token and no token with 401', async () => {
      const order = await buildPlacedOrder(t.db, dallas);
      expect((await client.move(undefined, order.id, 3)).statusCode).toBe(401);
      await t.app.inject({ method: 'POST', url: '/online-ordering/auth/sign-up', payload: { firstName: 'C', lastName: 'D', phone: '(512) 555-0142', email: 'cust-move@example.com', emailConfirmation: 'cust-move@example.com', password: 'Smoky-Brisket-42', passwordConfirmation: 'Smoky-Brisket-42' } });
      const customer = await t.app.inject({ method: 'POST', url: '/online-ordering/auth/login/customer', payload: { email: 'cust-move@example.com', password: 'Smoky-Brisket-42' } });
      expect((await client.move(customer.json().token, order.id, 3)).statusCode).toBe(401);
    });
  });

  describe('moving to ready', () => {
    it.each([
      ['en-us', 'Your order [number] is ready'],
      ['fr-ca', 'Votre commande [number] est prête'],
      ['ja-jp', 'ご注文 [number] の準備ができました'],
    ] as const)('emails the diner once, in the order’s language (%s)', async (locale, subject) => {
      const order = await buildPlacedOrder(t.db, dallas, { statusId: ORDER_STATUS.preparing, locale });
      expect((await client.move(staffToken, order.id, ORDER_STATUS.ready)).statusCode).toBe(200);
      const mails = await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.orderId, order.id), eq(outboxEmails.kind, 'order-ready')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(subject.replace('[number]', order.number));
      expect(mails[0]!.toAddress).toMatch(/^ada.+@example\.com$/);
      expect(mails[0]!.text).toContain(`/order/${order.id}/summary`);
    });

    it('notifies a signed-in owner', async () => {
      const [owner] = await t.db.insert(customers).values({ email: 'owner-ready@example.com', firstName: 'O', lastName: 'W', referralCode: 'OWNREADY' }).returning();
      const order = await buildPlacedOrder(t.db, dallas, { statusId: ORDER_STATUS.preparing, customerId: owner!.id });
      await client.move(staffToken, order.id, ORDER_STATUS.ready);
      const rows = await t.db.select().from(customerNotifications).where(eq(customerNotifications.customerId, owner!.id));
      expect(rows.map((row) => [row.kind, row.orderId])).toEqual([['order-ready', order.id]]);
    });

    it('sends nothing on other moves', async () => {
      const order = await buildPlacedOrder(t.db, dallas);
      await client.move(staffToken, order.id, ORDER_STATUS.preparing);
      expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, order.id))).toHaveLength(0);
    });
  });
});
