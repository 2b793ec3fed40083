/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, screen, waitFor } from '@testing-library/react';
import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { writeOrderCookies } from '@/lib/order-cookies';
import { PayPalButton } from './simple-payments';

/**
 * PayPal's SDK cannot load here (it comes from www.paypal.com): the loader answers a stand-in
 * `paypal` whose Buttons keep the options they were given and render a button into the container,
 * as PayPal's would. The test then plays PayPal's part: it calls createOrder, onApprove, onCancel
 * and onError as PayPal does, against a real HTTP API stand-in.
 */
const loadScript = jest.fn();
jest.mock('@paypal/paypal-js', () => ({ loadScript: (...args: unknown[]) => loadScript(...args) }));

const ORDER_ID = '3f6c2a4e-9a0b-4c1d-8e2f-0a1b2c3d4e5f';
const PM = '/online-ordering/payment-management';
const PAID = { orderId: ORDER_ID, orderNumber: '100042', statusId: 2, status: 'paid', paid: true, currency: 'USD', total: '32.45', amountPaid: '32.45', amountDue: '0.00', payments: [] };
const SLOW = { timeout: 10_000 };

let api: TestServer;
let options: PayPalButtonsComponentOptions;
const close = jest.fn(async () => undefined);

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
  writeOrderCookies(ORDER_ID, 'guest-token');
});
afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
  loadScript.mockReset();
  loadScript.mockResolvedValue({
    Buttons: (given: PayPalButtonsComponentOptions) => {
      options = given;
      return {
        render: async (container: HTMLElement) => {
          container.innerHTML = '<button type="button">PayPal</button>';
        },
        close,
        isEligible: () => true,
      };
    },
  });
});

function renderButtons(onState = jest.fn()) {
  renderWithProviders(<PayPalButton orderId={ORDER_ID} sdk={{ clientId: 'paypal-client-id', currency: 'USD', onState }} />, { locale: 'en-us' });
  return onState;
}

const approve = (orderID: string, payerID: string) => act(async () => void (await options.onApprove!({ orderID, payerID, facilitatorAccessToken: 'x' } as never, {} as never)));

describe('PayPalButton with PayPal for real', () => {
  it('loads the SDK with the client id and the order’s currency, and renders PayPal’s buttons instead of the redirect', async () => {
    renderButtons();
    expect(await screen.findByRole('button', { name: 'PayPal' })).toBeTruthy();
    expect(loadScript).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'paypal-client-id', currency: 'USD', intent: 'capture', components: 'buttons' }));
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
  });

  it('creates the order through our API, answering PayPal’s order id; captures it on approval and shows the paid state', async () => {
    api.respond = (request) => (request.url.endsWith('/paypal/capture') ? { body: PAID } : { body: { paypalOrderId: '5O190127TN364715T', approveUrl: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T' } });
    const onState = renderButtons();
    await screen.findByRole('button', { name: 'PayPal' });
    let created = '';
    await act(async () => void (created = await options.createOrder!({ paymentSource: 'paypal' } as never, {} as never)));
    expect(created).toBe('5O190127TN364715T');
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: `${PM}/orders/${ORDER_ID}/payment/paypal` });
    expect(JSON.parse(api.requests[0]!.body)).toEqual({ returnPath: '/checkout/paypal-return', cancelPath: '/checkout/payment' });
    expect(api.requests[0]!.headers['idempotency-key']).toEqual(expect.any(String));

    await approve('5O190127TN364715T', 'QYR5Z8XDVJNXQ');
    expect(api.requests[1]).toMatchObject({ method: 'POST', url: `${PM}/orders/${ORDER_ID}/payment/paypal/capture` });
    expect(JSON.parse(api.requests[1]!.body)).toEqual({ token: '5O190127TN364715T', payerId: 'QYR5Z8XDVJNXQ' });
    expect(onState).toHaveBeenCalledWith(expect.objectContaining({ paid: true, amountDue: '0.00' }));
  }, SLOW.timeout);

  it('says why a capture was refused, and hands no state on', async () => {
    api.respond = () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: 'The order total changed since PayPal was opened: pay again' } });
    const onState = renderButtons();
    await screen.findByRole('button', { name: 'PayPal' });
    await approve('5O190127TN364715T', 'QYR5Z8XDVJNXQ');
    expect((await screen.findByRole('alert')).textContent).toBe('The order total changed since PayPal was opened: pay again');
    expect(onState).not.toHaveBeenCalled();
  }, SLOW.timeout);

  it('tells a diner who closed PayPal that nothing was charged and what to do', async () => {
    renderButtons();
    await screen.findByRole('button', { name: 'PayPal' });
    act(() => void options.onCancel!({ orderID: '5O190127TN364715T' }, {} as never));
    expect((await screen.findByRole('alert')).textContent).toBe('PayPal was closed before the payment was approved. Nothing was charged: choose PayPal again or pay by card.');
  });

  it('keeps our API’s refusal of the start over PayPal’s generic error', async () => {
    api.respond = () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This order is already paid' } });
    renderButtons();
    await screen.findByRole('button', { name: 'PayPal' });
    await act(async () => void (await options.createOrder!({} as never, {} as never).catch(() => undefined)));
    act(() => void options.onError!({ message: 'createOrder failed' } as never));
    expect((await screen.findByRole('alert')).textContent).toBe('This order is already paid');
  }, SLOW.timeout);

  it('says PayPal failed on an SDK error', async () => {
    renderButtons();
    await screen.findByRole('button', { name: 'PayPal' });
    act(() => void options.onError!({ message: 'Window closed unexpectedly' } as never));
    expect((await screen.findByRole('alert')).textContent).toBe('PayPal could not complete the payment and nothing was charged. Try PayPal again or pay by card.');
  });

  it('says PayPal could not be loaded when the SDK does not load', async () => {
    loadScript.mockRejectedValue(new Error('The script https://www.paypal.com/sdk/js did not load'));
    renderButtons();
    expect((await screen.findByRole('alert')).textContent).toBe('PayPal could not be loaded. Check your connection and reload the page, or pay by card.');
  });

  it('closes PayPal’s buttons when it leaves the page', async () => {
    close.mockClear();
    const { unmount } = renderWithProviders(<PayPalButton orderId={ORDER_ID} sdk={{ clientId: 'paypal-client-id', currency: 'USD', onState: jest.fn() }} />, { locale: 'en-us' });
    await screen.findByRole('button', { name: 'PayPal' });
    unmount();
    await waitFor(() => expect(close).toHaveBeenCalled());
  });
});
