/**
 * Test fixtures for the payment suites: a payable order (items, guest, ASAP time) built through
 * the real order routes, a client for the payment routes as the storefront calls them, and card
 * tokens minted the processor's way: by the sandbox processor's card desk, in process, with the
 * test config's secret. No card number is ever sent to the API.
 */
import type { App } from '@/server/app';
import { detectBrand } from '@/domain/payments/card-brands';
import { buildOrderableStore, orderClient, type OrderableStore } from '@/server/modules/orders/test-store';
import type { Database } from '@/server/db/client';
import type { LocationPlace } from '@/server/test/factories';
import { testConfig } from '@/server/test/build-app';
import type { CardToken } from '../gateway/gateway';
import { createSandboxCardDesk } from '../gateway/sandbox-cards';

export const GUEST = { firstName: 'Ada', lastName: 'Pitmaster', email: 'ada@example.com', phone: '(512) 555-0199' };
export const BILLING = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const PM = '/online-ordering/payment-management';

export type PayableOrder = { id: string; token: string; number: string; total: string };

export async function buildStore(db: Database, place: LocationPlace & Record<string, unknown> = {}): Promise<OrderableStore> {
  return buildOrderableStore(db, { slotCapacity: 10_000, ...place });
}

/** An open order of `teas` sweet teas (2.49 each), with guest details (a phone of the store's country) and an ASAP time. */
export async function buildPayableOrder(app: App, store: OrderableStore, teas = 4, headers: Record<string, string> = {}, guest: typeof GUEST = GUEST): Promise<PayableOrder> {
  const orders = orderClient(app, headers);
  const created = await orders.create({ locationId: store.location.id, handoff: 'pickup', categoryId: 1 });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const { id, accessToken: token } = created.json() as { id: string; accessToken: string };
  const added = await orders.addItem(id, token, { itemId: store.tea.id, quantity: teas, optionIds: [] });
  if (added.statusCode !== 201) throw new Error(`add item: ${added.body}`);
  const updated = await orders.update(id, token, { guest, timeslot: 'asap' });
  if (updated.statusCode !== 200) throw new Error(`update: ${updated.body}`);
  const order = updated.json() as { number: string; totals: { total: string } };
  return { id, token, number: order.number, total: order.totals.total };
}

const cardDesk = createSandboxCardDesk(testConfig().paymentSandboxSecret);

/** The token (with brand, last 4 and expiry) the processor's hosted fields give for this card. */
export function sandboxCard(number = '4242424242424242', expiry = '12/40'): CardToken {
  const result = cardDesk.tokenize({ number, expiry, cvc: detectBrand(number) === 'amex' ? '1234' : '123' });
  if (!result.ok) throw new Error(`tokenize ${number}: ${result.message}`);
  const { token, brand, last4, expMonth, expYear } = result;
  return { token, brand, last4, expMonth, expYear };
}

export type PaymentClient = ReturnType<typeof paymentClient>;

export function paymentClient(app: App, base: Record<string, string> = {}) {
  // A payment answers before its confirmation email is delivered: the client, like a diner who
  // then reads their mail, waits for what the answer left running.
  const post = async (path: string, token: string | undefined, payload: object | undefined, headers: Record<string, string> = {}) => {
    const answer = await app.inject({
      method: 'POST',
      url: `${PM}${path}`,
      payload,
      headers: { ...base, ...(token === undefined ? {} : { 'x-order-token': token }), ...headers },
    });
    await app.orderLifecycle.drain();
    return answer;
  };
  return {
    /** A card token as the processor's hosted fields hand it to the storefront. */
    token: (number = '4242424242424242'): string => sandboxCard(number).token,
    state: (order: PayableOrder, token = order.token) =>
      app.inject({ method: 'GET', url: `${PM}/orders/${order.id}/payment`, headers: { ...base, 'x-order-token': token } }),
    card: (order: PayableOrder, body: object, headers: Record<string, string> = {}) =>
      post(`/orders/${order.id}/payment/card`, order.token, { cardholderName: 'Ada Pitmaster', billing: BILLING, ...body }, headers),
    balance: (body: object) => post('/giftcard/balance', undefined, body),
    giftCard: (order: PayableOrder, body: object, headers: Record<string, string> = {}) =>
      post(`/orders/${order.id}/payment/giftcard`, order.token, body, headers),
    paypal: (order: PayableOrder, body: object = {}, headers: Record<string, string> = {}) =>
      post(`/orders/${order.id}/payment/paypal`, order.token, body, headers),
    paypalCapture: (order: PayableOrder, body: object, headers: Record<string, string> = {}) =>
      post(`/orders/${order.id}/payment/paypal/capture`, order.token, body, headers),
    free: (order: PayableOrder, headers: Record<string, string> = {}) => post(`/orders/${order.id}/payment/free`, order.token, {}, headers),
    /** `token` null sends none. */
    thankYou: (order: PayableOrder, token: string | null = order.token, query = '') =>
      app.inject({
        method: 'GET',
        url: `/online-ordering/orders/${order.id}/thank-you${query}`,
        headers: { ...base, ...(token === null ? {} : { 'x-order-token': token }) },
      }),
    /**
     * The mail outbox, of one order when given: a card or wallet payment answers before its
     * confirmation is delivered, so an order's listing is read again until it holds a mail (5 s at most).
     */
    outbox: async (orderId?: string) => {
      const read = () => app.inject({ method: 'GET', url: `/online-ordering/dev/outbox${orderId ? `?orderId=${orderId}` : ''}`, headers: base });
      const until = Date.now() + 5000;
      let answer = await read();
      while (orderId && answer.statusCode === 200 && answer.json().data.length === 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        answer = await read();
      }
      return answer;
    },
  };
}
