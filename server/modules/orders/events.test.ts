/**
 * The live status stream over a real socket: the order page's credentials only, the first
 * event at once, a change made in the database by anyone (another API instance, a staff move)
 * arrives as the next event, and the stream ends when the order is finished.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@/domain/ordering/order-status';
import { orderDeliveries, orders } from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { buildPlacedOrder, buildStaff, staffClient } from '@/server/modules/staff/test-staff';

type Event = { status: string; statusId: number; statusLabel: string; orderId: string; courier: { stage: string; trackingUrl: string | null } | null };

/** Reads `status` events off an open stream, one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<Event | null> {
      for (;;) {
        const match = /event: status\n(?:id: \d+\n)?data: (.+)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as Event;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe.each(testDatabases())('GET /orders/:orderId/events on %s', (kind) => {
  let context: TestApp;
  let base: string;
  let storeId: number;

  beforeAll(async () => {
    context = await build(kind, { jobs: { autoStart: false } });
    await buildReferenceData(context.db);
    storeId = (await buildLocation(context.db, { city: 'Dallas' })).id;
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}/online-ordering`;
  });
  afterAll(() => context.close());

  const open = (orderId: string, headers: Record<string, string>) => fetch(`${base}/orders/${orderId}/events`, { headers });

  it('answers 404, in the error shape, without the order’s token or owner', async () => {
    const order = await buildPlacedOrder(context.db, storeId);
    for (const headers of [{}, { 'x-order-token': 'not-the-token' }] as Record<string, string>[]) {
      const response = await open(order.id, headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: 404, message: `Order ${order.id} was not found` });
    }
    expect((await open('not-a-uuid', {})).status).toBe(400);
  });

  it('sends the status now, then each change written by anyone, in the page’s language, and ends when completed', async () => {
    const order = await buildPlacedOrder(context.db, storeId);
    const response = await open(order.id, { 'x-order-token': order.token, 'accept-language': 'fr-CA' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventReader(response.body!);
    expect(await events.next()).toMatchObject({ orderId: order.id, status: 'paid', statusId: 2 });

    // Another instance (or anything else) writing the row is heard too.
    await context.db.update(orders).set({ statusId: ORDER_STATUS.preparing }).where(eq(orders.id, order.id));
    expect(await events.next()).toMatchObject({ status: 'preparing', statusLabel: 'En préparation' });

    const staff = staffClient(context.app);
    const token = await staff.signIn(await buildStaff(context.db, { storeIds: [storeId] }));
    expect((await staff.move(token, order.id, ORDER_STATUS.ready)).statusCode).toBe(200);
    expect(await events.next()).toMatchObject({ status: 'ready', statusId: 4, statusLabel: 'Prête' });
    expect((await staff.move(token, order.id, ORDER_STATUS.completed)).statusCode).toBe(200);
    expect(await events.next()).toMatchObject({ status: 'completed' });
    expect(await events.next()).toBeNull();
  });

  it('sends a delivery courier’s stage and tracking link with the status, and each change of them', async () => {
    const order = await buildPlacedOrder(context.db, storeId, { handoffId: 3 });
    const at = new Date();
    await context.db.insert(orderDeliveries).values({
      orderId: order.id, provider: 'sandbox', externalId: `hickory-${order.number}`, quoteFee: '6.49', dinerFee: '6.49', currency: 'USD',
      pickupAt: at, dropoffAt: at, quoteExpiresAt: at, stage: 'quoted', updatedAt: at,
    });
    const events = eventReader((await open(order.id, { 'x-order-token': order.token })).body!);
    expect(await events.next()).toMatchObject({ status: 'paid', courier: { stage: 'quoted', trackingUrl: null } });
    await context.db.update(orderDeliveries).set({ stage: 'assigned', trackingUrl: 'https://track.example/1' }).where(eq(orderDeliveries.orderId, order.id));
    expect(await events.next()).toMatchObject({ status: 'paid', courier: { stage: 'assigned', trackingUrl: 'https://track.example/1' } });
    await context.db.update(orders).set({ statusId: ORDER_STATUS.completed }).where(eq(orders.id, order.id));
    expect(await events.next()).toMatchObject({ status: 'completed' });
    expect(await events.next()).toBeNull();
  });

  it('sends one event and ends for an order that can no longer move', async () => {
    const order = await buildPlacedOrder(context.db, storeId, { statusId: ORDER_STATUS.cancelled });
    const events = eventReader((await open(order.id, { 'x-order-token': order.token })).body!);
    expect(await events.next()).toMatchObject({ status: 'cancelled', statusLabel: 'Cancelled' });
    expect(await events.next()).toBeNull();
  });
});
