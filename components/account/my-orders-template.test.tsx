/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type TestServer } from '@/lib/api/testing/test-server';
import { OrderProvider, useOrderSummary } from '@/lib/order-context';
import { readOrderCookies } from '@/lib/order-cookies';
import { MyOrdersTemplate } from './my-orders-template';

const SLOW = { timeout: 10_000 };
const PAID = {
  id: 'o-1', number: '100042', status: 'paid', statusId: 2, handoff: 'pickup', categoryId: 1,
  location: { id: 7, slug: 'austin-south-congress', title: 'Austin South Congress' }, itemCount: 3, total: '32.45', currency: 'USD',
  timeslot: null, createdAt: '2030-06-01T15:00:00.000Z', paidAt: '2030-06-01T15:05:00.000Z',
} as const;
const list = (data: object[]) => ({ ok: true as const, data: { data, total: data.length, page: 1, pageSize: 30 } as never });

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
});
afterAll(() => api.close());

function HeaderProbe() {
  const { numberOfItemsInCart, orderPrice } = useOrderSummary();
  return <output aria-label="cart">{`${numberOfItemsInCart} ${orderPrice ?? '-'}`}</output>;
}

function renderOrders(orders: Parameters<typeof MyOrdersTemplate>[0]['orders'], locale: 'en-us' | 'fr-ca' = 'en-us') {
  return renderWithProviders(
    <OrderProvider orderSummary={null}>
      <MyOrdersTemplate orders={orders} quotes={list([])} />
      <HeaderProbe />
    </OrderProvider>,
    { locale },
  );
}

describe('MyOrdersTemplate', () => {
  it.each([
    ['en-us', 'Order #100042', 'Paid', '3 items'],
    ['fr-ca', 'Commande no 100042', 'Payée', '3 articles'],
  ] as const)('%s: lists each order with its status, items and total', (locale, number, status, items) => {
    renderOrders(list([PAID]), locale);
    const entry = screen.getByText(number).closest('li') as HTMLElement;
    expect(within(entry).getByText(status)).toBeTruthy();
    expect(entry.textContent).toContain(items);
    expect(entry.textContent).toMatch(/32[.,]45/);
  });

  it('says when there is no order yet, with a way to order', () => {
    renderOrders(list([]));
    expect(screen.getByText(/You have not ordered yet/)).toBeTruthy();
  });

  it('shows why the list could not be loaded', () => {
    renderOrders({ ok: false, message: 'Resting' });
    expect(screen.getByRole('alert').textContent).toBe('This list could not be loaded: Resting');
  });

  it('reorders into a new cart: cookies and header follow, and missing items are listed', async () => {
    const order = buildWireOrder({ id: 'o-2', itemCount: 2, accessToken: 'new-token' });
    api.respond = () => ({ status: 201, body: { order, unavailable: [{ itemId: 5, title: 'Burnt Ends', reason: 'unavailable' }] } });
    renderOrders(list([PAID]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reorder order #100042' }));
    });
    const notice = await screen.findByText('Order #100042 is in your cart again', {}, SLOW);
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(box.textContent).toContain('Burnt Ends: sold out right now');
    expect(within(box).getByRole('link', { name: 'View my cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('status', { name: 'cart' }).textContent).toBe('2 32.45');
    expect(readOrderCookies()).toMatchObject({ orderId: 'o-2', orderToken: 'new-token' });
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /online-ordering/orders/o-1/reorder']);
  });

  it('says why a reorder was refused', async () => {
    api.respond = () => ({ status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message: 'None of the items of order 100042 can be ordered now: Burnt Ends' } });
    renderOrders(list([PAID]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reorder order #100042' }));
    });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('None of the items of order 100042 can be ordered now: Burnt Ends');
  });
});
