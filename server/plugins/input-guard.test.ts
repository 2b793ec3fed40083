/**
 * Inputs no route may answer with a 500 or store: NUL characters, numbers that are not plain
 * decimals or overflow their column, bodies nested too deep, unknown fields in order and payment
 * bodies, and card data outside the card form. Each is a 400 naming the field at fault.
 */
import { count } from 'drizzle-orm';
import * as t from '@/server/db/schema';
import { build, testDatabases, type TestApp } from '@/server/test/build-app';
import { buildReferenceData } from '@/server/test/factories';
import { signUpBody } from '@/server/modules/auth/test-helpers';
import { orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import { BILLING, buildPayableOrder, buildStore, paymentClient, type PayableOrder } from '@/server/modules/payments/test/payable-order';

const API = '/online-ordering';

describe.each(testDatabases())('input guard on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let order: PayableOrder;

  beforeAll(async () => {
    context = await build(kind, { config: { rateLimitMax: 100_000 } });
    await buildReferenceData(context.db);
    store = await buildStore(context.db);
    order = await buildPayableOrder(context.app, store);
  });
  afterAll(() => context.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    context.app.inject({ method, url: `${API}${url}`, payload: payload as string | object | undefined, headers });
  const expect400 = async (response: Awaited<ReturnType<typeof inject>>, message: string) => {
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', code: 'validation', message, errors: [message] },
    });
  };

  describe('NUL characters', () => {
    it.each([
      ['the login email', 'POST', '/auth/login/customer', () => ({ email: 'a\u0000@example.com', password: 'x' }), 'email'],
      ['a sign-up name', 'POST', '/auth/sign-up', () => signUpBody({ firstName: 'Ada\u0000' }), 'firstName'],
      ['a guest first name', 'PUT', () => `/orders/${order.id}`, () => ({ guest: { firstName: '\u0000', lastName: 'P', email: 'a@b.co', phone: '5125550199' } }), 'guest.firstName'],
      ['special instructions', 'POST', () => `/orders/${order.id}/order-items`, () => ({ itemId: store.tea.id, quantity: 1, optionIds: [], specialInstructions: 'no\u0000ice' }), 'specialInstructions'],
      ['a key of the body', 'PUT', () => `/orders/${order.id}`, () => ({ 'ti\u0000p': null }), 'ti\u0000p'],
    ] as const)('in %s is a 400', async (_label, method, url, body, field) => {
      const path = typeof url === 'function' ? url() : url;
      const response = await inject(method, path, body(), { 'x-order-token': order.token });
      await expect400(response, `${field} must not contain the NUL character (\\u0000)`);
    });

    it('in a path or query value is a 400', async () => {
      await expect400(await inject('GET', '/locations/slug/a%00b'), 'slug must not contain the NUL character (\\u0000)');
      await expect400(await inject('GET', '/locations?filter=title%5Beq%5Da%00'), 'filter must not contain the NUL character (\\u0000)');
    });
  });

  describe('numbers', () => {
    it.each(['Infinity', '1e309', '-1e309', '0x10', '99999999999', ' 2', 'NaN'])('refuses %p as a page, a page size or an id', async (value) => {
      const encoded = encodeURIComponent(value);
      for (const list of ['/locations', '/states', '/states/TX/cities']) {
        const response = await inject('GET', `${list}?page=${encoded}`);
        expect([list, response.statusCode, response.json().message]).toEqual([list, 400, 'page must be a whole number']);
        expect((await inject('GET', `${list}?pageSize=${encoded}`)).statusCode).toBe(400);
      }
      await expect400(await inject('GET', `/locations/${encoded}`), 'locationId must be a whole number');
      await expect400(await inject('GET', `/locations/${encoded}/menus`), 'locationId must be a whole number');
    });

    it.each(['Infinity', '1e309', '-1e309', '0x10'])('refuses %p as lat or lng', async (value) => {
      const encoded = encodeURIComponent(value);
      await expect400(await inject('GET', `/locations?lat=${encoded}&lng=1`), 'lat must be a number');
      await expect400(await inject('GET', `/locations?lat=1&lng=${encoded}`), 'lng must be a number');
    });

    it('refuses a coordinate so near zero that its distance would underflow', async () => {
      await expect400(await inject('GET', '/locations/search?lat=7e-323&lng=1'), 'lat is too close to zero: send 0 or a number of at least 1e-12');
      await expect400(await inject('GET', '/locations?lat=1&lng=0.0000000000000000001'), 'lng is too close to zero: send 0 or a number of at least 1e-12');
      expect((await inject('GET', '/locations/search?lat=5e-7&lng=0')).statusCode).toBe(200);
    });

    it('refuses a filter value that overflows its column', async () => {
      const response = await inject('GET', '/locations?filter=id%5Beq%5D99999999999');
      expect([response.statusCode, response.json().message]).toEqual([400, 'Filter id[eq]: "99999999999" is out of range (-2147483648 to 2147483647)']);
    });

    it('refuses an id sent as text or as a non-finite number in a body', async () => {
      const items = `/orders/${order.id}/order-items`;
      const headers = { 'content-type': 'application/json', 'x-order-token': order.token };
      await expect400(await inject('POST', items, { itemId: '0x10', quantity: 1, optionIds: [] }, headers), 'itemId must be a whole number');
      await expect400(await inject('POST', items, `{"itemId":1e309,"quantity":1,"optionIds":[]}`, headers), 'itemId must be a finite number');
      await expect400(await inject('POST', items, { itemId: 99999999999, quantity: 1, optionIds: [] }, headers), 'itemId must be at most 2147483647');
    });
  });

  describe('deep nesting', () => {
    it.each(['free', 'paypal', 'card'])('a body nested thousands of levels deep on the %s payment route is a 400', async (method) => {
      const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      const response = await inject('POST', `/payment-management/orders/${order.id}/payment/${method}`, deep, {
        'content-type': 'application/json',
        'x-order-token': order.token,
        'idempotency-key': `deep-${method}-0123456789`,
      });
      await expect400(response, 'The request body nests deeper than 32 levels');
    });
  });

  describe('closed order and payment bodies', () => {
    it('refuses a price sent with an item', async () => {
      const response = await orderClient(context.app).addItem(order.id, order.token, { itemId: store.tea.id, quantity: 1, optionIds: [], price: '0.01' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('"price" is not allowed in the body');
    });

    it('refuses an unknown field in billing', async () => {
      const pay = paymentClient(context.app);
      const response = await pay.card(order, { token: 'x', billing: { ...BILLING, country: 'US' } }, { 'idempotency-key': 'billing-extra-0123456789' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('"country" is not allowed in billing');
    });
  });

  describe('card data outside the card form', () => {
    const counts = async () => {
      const [payments] = await context.db.select({ n: count() }).from(t.payments);
      const [attempts] = await context.db.select({ n: count() }).from(t.paymentAttempts);
      return { payments: payments?.n, attempts: attempts?.n };
    };

    it.each([
      ['a card number nested in billing', { billing: { ...BILLING, name: '4242 4242 4242 4242' } }, 'Card numbers go in the card form only: remove the card number from billing.name'],
      ['a CVV nested in billing', { billing: { ...BILLING, cvv: '123' } }, 'Card details go in the card form only: remove billing.cvv'],
      ['a card number as the cardholder name', { cardholderName: '4111-1111-1111-1111' }, 'Card numbers go in the card form only: remove the card number from cardholderName'],
    ])('refuses %s and stores nothing', async (_label, body, message) => {
      const before = await counts();
      const token = paymentClient(context.app).token();
      const response = await paymentClient(context.app).card(order, { token, ...body }, { 'idempotency-key': `card-data-${Math.random()}` });
      await expect400(response, message);
      expect(await counts()).toEqual(before);
    });

    it.each<[string, () => string, 'POST' | 'PUT', () => object, string]>([
      ['special instructions', () => `/orders/${order.id}/order-items`, 'POST', () => ({ itemId: store.tea.id, quantity: 1, optionIds: [], specialInstructions: 'card 4242424242424242' }), 'specialInstructions'],
      ['delivery instructions', () => `/orders/${order.id}`, 'PUT', () => ({ deliveryInstructions: '5555 5555 5555 4444' }), 'deliveryInstructions'],
      ['a sign-up name', () => '/auth/sign-up', 'POST', () => signUpBody({ lastName: '4242424242424242' }), 'lastName'],
    ])('refuses a card number in %s', async (_label, url, method, body, field) => {
      const response = await inject(method, url(), body(), { 'x-order-token': order.token });
      await expect400(response, `Card numbers go in the card form only: remove the card number from ${field}`);
    });

    it("leaves a route's own, more specific card check to answer first: the card payment's refusal, the gift card form's bank-card check", async () => {
      const pay = paymentClient(context.app);
      const card = await pay.card(order, { token: pay.token(), number: '4242 4242 4242 4242' }, { 'idempotency-key': `card-field-${Math.random()}` });
      expect({ status: card.statusCode, body: card.json() }).toMatchObject({
        status: 400,
        body: { code: 'validation', message: "Card numbers are not accepted here: the payment processor's card form turns the card into a token; send the token" },
      });
      const giftCard = await pay.balance({ number: '4242424242424242', pin: '1234' });
      expect({ status: giftCard.statusCode, body: giftCard.json() }).toMatchObject({
        status: 400,
        body: { code: 'validation', message: 'This looks like a bank card number, not a gift card: pay with it as a card' },
      });
    });
  });
});
