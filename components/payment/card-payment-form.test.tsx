/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { HOSTED_FIELDS_TAG } from '@/domain/payments/hosted-fields';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type RecordedRequest, type TestServer } from '@/lib/api/testing/test-server';
import { writeOrderCookies } from '@/lib/order-cookies';
import { CardPaymentForm } from './card-payment-form';
import { CARD_FIELDS, cardOf, GATEWAY_ORIGIN, hostedFrame, postFromFrame, readyFrame } from './testing/fake-hosted-frame';

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

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** Answers the payment with `pay(request, attempt)`. */
function gateway(pay: (request: RecordedRequest, attempt: number) => { status?: number; body?: object; destroy?: boolean }) {
  let attempts = 0;
  api.respond = (request) => {
    attempts += 1;
    return pay(request, attempts);
  };
}

function renderForm(locale: LocaleTag = 'en-us', country: CountryCode = 'US') {
  const onState = jest.fn();
  renderWithProviders(<CardPaymentForm orderId={ORDER_ID} cardFields={CARD_FIELDS} due={{ amount: '32.45', currency: 'USD' }} country={country} payLabel="Pay $32.45" onState={onState} />, { locale });
  return onState;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const US_BILLING = { 'Cardholder name': 'Ada Pit', 'Billing address': '1 Main St', City: 'Austin', State: 'TX', Zip: '78701' };

async function pay(label = 'Pay $32.45') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
}

const calls = () => api.requests.map((request) => `${request.method} ${request.url}`);

