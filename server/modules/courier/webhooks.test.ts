/**
 * DoorDash's webhook through the API: only with the Authorization the portal sends, each report
 * kept once by its id (a retry changes nothing), applied to the order through its statuses.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildLocation, buildReferenceData } from '@/server/test/factories';
import { buildPlacedOrder } from '@/server/modules/staff/test-staff';
import { createDoorDashDispatcher } from '@/server/platform/dispatch/doordash';

const AUTHORIZATION = 'Basic aGlja29yeTpzM2NyZXQ=';
const settings = {
  developerId: 'dev-1',
  keyId: 'key-1',
  signingSecret: Buffer.from('a fake signing secret of 32 byte').toString('base64url'),
  webhookAuthorization: AUTHORIZATION,
  apiBase: 'http://127.0.0.1:9',
};

describe.each(testDatabases())('POST /couriers/doordash/webhook on %s', (kind) => {
  let context: TestApp;
  let storeId: number;

  beforeAll(async () => {
    context = await build(kind, { dispatcher: createDoorDashDispatcher({ settings }) });
    await buildReferenceData(context.db);
    storeId = (await buildLocation(context.db, { city: 'Dallas' })).id;
  });
  afterAll(() => context.close());

  async function bookedDelivery() {
    const order = await buildPlacedOrder(context.db, storeId, { handoffId: 3 });
    const externalId = `hickory-${order.number}`;
    const at = new Date();
    await context.db.insert(t.orderDeliveries).values({
      orderId: order.id,
      provider: 'doordash',
      externalId,
      quoteFee: '9.75',
      dinerFee: '4.99',
      currency: 'USD',
      pickupAt: at,
      dropoffAt: at,
      quoteExpiresAt: at,
      bookedAt: at,
      stage: 'requested',
      updatedAt: at,
    });
    return { order, externalId };
  }

  const post = (body: unknown, authorization: string | null = AUTHORIZATION) =>
    context.app.inject({ method: 'POST', url: '/online-ordering/couriers/doordash/webhook', payload: body as object, headers: authorization ? { authorization } : {} });
  const event = (externalId: string, name: string, createdAt = '2030-03-04T18:20:11.543000Z') => ({
    event_name: name,
    created_at: createdAt,
    external_delivery_id: externalId,
    tracking_url: `https://track.doordash.com/share/${externalId}/track`,
    dasher_name: 'Sam',
  });
  const deliveryRow = async (orderId: string) => (await context.db.select().from(t.orderDeliveries).where(eq(t.orderDeliveries.orderId, orderId)))[0]!;
  const statusOf = async (orderId: string) => (await context.db.select({ statusId: t.orders.statusId }).from(t.orders).where(eq(t.orders.id, orderId)))[0]!.statusId;

  it('refuses a report without the portal’s Authorization (401) or that is no Drive event (400), in the error shape', async () => {
    const { externalId, order } = await bookedDelivery();
    expect((await post(event(externalId, 'DASHER_PICKED_UP'), null)).json()).toMatchObject({ statusCode: 401, code: 'courier_webhook_unverified' });
    expect((await post(event(externalId, 'DASHER_PICKED_UP'), 'Basic d3Jvbmc6d3Jvbmc=')).statusCode).toBe(401);
    expect((await post({ ...event(externalId, 'DASHER_PICKED_UP'), created_at: 'yesterday' })).json()).toMatchObject({ statusCode: 400, code: 'courier_webhook_unreadable' });
    expect((await post({ event_name: 'DASHER_PICKED_UP' })).statusCode).toBe(400);
    expect((await post({ ...event(externalId, 'X'), external_delivery_id: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await post({ ...event(externalId, 'X'), event_name: 'A\u0000B' })).statusCode).toBe(400);
    expect((await deliveryRow(order.id)).stage).toBe('requested');
  });

  it('applies each report once, through the order: picked up is out for delivery, dropped off completes it', async () => {
    const { externalId, order } = await bookedDelivery();
    expect((await post(event(externalId, 'DASHER_CONFIRMED', '2030-03-04T18:10:00Z'))).json()).toEqual({ received: true });
    expect(await deliveryRow(order.id)).toMatchObject({ stage: 'assigned', trackingUrl: `https://track.doordash.com/share/${externalId}/track` });
    expect((await post(event(externalId, 'DASHER_PICKED_UP'))).statusCode).toBe(200);
    expect((await post(event(externalId, 'DASHER_PICKED_UP'))).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe(7);
    const kept = await context.db.select().from(t.dispatchWebhookEvents).where(eq(t.dispatchWebhookEvents.externalId, externalId));
    expect(kept.map((row) => row.event).sort()).toEqual(['DASHER_CONFIRMED', 'DASHER_PICKED_UP']);
    // A late report of an earlier stage moves nothing back.
    await post(event(externalId, 'DASHER_CONFIRMED_PICKUP_ARRIVAL', '2030-03-04T18:15:00Z'));
    expect((await deliveryRow(order.id)).stage).toBe('picked_up');
    await post(event(externalId, 'DASHER_DROPPED_OFF', '2030-03-04T18:40:00Z'));
    expect((await deliveryRow(order.id)).stage).toBe('dropped_off');
    expect(await statusOf(order.id)).toBe(5);
  });

  it('acknowledges a report of a delivery it does not know, and changes nothing', async () => {
    const unknown = `hickory-${randomUUID().slice(0, 8)}`;
    expect((await post(event(unknown, 'DASHER_CONFIRMED'))).statusCode).toBe(200);
  });
});
