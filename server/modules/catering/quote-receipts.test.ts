/**
 * A quote's order is read as its estimate, never its cart: the store's kitchen queue, the
 * order's receipt (thank-you and confirmation data), its payment state and the payment-received email show the
 * estimate's lines and total, and the buyer is charged the estimate's deposit.
 */
import { storeDateOf } from '@/domain/ordering/order-day';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { orderClient } from '@/server/modules/orders/test-store';
import { paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';
import { buildStaff, staffClient } from '@/server/modules/staff/test-staff';
import { buildQuoteStore, CONTACT, estimateInput, eventIn, leadActions, mailsTo, quoteClient, type QuoteStore } from './test-quotes';

describe.each(testDatabases())('a quote order read as its estimate on %s', (kind) => {
  let context: TestApp;
  let store: QuoteStore;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 1_000_000 } });
    await buildReferenceData(context.db);
    store = await buildQuoteStore(context.db, { slotCapacity: 1000 });
  });
  afterAll(() => context.close());

  /**
   * A cart of 12 trays (1,068.00) sent as a request; the store estimates 2 trays, a carving
   * station and a delivery fee: 178.00 + 150.00 + 25.00, 8.25 % tax 29.12, total 382.12, deposit 95.53.
   */
  async function paidQuote() {
    const orders = orderClient(context.app);
    const order = (await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 3 })).json();
    await orders.addItem(order.id, order.accessToken, { itemId: store.tray.id, quantity: 12, optionIds: [] });
    const submitted = await quoteClient(context.app).submit(order.id, { contact: CONTACT, event: { ...eventIn(12), headcount: 60 } }, { 'x-order-token': order.accessToken });
    const number = submitted.json().number as number;
    const quoteToken = submitted.json().accessToken as string;
    const lead = await context.db.query.cateringLeads.findFirst({ where: (leads, { eq }) => eq(leads.number, number) });
    await leadActions(context.app, context.db).sendEstimate(
      lead!.id,
      estimateInput({
        lines: [
          { kind: 'menu', itemId: store.tray.id, title: 'Brisket Tray', quantity: 2, unitPrice: '89.00' },
          { kind: 'custom', title: 'Carving station', quantity: 1, unitPrice: '150.00' },
        ],
      }),
      { kind: 'staff' },
    );
    await quoteClient(context.app).respond(order.id, { response: 'accept' }, { 'x-quote-token': quoteToken });
    const payable: PayableOrder = { id: order.id, token: order.accessToken, number: String(order.number), total: '' };
    const payments = paymentClient(context.app);
    expect((await payments.state(payable)).json()).toMatchObject({ paid: false, total: '382.12', amountDue: '382.12' });
    const paid = await payments.card(payable, { token: payments.token() });
    expect(paid.json()).toMatchObject({ paid: true, amountPaid: '95.53' });
    return { payable, number };
  }

  it('shows the kitchen the estimate’s lines and total, not the cart', async () => {
    const { payable } = await paidQuote();
    const staff = staffClient(context.app);
    const token = await staff.signIn(await buildStaff(context.db, { storeIds: [store.location.id] }));
    const queue = (await staff.queue(token, store.location.id, storeDateOf(new Date(), 'America/Chicago'))).json();
    const queued = queue.orders.find((order: { id: string }) => order.id === payable.id);
    expect(queued).toMatchObject({
      itemCount: 3,
      lines: [{ quantity: 2, title: 'Brisket Tray' }, { quantity: 1, title: 'Carving station' }],
      total: '382.12',
    });
  });

  it('gives the buyer the estimate as the order’s receipt', async () => {
    const { payable } = await paidQuote();
    const receipt = (await paymentClient(context.app).thankYou(payable)).json();
    expect(receipt.items.map((item: { quantity: number; title: string; lineTotal: string }) => [item.quantity, item.title, item.lineTotal])).toEqual([
      [2, 'Brisket Tray', '178.00'],
      [1, 'Carving station', '150.00'],
      [1, 'Delivery', '25.00'],
    ]);
    expect(receipt.totals).toMatchObject({ subtotal: '353.00', taxTotal: '29.12', tip: '0.00', total: '382.12' });
    expect(receipt.payments.map((payment: { amount: string }) => payment.amount)).toEqual(['95.53']);
  });

  it('mails the buyer the estimate’s lines with the payment received', async () => {
    const { payable } = await paidQuote();
    const mail = (await mailsTo(context.db, payable.id)).find((row) => row.kind === 'catering-paid')!;
    expect(mail.text).toContain('2 × Brisket Tray: $178.00');
    expect(mail.text).toContain('1 × Carving station: $150.00');
    expect(mail.text).toContain('Total: $382.12');
    expect(mail.text).not.toContain('12 × Brisket Tray');
    expect(mail.text).not.toContain('1,068.00');
  });
});
