/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeRouter, renderWithProviders } from '@/components/testing/render-with-providers';
import { formatMoney } from '@/domain/money';
import type { PaymentStateView } from '@/lib/api/checkout-view';
import { navigation } from '@/lib/api/navigation';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { payableQuote } from '@/lib/api/testing/wire-quote';
import { writeOrderCookies } from '@/lib/order-cookies';
import { CARD_FIELDS, cardOf, readyFrame } from '@/components/payment/testing/fake-hosted-frame';
import { QuotePaymentTemplate } from './quote-payment-template';

const PM = '/online-ordering/payment-management';
const NOTHING_PAID: PaymentStateView = { paid: false, total: '0.00', amountPaid: '0.00', amountDue: '0.00', tenders: [] };
const state = (amountPaid: string, paid: boolean) => ({
  orderId: 'ord_1', orderNumber: '100042', statusId: paid ? 2 : 1, status: paid ? 'paid' : 'open', paid, currency: 'USD',
  total: '0.00', amountPaid, amountDue: '0.00', payments: [],
});
const SLOW = { timeout: 10_000 };

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
  // The diner's everyday cart: paying the quote must neither read nor replace it.
  writeOrderCookies('everyday-order', 'everyday-token');
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.respond = (request) => ({ body: state(JSON.parse(request.body).part === 'full' ? '219.75' : '54.94', true) });
});
afterEach(() => jest.restoreAllMocks());

const CARD = { 'Cardholder name': 'Ada Pit', 'Billing address': '1 Main St', City: 'Austin', State: 'TX', Zip: '78701' };

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function renderPage(part: 'deposit' | 'full' = 'deposit', token: string | null = 'link', locale: 'en-us' | 'fr-ca' = 'en-us') {
  const router = fakeRouter('/catering/quotes/[number]/pay');
  renderWithProviders(<QuotePaymentTemplate quote={payableQuote()} token={token} part={part} payment={NOTHING_PAID} cardFields={CARD_FIELDS} />, { locale, router });
  return router;
}

describe('QuotePaymentTemplate', () => {
  it('pays the deposit by card for the quote order with its link token, then returns to the quote', async () => {
    const router = renderPage();
    expect(screen.getByRole('radio', { name: 'Deposit: $54.94' })).toHaveProperty('checked', true);
    await readyFrame({ card: cardOf('4242') });
    fill(CARD);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay $54.94' }));
    });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/catering/quotes/5042?token=link'), SLOW);
    const payment = api.requests.find((request) => request.url === `${PM}/orders/ord_1/payment/card`)!;
    expect(JSON.parse(payment.body)).toMatchObject({ token: 'tok_4242', part: 'deposit' });
    expect(payment.headers['x-quote-token']).toBe('link');
    expect(payment.headers['x-order-token']).toBeUndefined();
    expect(document.cookie).toContain('everyday-token');
  });

  it('switches to the whole amount: the label, the summary and the payment follow', async () => {
    const router = renderPage('deposit', null);
    fireEvent.click(screen.getByRole('radio', { name: 'Whole amount: $219.75' }));
    expect(screen.getByText('To pay now').nextSibling?.textContent).toBe('$219.75');
    expect(screen.getByText('Balance due before the event').nextSibling?.textContent).toBe('$0.00');
    await readyFrame({ card: cardOf('4242') });
    fill(CARD);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay $219.75' }));
    });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/catering/quotes/5042'), SLOW);
    const payment = api.requests.find((request) => request.url === `${PM}/orders/ord_1/payment/card`)!;
    expect(JSON.parse(payment.body)).toMatchObject({ part: 'full' });
    expect(payment.headers['x-quote-token']).toBeUndefined();
  });

  it('shows a refusal the buyer can act on, in French, and stays on the page', async () => {
    api.respond = () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', code: 'catering_estimate_expired', message: 'The estimate expired at May 24. Ask the store for a new one', params: { validUntil: 'May 24' } } });
    const router = renderPage('full', 'link', 'fr-ca');
    const euros = formatMoney('219.75', 'fr-ca', 'USD');
    await readyFrame({ card: cardOf('4242') });
    fill({ 'Nom du titulaire de la carte': 'Ada Pit', 'Adresse de facturation': '1 Main St', Ville: 'Austin', État: 'TX', 'Code ZIP': '78701' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Payer ${euros}` }));
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('May 24');
    expect(alert.textContent).not.toContain('The estimate expired');
    expect((screen.getByRole('button', { name: `Payer ${euros}` }) as HTMLButtonElement).disabled).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sends PayPal back to the quote return page with the link token and the part', async () => {
    api.respond = () => ({ body: { paypalOrderId: 'PP-1', approveUrl: 'http://api.test/approve?token=PP-1' } });
    const navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
    renderPage('full', 'link');
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /PayPal/ }));
    });
    await waitFor(() => expect(api.requests.some((request) => request.url.endsWith('/payment/paypal'))).toBe(true), SLOW);
    const start = api.requests.find((request) => request.url.endsWith('/payment/paypal'))!;
    expect(JSON.parse(start.body)).toEqual({
      returnPath: '/catering/quotes/5042/paypal-return?quoteToken=link&part=full',
      cancelPath: '/catering/quotes/5042/pay?quoteToken=link&part=full',
      part: 'full',
    });
    expect(start.headers['x-quote-token']).toBe('link');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://api.test/approve?token=PP-1'));
  });
});