/** Lets the fake frame's answers (delivered on a timer) and the calls they start go through. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('CardPaymentForm', () => {
  it('frames the processor\'s fields for this page\'s origin and language, titled, instead of card inputs', async () => {
    renderForm('fr-ca', 'CA');
    const frame = await waitFor(hostedFrame);
    const src = new URL(frame.src);
    expect(src.origin).toBe(GATEWAY_ORIGIN);
    expect(src.pathname).toBe('/hosted-fields');
    expect(src.searchParams.get('parent')).toBe(window.location.origin);
    expect(src.searchParams.get('locale')).toBe('fr-CA');
    expect(frame.title).toBe('Détails de la carte');
    expect(screen.getByRole('status').textContent).toBe('Chargement des champs de carte sécurisés…');
    expect(screen.queryByLabelText('Numéro de carte')).toBeNull();
    postFromFrame({ tag: HOSTED_FIELDS_TAG, type: 'ready', height: 212 });
    expect(frame.style.height).toBe('212px');
    expect(screen.queryByRole('status')).toBeNull();
    postFromFrame({ tag: HOSTED_FIELDS_TAG, type: 'resize', height: 260 });
    expect(frame.style.height).toBe('260px');
  });

  it('pays with the token the frame answers, asked at the processor\'s origin only, with an Idempotency-Key', async () => {
    gateway(() => ({ body: PAID }));
    const onState = renderForm();
    const { sent } = await readyFrame({ card: cardOf('4242') });
    fill(US_BILLING);
    await pay();
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
    expect(sent).toEqual([{ message: { tag: HOSTED_FIELDS_TAG, type: 'tokenize', requestId: expect.any(String) }, targetOrigin: GATEWAY_ORIGIN }]);
    expect(calls()).toEqual([`POST ${PM}/orders/${ORDER_ID}/payment/card`]);
    const [payment] = api.requests;
    expect(JSON.parse(payment?.body ?? '')).toEqual({
      token: 'tok_4242', cardholderName: 'Ada Pit', billing: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(payment?.headers['x-order-token']).toBe('guest-token');
    expect(payment?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ignores an answer from another origin or another window, and from the frame with another request id', async () => {
    gateway(() => ({ body: PAID }));
    const onState = renderForm();
    const { sent } = await readyFrame('silent');
    fill(US_BILLING);
    await pay();
    const requestId = sent[0]?.message.requestId;
    const forged = { tag: HOSTED_FIELDS_TAG, type: 'tokenized', requestId, card: cardOf('6666') };
    postFromFrame(forged, { origin: 'http://evil.test' });
    postFromFrame(forged, { source: window });
    postFromFrame({ ...forged, requestId: 'another' });
    await settle();
    expect(onState).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
    postFromFrame({ ...forged, card: cardOf('4242') });
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
    expect(JSON.parse(api.requests[0]?.body ?? '').token).toBe('tok_4242');
  });

  it('refused card details: says to check them, pays nothing, and puts the focus in the frame', async () => {
    gateway(() => ({ body: PAID }));
    const onState = renderForm();
    const { frame } = await readyFrame({ invalid: [{ field: 'expiry', message: 'Card has expired' }] });
    fill(US_BILLING);
    await pay();
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Check the card details');
    expect(document.activeElement).toBe(frame);
    await settle();
    expect(onState).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });

  it('shows why the processor gave no token, and pays nothing', async () => {
    gateway(() => ({ body: PAID }));
    const onState = renderForm();
    await readyFrame({ failed: 'The card processor did not answer. Try again.' });
    fill(US_BILLING);
    await pay();
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('The card processor did not answer. Try again.');
    expect(onState).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });

  it('shows a decline clearly, stays usable, and the next card is a new attempt', async () => {
    gateway((_request, attempt) => (attempt === 1 ? { status: 402, body: DECLINED } : { body: PAID }));
    const onState = renderForm();
    await readyFrame({ card: cardOf('0002') }, { card: cardOf('4242') });
    fill(US_BILLING);
    await pay();
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Your card was declined. Try another card.');
    expect(onState).not.toHaveBeenCalled();
    await pay();
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
    const payments = api.requests.filter((request) => request.url.endsWith('/payment/card'));
    expect(payments.map((request) => JSON.parse(request.body).token)).toEqual(['tok_0002', 'tok_4242']);
    expect(new Set(payments.map((request) => request.headers['idempotency-key'])).size).toBe(2);
  });

  it('retries an unanswered payment with the same token and key, so it is charged once', async () => {
    gateway((_request, attempt) => (attempt === 1 ? { destroy: true } : { body: PAID }));
    const onState = renderForm();
    // The frame answers the same token while its fields are unchanged.
    await readyFrame({ card: cardOf('4242') });
    fill(US_BILLING);
    await pay();
    await screen.findByRole('alert', {}, SLOW);
    await pay();
    await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
    const keys = api.requests.filter((request) => request.url.endsWith('/payment/card')).map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends nothing while the billing fields are invalid, and names Province and Postal Code in fr-CA', async () => {
    gateway(() => ({ body: PAID }));
    renderForm('fr-ca', 'CA');
    const { sent } = await readyFrame({ card: cardOf('4242') });
    await pay();
    const texts = (await screen.findAllByRole('alert', {}, SLOW)).map((alert) => alert.textContent);
    expect(texts).toEqual(expect.arrayContaining(['La province est obligatoire', 'Le code postal est obligatoire', 'Le nom du titulaire de la carte est obligatoire']));
    expect(screen.getByLabelText('Province')).toBeTruthy();
    expect(screen.getByLabelText('Code postal')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it('shows the one decline text and the decline limit in the diner\'s language', async () => {
    const LIMIT = { statusCode: 429, error: 'Too Many Requests', code: 'too_many_declines', params: { minutes: 60 }, message: 'Too many cards were declined. Try again in 60 minutes' };
    gateway((_request, attempt) => (attempt === 1 ? { status: 402, body: DECLINED } : { status: 429, body: LIMIT }));
    renderForm('fr-ca', 'CA');
    await readyFrame({ card: cardOf('0002') });
    fill({ 'Nom du titulaire de la carte': 'Ada Pit', 'Adresse de facturation': '1 rue Principale', Ville: 'Montréal', Province: 'QC', 'Code postal': 'H2X 1Y4' });
    await pay();
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Votre carte a été refusée. Essayez une autre carte.');
    await pay();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Trop de cartes ont été refusées. Réessayez dans 60 minutes'), SLOW);
  });

  it('says the card fields could not load when the frame is not ready in time, and loads them again on request', async () => {
    jest.useFakeTimers();
    renderForm();
    const first = await waitFor(hostedFrame);
    act(() => {
      jest.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('alert').textContent).toContain('The card fields could not be loaded.');
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load the card fields again' }));
    const second = await waitFor(hostedFrame);
    expect(second).not.toBe(first);
    expect(screen.getByRole('status').textContent).toBe('Loading the secure card fields…');
    postFromFrame({ tag: HOSTED_FIELDS_TAG, type: 'ready', height: 180 });
    act(() => {
      jest.advanceTimersByTime(15_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fails a tokenize the frame never answers after its timeout', async () => {
    jest.useFakeTimers();
    gateway(() => ({ body: PAID }));
    const onState = renderForm();
    await readyFrame('silent');
    fill(US_BILLING);
    await pay();
    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    expect(screen.getByRole('alert').textContent).toBe('The card processor did not answer. Try again.');
    expect(onState).not.toHaveBeenCalled();
  });

  describe('signed in (issue 5 §7)', () => {
    const SAVED = { id: 9, token: 'tok_saved_4444', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2032, expired: false, createdAt: '2030-01-01T00:00:00.000Z' };

    function renderSignedIn(savedCards = [SAVED]) {
      const onState = jest.fn();
      renderWithProviders(
        <CardPaymentForm orderId={ORDER_ID} cardFields={CARD_FIELDS} due={{ amount: '32.45', currency: 'USD' }} country="US" payLabel="Pay $32.45" onState={onState} customerId={42} savedCards={savedCards} />,
      );
      return onState;
    }

    it('pays with the chosen saved card\'s token: no card frame', async () => {
      gateway(() => ({ body: PAID }));
      const onState = renderSignedIn();
      expect((screen.getByRole('radio', { name: 'Mastercard •••• 4444, expires 01/32' }) as HTMLInputElement).checked).toBe(true);
      expect(document.querySelector('iframe')).toBeNull();
      expect(screen.queryByLabelText('Save this card for next time')).toBeNull();
      fill(US_BILLING);
      await pay();
      await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
      expect(calls()).toEqual([`POST ${PM}/orders/${ORDER_ID}/payment/card`]);
      expect(JSON.parse(api.requests[0]?.body ?? '').token).toBe('tok_saved_4444');
    });

    it.each([
      ['ticked', true],
      ['not ticked', false],
    ])('a new card with "save this card" %s asks the payment itself to keep it, or not', async (_name, tick) => {
      gateway(() => ({ body: PAID }));
      const onState = renderSignedIn();
      fireEvent.click(screen.getByRole('radio', { name: 'A new card' }));
      await readyFrame({ card: cardOf('4242') });
      fill(US_BILLING);
      if (tick) fireEvent.click(screen.getByLabelText('Save this card for next time'));
      await pay();
      await waitFor(() => expect(onState).toHaveBeenCalledWith(PAID), SLOW);
      expect(calls()).toEqual([`POST ${PM}/orders/${ORDER_ID}/payment/card`]);
      const body = JSON.parse(api.requests[0]?.body ?? '');
      expect([body.token, body.saveCard]).toEqual(['tok_4242', tick ? true : undefined]);
    });
  });
});
