/**
 * One guest checkout, request by request as the storefront and its card fields make it
 * (domain/wire/orders.ts, domain/wire/payments.ts): create the order, add the item, read the
 * timeslots, save guest and time, tokenize the test card at the sandbox payment processor
 * (POST /v1/tokens, what its hosted card fields send), pay by card with the token. Seven HTTP
 * requests: six to the API, one to the processor.
 *
 * The time is ASAP when the store offers it (the API then books the first free slot itself),
 * otherwise the first listed slot with room left after the checkouts this run has in flight, so
 * that concurrent checkouts spread over slots instead of queueing for one. A refusal for capacity
 * (409 "This time slot is full") is reported as such, never counted as a completed checkout.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expectStatus } from './json-client.mjs';

export const REQUESTS_PER_CHECKOUT = 7;
export const TEST_CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
/** Area codes in service (a phone number is checked against the country's numbering plan; many 2xx–9xx codes are not). */
const AREA_CODES = ['212', '303', '312', '415', '479', '501', '512', '520', '602', '617', '702', '713', '719', '801', '919'];
/** A phone of its own per checkout: one guest (the same email or phone) holds at most the brand's cap of orders in a slot. */
export const benchPhone = () => `(${AREA_CODES[randomInt(0, AREA_CODES.length)]}) 555-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
/** A guest of their own per checkout, as many different diners would be. */
const benchGuest = () => ({ firstName: 'Bench', lastName: 'Runner', email: `bench-${randomUUID()}@example.com`, phone: benchPhone() });
const BILLING = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const CAPACITY_MESSAGES = ['This time slot is full', 'Please select valid time'];

/** Slots this run has asked for and not yet heard back about, per store. */
export function createSlotBook() {
  const inFlight = new Map();
  const key = (storeId, start) => `${storeId}|${start}`;
  return {
    pick(storeId, timeslots) {
      if (timeslots.asapAvailable) return { start: 'asap', release: () => undefined };
      for (const slot of timeslots.days.flatMap((day) => day.slots)) {
        const taken = inFlight.get(key(storeId, slot.start)) ?? 0;
        if (slot.remaining - taken <= 0) continue;
        inFlight.set(key(storeId, slot.start), taken + 1);
        const release = () => inFlight.set(key(storeId, slot.start), (inFlight.get(key(storeId, slot.start)) ?? 1) - 1);
        return { start: slot.start, release };
      }
      return null;
    },
  };
}

async function reserveTime(api, orderId, token, storeId, slots) {
  const timeslots = expectStatus(await api.get(`/timeslots/${orderId}`, token), 200, 'timeslots');
  const picked = slots.pick(storeId, timeslots);
  if (!picked) return { refused: 'no slot left in the next days' };
  try {
    const saved = await api.put(`/orders/${orderId}`, { guest: benchGuest(), timeslot: picked.start }, token);
    if (saved.status === 409 && CAPACITY_MESSAGES.includes(saved.body?.message)) return { refused: saved.body.message };
    expectStatus(saved, 200, 'guest and time');
    return { refused: null };
  } finally {
    picked.release();
  }
}

async function payByCard(api, processor, orderId, token) {
  const card = expectStatus(await processor.post('/v1/tokens', TEST_CARD), 200, 'tokenize at the processor');
  const payment = { token: card.token, cardholderName: 'Bench Runner', billing: BILLING };
  const state = expectStatus(
    await api.post(`/payment-management/orders/${orderId}/payment/card`, payment, { ...token, 'idempotency-key': randomUUID() }),
    200,
    'pay by card',
  );
  if (!state.paid) throw new Error(`pay by card left order ${orderId} unpaid (due ${state.amountDue})`);
}

/**
 * Runs one checkout at `store` ({ id, recipe }), the card tokenized by `processor` (a client of
 * the sandbox processor). Resolves { outcome: 'paid' } or { outcome: 'capacity', reason }; throws
 * on any other refusal.
 */
export async function checkout(api, processor, store, slots) {
  const created = await api.post('/orders', { locationId: store.id, handoff: 'pickup', categoryId: 1 }, { 'idempotency-key': randomUUID() });
  const order = expectStatus(created, 201, 'create order');
  const token = { 'x-order-token': order.accessToken };
  const { itemId, quantity, optionIds, sectionId } = store.recipe;
  expectStatus(await api.post(`/orders/${order.id}/order-items`, { itemId, quantity, optionIds, sectionId }, token), 201, 'add item');
  const time = await reserveTime(api, order.id, token, store.id, slots);
  if (time.refused) return { outcome: 'capacity', reason: time.refused };
  await payByCard(api, processor, order.id, token);
  return { outcome: 'paid' };
}
