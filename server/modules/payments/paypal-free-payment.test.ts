import { eq } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildItem } from '@/server/test/factories';
import { orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { buildPayableOrder, GUEST, type PayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

const PM = '/online-ordering/payment-management';

describe.each(testDatabases())('PayPal, free payments and the thank-you answer on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => ({ context, store, pay } = await startPaymentSuite(kind, { config: { storefrontUrl: 'http://shop.test', apiPublicUrl: 'http://api.test' } })));
  afterAll(() => context.close());

  const get = (url: string) => context.app.inject({ method: 'GET', url });
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  async function approvedPayPal(order: PayableOrder, body: object = {}) {
    const started = await pay.paypal(order, body);
    expect(started.statusCode).toBe(200);
    const { approveUrl, paypalOrderId } = started.json();
    expect(approveUrl.startsWith(`http://api.test${PM}/paypal/sandbox/approve?token=`)).toBe(true);
    const page = await get(pathOf(approveUrl));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Pay $${order.total}`);
    const confirmHref = /href="([^"]*approve\/confirm[^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
    const back = await get(confirmHref!);
    expect(back.statusCode).toBe(303);
    return { paypalOrderId, returnUrl: new URL(back.headers.location as string) };
  }

  it('create → approve page → back to the storefront → capture pays the order', async () => {
    const order = await buildPayableOrder(context.app, store);
    const { paypalOrderId, returnUrl } = await approvedPayPal(order, { returnPath: '/ca/fr/checkout/paypal-return' });
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe('http://shop.test/ca/fr/checkout/paypal-return');
    expect(returnUrl.searchParams.get('orderId')).toBe(order.id);
    expect(returnUrl.searchParams.get('token')).toBe(paypalOrderId);
    const captured = await pay.paypalCapture(order, { token: paypalOrderId, payerId: returnUrl.searchParams.get('PayerID') });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'paid', payments: [{ method: 'paypal', paymentTypeId: 13, label: 'PayPal', amount: order.total }] });
    const reload = await pay.paypalCapture(order, { token: paypalOrderId, payerId: returnUrl.searchParams.get('PayerID') });
    expect(reload.json()).toMatchObject({ status: 'paid', payments: [{ method: 'paypal' }] });
  });

  it.each([
    ['es-MX', 'MX', 'es', 'Aprobar el pago', 'Cancelar y volver al restaurante', 'Este pago de PayPal no es válido'],
    ['pt-BR', 'BR', 'pt', 'Aprovar o pagamento', 'Cancelar e voltar ao restaurante', 'Este pagamento do PayPal não é válido'],
  ])('writes the approve page in the diner’s language: %s', async (language, country, lang, approve, cancel, invalid) => {
    const order = await buildPayableOrder(context.app, store);
    const { approveUrl } = (await pay.paypal(order)).json();
    const headers = { 'accept-language': language, 'country-alpha-2': country };
    const page = await context.app.inject({ method: 'GET', url: pathOf(approveUrl), headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${lang}">`);
    for (const text of [approve, cancel]) expect(page.body).toContain(text);
    expect(page.body).not.toContain('Approve payment');
    const unknown = await context.app.inject({ method: 'GET', url: `${PM}/paypal/sandbox/approve?token=NOPE`, headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(invalid);
  });

  it('refuses a capture before approval with 409, and the order stays payable', async () => {
    const order = await buildPayableOrder(context.app, store);
    const { paypalOrderId } = (await pay.paypal(order)).json();
    const early = await pay.paypalCapture(order, { token: paypalOrderId, payerId: '' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('PayPal payment has not been approved yet. Approve it on PayPal, then try again.');
    expect((await pay.state(order)).json()).toMatchObject({ status: 'open', amountDue: order.total });
  });

  it('sends the diner who cancels back to the payment page', async () => {
    const order = await buildPayableOrder(context.app, store);
    const { approveUrl } = (await pay.paypal(order)).json();
    const page = await get(pathOf(approveUrl));
    const cancelHref = /href="([^"]*sandbox\/cancel[^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
    const back = await get(cancelHref!);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(/^http:\/\/shop\.test\/checkout\/payment\?orderId=/);
  });

  it.each(['//evil.example/x', 'https://evil.example', '/checkout/<script>'])('refuses the return path %s', async (returnPath) => {
    const order = await buildPayableOrder(context.app, store);
    const response = await pay.paypal(order, { returnPath });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/must be a storefront path/);
  });

  it('settles a zero total with "free", and refuses "free" for an order that costs something', async () => {
    const costly = await buildPayableOrder(context.app, store);
    const refused = await pay.free(costly);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`Order ${costly.number} still has ${costly.total} USD to pay: choose a payment method`);

    const water = await buildItem(context.db, { title: 'Water cup', sectionId: store.section.id, prices: { [store.location.id]: '0.00' } });
    const orders = orderClient(context.app);
    const created = (await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 })).json();
    await orders.addItem(created.id, created.accessToken, { itemId: water.id, quantity: 1, optionIds: [] });
    await orders.update(created.id, created.accessToken, { guest: GUEST, timeslot: 'asap' });
    const free = { id: created.id, token: created.accessToken, number: created.number, total: '0.00' };
    expect((await pay.card(free, { token: pay.token() })).json().message).toBe(
      `Order ${created.number} has nothing to pay: confirm it with the free method`,
    );
    const settled = await pay.free(free);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'paid', payments: [{ method: 'free', paymentTypeId: 6, amount: '0.00', label: 'No payment needed' }] });
  });

  it('answers the thank-you page to the token holder, in the request language, and 404 to anyone else', async () => {
    const order = await buildPayableOrder(context.app, store, 3);
    await pay.card(order, { token: pay.token() });
    const thanks = await pay.thankYou(order, order.token, '?locale=fr-ca');
    expect(thanks.statusCode).toBe(200);
    expect(thanks.json()).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'paid',
      statusLabel: 'Payée',
      items: [{ title: 'Sweet Tea', quantity: 3, lineTotal: '7.47' }],
      totals: { total: order.total },
      guestFirstName: 'Ada',
      location: { id: store.location.id },
    });
    expect((await pay.thankYou(order, null)).statusCode).toBe(404);
    expect((await pay.thankYou(order, 'nope')).json().message).toBe(`Order ${order.id} was not found`);
  });

  it('puts one confirmation in the outbox per paid order, listed newest first, with items, totals, time and place', async () => {
    const order = await buildPayableOrder(context.app, store, 2);
    await pay.card(order, { token: pay.token() }, { 'accept-language': 'fr-CA' });
    const rows = await context.db.select().from(t.outboxEmails).where(eq(t.outboxEmails.orderId, order.id));
    expect(rows).toHaveLength(1);
    const mail = rows[0]!;
    expect(mail.subject).toBe(`Votre commande ${order.number} chez ${store.location.title} est confirmée`);
    expect(mail.text).toContain('2 × Sweet Tea');
    expect(mail.text).toContain('À emporter chez');
    expect(mail.text).toContain(`http://shop.test/ca/fr/order/${order.id}/summary`);
    const list = (await pay.outbox()).json();
    expect(list.data[0]).toMatchObject({ orderId: order.id, status: 'outbox', to: GUEST.email });
    const html = await get(`/online-ordering/dev/outbox/${mail.id}`);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('Merci, Ada !');
  });
});

describe('the dev outbox in production', () => {
  it('is not served', async () => {
    const context = await build('pglite', { config: { isProduction: true, demoMode: false } });
    try {
      const response = await context.app.inject({ method: 'GET', url: '/online-ordering/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await context.close();
    }
  });
});
