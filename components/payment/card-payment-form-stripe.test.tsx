/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type RecordedRequest, type TestServer } from '@/lib/api/testing/test-server';
import { writeOrderCookies } from '@/lib/order-cookies';
import { CardPaymentForm } from './card-payment-form';
import { fakeStripe, type FakeStripe } from './testing/fake-stripe';

// Stripe.js loads from js.stripe.com, out of reach in tests: the loader hands over the fake.
let stripe: FakeStripe;
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (...args: [string, never]) => stripe.load(...args) }));

const ORDER_ID = '3f6c2a4e-9a0b-4c1d-8e2f-0a1b2c3d4e5f';
const CARD_PATH = `/online-ordering/payment-management/orders/${ORDER_ID}/payment/card`;
const PAID = { orderId: ORDER_ID, orderNumber: '100042', statusId: 2, status: 'paid', paid: true, currency: 'USD', total: '32.45', amountPaid: '32.45', amountDue: '0.00', payments: [] };
const CLIENT_SECRET = 'pi_1Confirmed_secret_abc';
const ASKED = {
  statusCode: 402,
  error: 'Payment Required',
  code: 'authentication_required',
  message: 'Your bank asks you to confirm this payment, which this page cannot do yet. Nothing was charged: try another card.',
  params: { clientSecret: CLIENT_SECRET },
};
const SLOW = { timeout: 10_000 };
const US_BILLING = { 'Cardholder name': 'Ada Pit', 'Billing address': '1 Main St', City: 'Austin', State: 'TX', Zip: '78701' };

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
  writeOrderCookies(ORDER_ID, 'guest-token');
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  stripe = fakeStripe();
});

function answer(pay: (request: RecordedRequest, attempt: number) => { status?: number; body?: object }) {
  let attempts = 0;
  api.respond = (request) => pay(request, (attempts += 1));
}

async function renderReady() {
  const onState = jest.fn();
  renderWithProviders(<CardPaymentForm orderId={ORDER_ID} cardFields={{ kind: 'stripe', publishableKey: 'pk_test_hickory' }} due={{ amount: '32.45', currency: 'USD' }} country="US" payLabel="Pay $32.45" onState={onState} />);
  await waitFor(() => expect(stripe.elementsOptions).toHaveLength(1));
  act(() => stripe.emit('ready'));
  for (const [label, value] of Object.entries(US_BILLING)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return onState;
}

async function pay() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay $32.45' }));
  });
}

const tokens = () => api.requests.map((request) => (JSON.parse(request.body) as { token: string }).token);

describe('CardPaymentForm with Stripe', () => {
  it('pays with the PaymentMethod Stripe’s Payment Element makes', async () => {
    answer(() => ({ body: PAID }));
    const onState = await renderReady();
    await pay();
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
    expect(api.requests.map((request) => request.url)).toEqual([CARD_PATH]);
    expect(tokens()).toEqual(['pm_1Visa']);
  });

  it('shows Stripe’s message when no PaymentMethod could be made, sends nothing, and stays usable', async () => {
    answer(() => ({ body: PAID }));
    stripe.createPaymentMethod.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card number is invalid.' } });
    const onState = await renderReady();
    await pay();
    expect((await screen.findByRole('alert')).textContent).toContain('Your card number is invalid.');
    expect(api.requests).toEqual([]);
    await pay();
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
  });

  it('runs the bank’s challenge, then sends the payment again with the confirmed PaymentIntent under a new key', async () => {
    answer((_request, attempt) => (attempt === 1 ? { status: 402, body: ASKED } : { body: PAID }));
    const onState = await renderReady();
    await pay();
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: CLIENT_SECRET });
    expect(tokens()).toEqual(['pm_1Visa', 'pi_1Confirmed']);
    const [first, second] = api.requests.map((request) => request.headers['idempotency-key']);
    expect(second).not.toBe(first);
  });

  it('a challenge failed or closed shows its message, pays nothing more, and the form stays usable', async () => {
    answer((_request, attempt) => (attempt === 1 ? { status: 402, body: ASKED } : { body: PAID }));
    stripe.handleNextAction.mockResolvedValueOnce({ error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' } });
    const onState = await renderReady();
    await pay();
    expect((await screen.findByRole('alert')).textContent).toContain('We are unable to authenticate your payment method.');
    expect(tokens()).toEqual(['pm_1Visa']);
    expect(onState).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $32.45' })).toHaveProperty('disabled', false);
  });
});
