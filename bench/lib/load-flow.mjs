/**
 * One guest checkout for the load benchmark, as a careful client makes it through the cluster:
 * the calls of checkout-flow.mjs (create, add item, timeslots, guest + time, tokenize at the
 * cluster's sandbox payment processor, pay by card), each retried by load-client.mjs.
 *
 * - Order creation and payment carry an Idempotency-Key, fixed for the checkout, so a retry
 *   replays the first answer instead of creating a second order or a second charge.
 * - Adding an item has no Idempotency-Key in the API; before resending it the client reads the
 *   order back and stops when the item is already in the cart.
 * - Reads, PUT and tokenize are safe to repeat as they are.
 */
import { randomUUID } from 'node:crypto';
import { benchPhone, TEST_CARD } from './checkout-flow.mjs';

const BILLING = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const CAPACITY_MESSAGES = ['This time slot is full', 'Please select valid time'];

class StepError extends Error {
  constructor(step, answer) {
    const what = answer.error ? `connection error ${answer.error}` : `${answer.status}: ${answer.body?.message ?? 'no message'}`;
    super(`${step} answered ${what}`);
    this.step = step;
    this.status = answer.status;
  }
}

function expect(answer, status, step) {
  if (answer.status === status) return answer.body;
  throw new StepError(step, answer);
}

async function addItem(client, orderId, token, recipe) {
  const { itemId, quantity, optionIds, sectionId } = recipe;
  const alreadyAdded = async () => {
    const order = await client.request('read order', 'GET', `/orders/${orderId}`, { extra: token });
    return order.status === 200 && order.body.lines.length > 0 ? { status: 201, body: order.body } : null;
  };
  const answer = await client.request('add item', 'POST', `/orders/${orderId}/order-items`, {
    body: { itemId, quantity, optionIds, sectionId },
    extra: token,
    beforeRetry: alreadyAdded,
  });
  expect(answer, 201, 'add item');
}

async function reserveTime(client, orderId, token, guest, store, slots) {
  const timeslots = expect(await client.request('timeslots', 'GET', `/timeslots/${orderId}`, { extra: token }), 200, 'timeslots');
  const picked = slots.pick(store.id, timeslots);
  if (!picked) return 'no slot left in the next days';
  try {
    const saved = await client.request('guest and time', 'PUT', `/orders/${orderId}`, { body: { guest, timeslot: picked.start }, extra: token });
    if (saved.status === 409 && CAPACITY_MESSAGES.includes(saved.body?.message)) return saved.body.message;
    expect(saved, 200, 'guest and time');
    return null;
  } finally {
    picked.release();
  }
}

/**
 * Runs checkout number `n` at `store`, the card tokenized through `processor` (a load client of
 * the sandbox processor). Resolves { orderId, outcome: 'paid' | 'capacity', reason }. Throws a
 * StepError (with `orderId` when the order exists) when the client gives up.
 */
export async function loadCheckout(client, processor, n, store, slots) {
  const createKey = randomUUID();
  const created = await client.request('create order', 'POST', '/orders', {
    body: { locationId: store.id, handoff: 'pickup', categoryId: 1 },
    extra: { 'idempotency-key': createKey },
  });
  const order = expect(created, 201, 'create order');
  const token = { 'x-order-token': order.accessToken };
  try {
    await addItem(client, order.id, token, store.recipe);
    const guest = { firstName: 'Load', lastName: `Runner ${n}`, email: `load-${n}@example.com`, phone: benchPhone() };
    const refused = await reserveTime(client, order.id, token, guest, store, slots);
    if (refused) return { orderId: order.id, outcome: 'capacity', reason: refused };
    const card = expect(await processor.request('tokenize at the processor', 'POST', '/v1/tokens', { body: TEST_CARD }), 200, 'tokenize at the processor');
    const payment = { token: card.token, cardholderName: 'Load Runner', billing: BILLING };
    const paid = await client.request('pay by card', 'POST', `/payment-management/orders/${order.id}/payment/card`, {
      body: payment,
      extra: { ...token, 'idempotency-key': randomUUID() },
    });
    const state = expect(paid, 200, 'pay by card');
    if (!state.paid) throw new StepError('pay by card', { status: 200, body: { message: `left unpaid, due ${state.amountDue}` } });
    return { orderId: order.id, outcome: 'paid' };
  } catch (error) {
    error.orderId = order.id;
    throw error;
  }
}
