/**
 * A locked group is paid through the normal checkout as the host's order, and every line keeps
 * its guest's name: on the order, the thank-you receipt and the confirmation email.
 */
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { buildOrderableStore, orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { GUEST, paymentClient } from '@/server/modules/payments/test/payable-order';
import { groupClient } from './test-client';

describe.each(testDatabases())('paying a group order on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;

  beforeAll(async () => {
    context = await build(kind);
    await buildReferenceData(context.db);
    store = await buildOrderableStore(context.db);
  });
  afterAll(() => context.close());

  it('pays the locked group as one order whose receipt and email name each guest', async () => {
    const groups = groupClient(context.app);
    const orders = orderClient(context.app);
    const payments = paymentClient(context.app);
    const created = (await groups.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1, deadlineMinutes: 30, hostName: 'Maya' })).json();
    for (const [name, quantity] of [['Ana', 1], ['Ben', 2]] as const) {
      const secret = (await groups.join(created.shareToken, name)).json().guestSecret;
      expect((await groups.add(created.shareToken, secret, { itemId: store.tea.id, quantity, optionIds: [] })).statusCode).toBe(201);
    }
    const updated = await orders.update(created.orderId, created.accessToken, { guest: GUEST, timeslot: 'asap' });
    expect(updated.statusCode).toBe(200);
    const order = { id: created.orderId, token: created.accessToken, number: updated.json().number, total: updated.json().totals.total };
    expect(order.total).toBe('8.09');
    // While guests can still add, the host's checkout is refused, whichever way it pays, and nothing is charged.
    const early = await payments.card(order, { token: payments.token() });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'group_order_still_open', message: expect.stringMatching(/^Your group order is still open/) });
    expect((await groups.add(created.shareToken, (await groups.join(created.shareToken, 'Cy')).json().guestSecret, { itemId: store.tea.id, quantity: 1, optionIds: [] })).statusCode).toBe(201);
    await groups.lock(created.shareToken, created.accessToken);
    const relocked = (await orders.update(created.orderId, created.accessToken, { guest: GUEST, timeslot: 'asap' })).json();
    expect(relocked.totals.total).toBe('10.78');
    order.total = relocked.totals.total;
    const paid = await payments.card(order, { token: payments.token() });
    expect(paid.statusCode).toBe(200);

    const receipt = (await payments.thankYou(order)).json();
    expect(receipt.items.map((item: { title: string; label: string }) => [item.title, item.label])).toEqual([
      ['Sweet Tea', 'Ana'],
      ['Sweet Tea', 'Ben'],
      ['Sweet Tea', 'Cy'],
    ]);
    const mail = (await payments.outbox(order.id)).json();
    const text = JSON.stringify(mail);
    expect(text).toContain('1 × Sweet Tea · for Ana');
    expect(text).toContain('2 × Sweet Tea · for Ben');
    // A paid group takes nothing more.
    const late = (await groups.join(created.shareToken, 'Late Larry'));
    expect(late.statusCode).toBe(409);
  });
});
