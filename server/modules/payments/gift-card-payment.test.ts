import { eq } from 'drizzle-orm';
import { Decimal } from '@/domain/money';
import * as t from '@/server/db/schema';
import { loadGiftCards } from '@/server/seed/load-giftcards';
import { testDatabases, type TestApp } from '@/server/test/build-app';
import type { OrderableStore } from '@/server/modules/orders/test-store';
import { numberHash } from './gift-cards/codes';
import { buildPayableOrder, type PaymentClient } from './test/payable-order';
import { startPaymentSuite } from './test/payment-suite';

let serial = 500;
const nextNumber = () => `60064911${String((serial += 1)).padStart(8, '0')}`;

describe.each(testDatabases())('gift card payments on %s', (kind) => {
  let context: TestApp;
  let store: OrderableStore;
  let pay: PaymentClient;

  beforeAll(async () => ({ context, store, pay } = await startPaymentSuite(kind)));
  afterAll(() => context.close());

  async function giftCard(balance: string, currency: 'USD' | 'CAD' = 'USD') {
    const number = nextNumber();
    await loadGiftCards(context.db, [{ number, pin: '1234', currency, balance, use: 'test' }]);
    return { number, pin: '1234' };
  }

  async function cardRow(number: string) {
    const [row] = await context.db.select().from(t.giftCards).where(eq(t.giftCards.numberHash, numberHash(number)));
    return row!;
  }

  it('tells the balance to the holder of number and PIN (spaces allowed in the number)', async () => {
    const card = await giftCard('42.50');
    const spaced = card.number.replace(/(\d{4})/g, '$1 ').trim();
    const response = await pay.balance({ number: spaced, pin: card.pin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ last4: card.number.slice(-4), balance: '42.50', currency: 'USD' });
  });

  it.each([
    [{ number: '1234', pin: '1234' }, 'Gift card number must be 16 digits'],
    [{ number: '6006490000000001', pin: '12' }, 'Gift card PIN must be 4 to 8 digits'],
    [{ number: '6006499999999999', pin: '1234' }, 'Gift card number or PIN is not correct'],
    [{ number: '4242424242424242', pin: '1234' }, 'This looks like a bank card number, not a gift card: pay with it as a card'],
  ])('refuses %o with 400: %s', async (body, message) => {
    const response = await pay.balance(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('locks the card for 15 minutes after 5 wrong PINs in a row, even for the right PIN: 429 with Retry-After', async () => {
    const card = await giftCard('10.00');
    for (let index = 0; index < 4; index += 1) expect((await pay.balance({ ...card, pin: '0000' })).statusCode).toBe(400);
    expect((await pay.balance({ ...card, pin: '0000' })).statusCode).toBe(429);
    const right = await pay.balance(card);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'gift_card_locked',
      params: { minutes: 15 },
      message: 'This gift card is locked after too many wrong PINs. Try again in 15 minutes',
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await cardRow(card.number)).pinLockedUntil).not.toBeNull();
  });

  it('pays a whole order with a gift card that covers it, writing the ledger', async () => {
    const card = await giftCard('100.00');
    const order = await buildPayableOrder(context.app, store);
    const response = await pay.giftCard(order, card);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', amountDue: '0.00', payments: [{ method: 'giftcard', paymentTypeId: 4, amount: order.total }] });
    const row = await cardRow(card.number);
    expect(row.balance).toBe(new Decimal('100.00').minus(order.total).toFixed(2));
    const ledger = await context.db.select().from(t.giftCardLedger).where(eq(t.giftCardLedger.giftCardId, row.id));
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['load', '100.00'],
      ['spend', `-${order.total}`],
    ]);
  });

  it('fixes the cart once a gift card has paid part of it, so the amount due cannot drift', async () => {
    const card = await giftCard('1.00');
    const order = await buildPayableOrder(context.app, store);
    expect((await pay.giftCard(order, card)).statusCode).toBe(200);
    const more = await context.app.inject({
      method: 'POST',
      url: `/online-ordering/orders/${order.id}/order-items`,
      headers: { 'x-order-token': order.token },
      payload: { itemId: store.tea.id, quantity: 1, optionIds: [] },
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(`Order ${order.number} has a payment: its cart and details can no longer change`);
    const rest = new Decimal(order.total).minus('1.00').toFixed(2);
    expect((await pay.state(order)).json()).toMatchObject({ amountPaid: '1.00', amountDue: rest });
  });

  it('split tender: the gift card pays what it holds, then a card pays the rest, and the two add up to the total', async () => {
    const card = await giftCard('5.00');
    const order = await buildPayableOrder(context.app, store);
    const partly = await pay.giftCard(order, card);
    const rest = new Decimal(order.total).minus('5.00').toFixed(2);
    expect(partly.json()).toMatchObject({ status: 'open', paid: false, amountPaid: '5.00', amountDue: rest });
    const paid = await pay.card(order, { token: pay.token() });
    expect(paid.json()).toMatchObject({
      status: 'paid',
      amountPaid: order.total,
      payments: [
        { method: 'giftcard', amount: '5.00' },
        { method: 'card', amount: rest },
      ],
    });
    expect((await cardRow(card.number)).balance).toBe('0.00');
    const mails = (await pay.outbox(order.id)).json();
    expect(mails.data).toHaveLength(1);
  });

  it('takes no more than the amount asked', async () => {
    const card = await giftCard('50.00');
    const order = await buildPayableOrder(context.app, store);
    expect((await pay.giftCard(order, { ...card, amount: '2.5' })).json()).toMatchObject({ amountPaid: '2.50', status: 'open' });
    expect((await pay.giftCard(order, { ...card, amount: '2.505' })).statusCode).toBe(400);
  });

  it.each([
    ['an empty card', () => giftCard('0.00'), 400, 'This gift card has no balance left'],
    ['a card in another currency', () => giftCard('50.00', 'CAD'), 400, expect.stringMatching(/holds CAD; this order is paid in USD$/)],
  ])('refuses %s', async (_label, make, status, message) => {
    const order = await buildPayableOrder(context.app, store);
    const response = await pay.giftCard(order, await make());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(message);
  });

  it('never takes a balance below zero when several orders spend one card at once', async () => {
    const card = await giftCard('25.00');
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => buildPayableOrder(context.app, store)));
    const answers = await Promise.all(orders.map((order) => pay.giftCard(order, card)));
    const row = await cardRow(card.number);
    expect(row.balance).toBe('0.00');
    const ledger = await context.db.select().from(t.giftCardLedger).where(eq(t.giftCardLedger.giftCardId, row.id));
    expect(ledger.every((entry) => new Decimal(entry.balanceAfter).greaterThanOrEqualTo(0))).toBe(true);
    expect(ledger.reduce((sum, entry) => sum.plus(entry.amount), new Decimal(0)).toFixed(2)).toBe('0.00');
    const spent = await context.db.select().from(t.payments).where(eq(t.payments.giftCardId, row.id));
    expect(spent.reduce((sum, entry) => sum.plus(entry.amount), new Decimal(0)).toFixed(2)).toBe('25.00');
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(spent.length);
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.json().message === 'This gift card has no balance left')).toBe(true);
  });
});
