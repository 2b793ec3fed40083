/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type RecordedRequest, type TestServer } from '@/lib/api/testing/test-server';
import { writeOrderCookies } from '@/lib/order-cookies';
import { CardPaymentForm } from './card-payment-form';

const ORDER_ID = '3f6c2a4e-9a0b-4c1d-8e2f-0a1b2c3d4e5f';
const PM = '/online-ordering/payment-management';
const PAID = { orderId: ORDER_ID, orderNumber: '100042', statusId: 2, status: 'paid', paid: true, currency: 'USD', total: '32.45', amountPaid: '32.45', amountDue: '0.00', payments: [] };
const DECLINED = { statusCode: 402, error: 'Payment Required', message: 'Your card was declined. Try another card.', code: 'card_declined' };

/** Real HTTP round trips: allow for a busy machine. */
const SLOW = { timeout: 10_000 };

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
  writeOrderCookies(ORDER_ID, 'guest-token');
});

afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
});

/** Answers tokenize with a token per card number, and the payment with `pay(request)`. */
function gateway(pay: (request: RecordedRequest, attempt: number) => { status?: number; body?: object; destroy?: boolean }) {
  let attempts = 0;
  api.respond = (request) => {
    if (request.url === `${PM}/tokenize`) {
      const { number } = JSON.parse(request.body) as { number: string };
      return { status: 201, body: { token: `tok_${number.slice(-4)}`, brand: 'visa', last4: number.slice(-4), expMonth: 12, expYear: 2031 } };
    }
    attempts += 1;
    return pay(request, attempts);
  };
}

function renderForm(locale: LocaleTag = 'en-us', country: CountryCode = 'US') {
  const onState = jest.fn();
  renderWithProviders(<CardPaymentForm orderId={ORDER_ID} country={country} payLabel="Pay $32.45" onState={onState} />, { locale });
  return onState;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const US_CARD = {
  'Card number': '4242 4242 4242 4242', 'Expiry date': '12/31', 'Security code': '123', 'Cardholder name': 'Ada Pit',
  'Billing address': '1 Main St', City: 'Austin', State: 'TX', Zip: '78701',
};

async function pay() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay $32.45' }));
  });
}

const calls = () => api.requests.map((request) => `${request.method} ${request.url}`);

