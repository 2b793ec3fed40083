/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { act, fireEvent, screen } from '@testing-library/react';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { publishTestServerConfig } from '@/lib/api/testing/public-config';
import { startTestServer, type RecordedRequest, type TestServer } from '@/lib/api/testing/test-server';
import { readOrderCookies } from '@/lib/order-cookies';
import { LastOrderCard } from './last-order-card';

const SLOW = { timeout: 10_000 };
const summary = (id: string, number: string, status: string) => ({
  id, number, status, statusId: status === 'open' ? 1 : 2, handoff: 'pickup', categoryId: 1,
  location: { id: 7, slug: 'austin-south-congress', title: 'Austin South Congress' }, itemCount: 3, total: '32.45', currency: 'USD',
  timeslot: null, createdAt: '2030-06-01T15:00:00.000Z', paidAt: '2030-06-01T15:05:00.000Z',
});
const history = (...orders: object[]) => ({ status: 200, body: { data: orders, total: orders.length, page: 1, pageSize: 5 } });

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  publishTestServerConfig(api);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

/** The history first, then the reorder's answer. */
function answer(reorder: (request: RecordedRequest) => { status: number; body: object }, ...orders: object[]) {
  api.respond = (request) => (request.url.startsWith('/online-ordering/my-orders') ? history(...orders) : reorder(request));
}

async function renderCard(locale: 'en-us' | 'fr-ca' = 'en-us') {
  let view!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    view = renderWithProviders(<LastOrderCard />, { locale, user: { firstName: 'Ada', spendablePoints: 0 } });
  });
  return view;
}

describe('LastOrderCard', () => {
  it.each([
    ['en-us', 'Order again: order #100042 from Austin South Congress', 'Austin South Congress · June 1, 2030', '3 items', '/cart'],
    ['fr-ca', 'Commander de nouveau : commande n° 100042 de Austin South Congress', 'Austin South Congress · 1 juin 2030', '3 articles', '/ca/fr/cart'],
  ] as const)('%s: shows the last order placed (not the one in progress) and one tap puts it in a new cart, then opens the cart', async (locale, name, placed, items, cart) => {
    answer(() => ({ status: 201, body: { order: buildWireOrder({ id: 'o-2', itemCount: 3, accessToken: 'new-token' }), unavailable: [] } }), summary('o-open', '100050', 'open'), summary('o-1', '100042', 'paid'));
    const { router } = await renderCard(locale);
    const button = await screen.findByRole('button', { name }, SLOW);
    expect(screen.getByText(new RegExp(placed)).textContent).toContain(items);
    await act(async () => {
      fireEvent.click(button);
    });
    await act(async () => undefined);
    expect(router.push).toHaveBeenCalledWith(cart);
    expect(readOrderCookies()).toMatchObject({ orderId: 'o-2', orderToken: 'new-token' });
    expect(api.requests.map((request) => `${request.method} ${request.url.split('?')[0]}`)).toEqual(['GET /online-ordering/my-orders', 'POST /online-ordering/orders/o-1/reorder']);
  });

  it('lists the items that could not come along before the cart, with the way to it focused', async () => {
    answer(() => ({ status: 201, body: { order: buildWireOrder({ id: 'o-3', itemCount: 1, accessToken: 't' }), unavailable: [{ itemId: 5, title: 'Burnt Ends', reason: 'unavailable' }] } }), summary('o-1', '100042', 'paid'));
    const { router } = await renderCard();
    const button = await screen.findByRole('button', { name: /Order again/ }, SLOW);
    await act(async () => {
      fireEvent.click(button);
    });
    const link = await screen.findByRole('link', { name: 'View my cart' }, SLOW);
    expect(screen.getByRole('status').textContent).toContain('Burnt Ends: sold out right now');
    expect(document.activeElement).toBe(link);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("says why a reorder was refused, in the API's words", async () => {
    answer(() => ({ status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message: 'Nothing of order 100042 can be ordered again at this location' } }), summary('o-1', '100042', 'paid'));
    await renderCard();
    const button = await screen.findByRole('button', { name: /Order again/ }, SLOW);
    await act(async () => {
      fireEvent.click(button);
    });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Nothing of order 100042 can be ordered again at this location');
  });

  it('invites a diner without orders to the menu', async () => {
    answer(() => ({ status: 500, body: {} }), summary('o-open', '100050', 'open'));
    await renderCard();
    expect((await screen.findByText('No orders yet. Your first one starts with the menu.', {}, SLOW)).parentElement?.querySelector('a')?.getAttribute('href')).toBe('/menu');
  });

  it('offers to try again when the history could not be read', async () => {
    api.respond = () => ({ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Resting' } });
    await renderCard();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('We could not load your last order.');
    answer(() => ({ status: 500, body: {} }), summary('o-1', '100042', 'paid'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('button', { name: /Order again/ }, SLOW)).toBeTruthy();
  });
});