describe('CardPaymentForm', () => {
  it('tokenizes the card, then pays with the token only, each call with an Idempotency-Key', async () => {
    gateway(() => ({ body: PAID }));
    const onState = renderForm();
    fill(US_CARD);
    await pay();
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
    expect(calls()).toEqual([`POST ${PM}/tokenize`, `POST ${PM}/orders/${ORDER_ID}/payment/card`]);
    const [tokenize, payment] = api.requests;
    expect(JSON.parse(tokenize?.body ?? '')).toEqual({ number: '4242424242424242', expiry: '12/31', cvc: '123' });
    expect(JSON.parse(payment?.body ?? '')).toEqual({
      token: 'tok_4242', cardholderName: 'Ada Pit', billing: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(payment?.body).not.toContain('4242424242424242');
    expect(payment?.headers['x-order-token']).toBe('guest-token');
    expect(tokenize?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(payment?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(payment?.headers['idempotency-key']).not.toBe(tokenize?.headers['idempotency-key']);
  });

  it('shows a decline clearly, stays usable, and the next card is a new attempt', async () => {
    gateway((_request, attempt) => (attempt === 1 ? { status: 402, body: DECLINED } : { body: PAID }));
    const onState = renderForm();
    fill({ ...US_CARD, 'Card number': '4000 0000 0000 0002' });
    await pay();
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Your card was declined. Try another card.');
    expect(onState).not.toHaveBeenCalled();
    fill({ 'Card number': '4242 4242 4242 4242' });
    await pay();
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
    const keys = api.requests.filter((request) => request.url.endsWith('/payment/card')).map((request) => request.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('retries an unanswered payment with the same keys, so it is charged once', async () => {
    gateway((_request, attempt) => (attempt === 1 ? { destroy: true } : { body: PAID }));
    const onState = renderForm();
    fill(US_CARD);
    await pay();
    await screen.findByRole('alert', {}, SLOW);
    await pay();
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
    const byPath = (suffix: string) => api.requests.filter((request) => request.url.endsWith(suffix)).map((request) => request.headers['idempotency-key']);
    expect(new Set(byPath('/tokenize')).size).toBe(1);
    expect(byPath('/payment/card')).toHaveLength(2);
    expect(new Set(byPath('/payment/card')).size).toBe(1);
  });

  it('sends nothing while the form is invalid, and names Province and Postal Code in fr-CA', async () => {
    gateway(() => ({ body: PAID }));
    renderForm('fr-ca', 'CA');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay $32.45' }));
    });
    const texts = (await screen.findAllByRole('alert', {}, SLOW)).map((alert) => alert.textContent);
    expect(texts).toEqual(expect.arrayContaining(['La province est obligatoire', 'Le code postal est obligatoire', 'Le nom du titulaire de la carte est obligatoire', 'Le numéro de carte est obligatoire']));
    expect(screen.getByLabelText('Province')).toBeTruthy();
    expect(screen.getByLabelText('Code postal')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('shows the one decline text and the decline limit in the diner\'s language', async () => {
    const LIMIT = { statusCode: 429, error: 'Too Many Requests', code: 'too_many_declines', params: { minutes: 60 }, message: 'Too many cards were declined. Try again in 60 minutes' };
    gateway((_request, attempt) => (attempt === 1 ? { status: 402, body: DECLINED } : { status: 429, body: LIMIT }));
    renderForm('fr-ca', 'CA');
    fill({
      'Numéro de carte': '4000 0000 0000 0002', "Date d'expiration": '12/31', 'Code de sécurité': '123', 'Nom du titulaire de la carte': 'Ada Pit',
      'Adresse de facturation': '1 rue Principale', Ville: 'Montréal', Province: 'QC', 'Code postal': 'H2X 1Y4',
    });
    await pay();
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Votre carte a été refusée. Essayez une autre carte.');
    await pay();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Trop de cartes ont été refusées. Réessayez dans 60 minutes'), SLOW);
  });

  describe('signed in (issue 5 §7)', () => {
    const SAVED = { id: 9, token: 'tok_saved_4444', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2032, expired: false, createdAt: '2030-01-01T00:00:00.000Z' };
    const BILLING = { 'Cardholder name': 'Ada Pit', 'Billing address': '1 Main St', City: 'Austin', State: 'TX', Zip: '78701' };

    function renderSignedIn(savedCards = [SAVED]) {
      const onState = jest.fn();
      renderWithProviders(
        <CardPaymentForm orderId={ORDER_ID} country="US" payLabel="Pay $32.45" onState={onState} customerId={42} savedCards={savedCards} />,
      );
      return onState;
    }

    it('pays with the chosen saved card\'s token: no card fields, no tokenize call', async () => {
      gateway(() => ({ body: PAID }));
      const onState = renderSignedIn();
      expect((screen.getByRole('radio', { name: 'Mastercard •••• 4444, expires 01/32' }) as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByLabelText('Card number')).toBeNull();
      expect(screen.queryByLabelText('Save this card for next time')).toBeNull();
      fill(BILLING);
      await pay();
      await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
      expect(calls()).toEqual([`POST ${PM}/orders/${ORDER_ID}/payment/card`]);
      expect(JSON.parse(api.requests[0]?.body ?? '').token).toBe('tok_saved_4444');
    });

    it.each([
      ['ticked', true, [`POST ${PM}/tokenize`, `POST ${PM}/orders/${ORDER_ID}/payment/card`, `POST ${PM}/customer/42/payment-methods`]],
      ['not ticked', false, [`POST ${PM}/tokenize`, `POST ${PM}/orders/${ORDER_ID}/payment/card`]],
    ])('a new card with "save this card" %s is saved after it paid, or not', async (_name, tick, expected) => {
      gateway((request) => (request.url.endsWith('/payment-methods') ? { status: 201, body: SAVED } : { body: PAID }));
      const onState = renderSignedIn();
      fireEvent.click(screen.getByRole('radio', { name: 'A new card' }));
      fill(US_CARD);
      if (tick) fireEvent.click(screen.getByLabelText('Save this card for next time'));
      await pay();
      await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
      expect(calls()).toEqual(expected);
      if (tick) expect(JSON.parse(api.requests[2]?.body ?? '')).toEqual({ token: 'tok_4242' });
    });
  });
});
