import { loadCurrentOrder } from '../api/checkout';
import { checkoutCustomer } from '../api/profile';
import { quoteNumberOfOrder } from '../api/quote-requests';
import { buildWireOrder } from '../api/testing/wire-order';
import { storefrontConfigFrom } from '../config/storefront';
import { createTranslator } from '../i18n';
import { pageMarket } from '../market';
import { eventDaysAt, loadQuoteRequestPage } from './quote-request';
import type { LoaderArgs } from './with-page';
import type { WireProfile } from '@/domain/wire/profile';

jest.mock('../api/checkout', () => ({ loadCurrentOrder: jest.fn() }));
jest.mock('../api/profile', () => ({ checkoutCustomer: jest.fn() }));
jest.mock('../api/quote-requests', () => ({ quoteNumberOfOrder: jest.fn() }));
const currentCall = loadCurrentOrder as jest.MockedFunction<typeof loadCurrentOrder>;
const customerCall = checkoutCustomer as jest.MockedFunction<typeof checkoutCustomer>;
const requestedCall = quoteNumberOfOrder as jest.MockedFunction<typeof quoteNumberOfOrder>;

const NOW = new Date('2030-06-01T04:30:00.000Z');
const ACCESS = { orderId: 'ord-7', orderToken: 'order-token' };
const QUOTE_CART = buildWireOrder({ id: 'ord-7', categoryId: 3 });

function args(locale: 'en-us' | 'fr-ca' = 'fr-ca'): LoaderArgs {
  return { api: { locale, token: null }, market: pageMarket(locale), config: storefrontConfigFrom({}), t: createTranslator(locale), params: {}, query: {} };
}

afterEach(() => jest.resetAllMocks());

describe('eventDaysAt', () => {
  it.each([
    ['America/Chicago', '2030-05-31', '2031-05-31'],
    ['America/Toronto', '2030-06-01', '2031-06-01'],
    ['Asia/Tokyo', '2030-06-01', '2031-06-01'],
  ])('%s: from the store\'s today to 365 days ahead', (timeZone, min, max) => {
    expect(eventDaysAt(NOW, timeZone)).toEqual({ min, max });
  });
});

describe('loadQuoteRequestPage', () => {
  it.each([
    ['no cart at all', null],
    ['an everyday order', { access: ACCESS, order: buildWireOrder({ categoryId: 1 }) }],
    ['an empty quote cart', { access: ACCESS, order: buildWireOrder({ categoryId: 3, lines: [], itemCount: 0 }) }],
    ['a paid quote order', { access: ACCESS, order: buildWireOrder({ categoryId: 3, status: 'paid' }) }],
  ])('%s: the page offers Get A Quote instead of a form', async (_name, current) => {
    currentCall.mockResolvedValueOnce(current as never);
    const result = await loadQuoteRequestPage(args(), NOW);
    expect(result).toMatchObject({ props: { state: { kind: 'none' } }, head: { title: expect.stringContaining('Détails du devis'), path: '/checkout/quote', preventIndexing: true } });
    expect(requestedCall).not.toHaveBeenCalled();
  });

  it('a cart already sent says which quote it became', async () => {
    currentCall.mockResolvedValueOnce({ access: ACCESS, order: QUOTE_CART });
    requestedCall.mockResolvedValueOnce(5042);
    await expect(loadQuoteRequestPage(args(), NOW)).resolves.toMatchObject({ props: { state: { kind: 'requested', number: 5042 }, orderSummary: null } });
    expect(requestedCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: null }, ACCESS);
  });

  it('a cart that breaks a cart rule goes back to the cart of its market', async () => {
    const violation = { code: 'order-amount-too-low', message: 'Order amount too low', minimum: '150.00' } as const;
    currentCall.mockResolvedValueOnce({ access: ACCESS, order: buildWireOrder({ categoryId: 3, violations: [violation] }) });
    requestedCall.mockResolvedValueOnce(null);
    await expect(loadQuoteRequestPage(args(), NOW)).resolves.toEqual({ redirect: { destination: '/ca/fr/cart', permanent: false } });
  });

  it('a quote cart gets the form, its event days on the store\'s calendar and the signed-in buyer\'s details', async () => {
    currentCall.mockResolvedValueOnce({ access: ACCESS, order: QUOTE_CART });
    requestedCall.mockResolvedValueOnce(null);
    customerCall.mockResolvedValueOnce({ firstName: 'Ada', lastName: 'Pit', email: 'ada@example.com', phone: '(512) 555-0142' } as WireProfile);
    const result = await loadQuoteRequestPage(args('en-us'), NOW);
    expect(result).toMatchObject({
      props: {
        state: { kind: 'ready', order: { id: 'ord-7', quote: true }, prefill: { firstName: 'Ada', email: 'ada@example.com' }, days: { min: '2030-05-31', max: '2031-05-31' } },
        orderStep: 'checkout',
      },
    });
    expect(customerCall).toHaveBeenCalledWith({ locale: 'en-us', token: null }, ACCESS);
  });

  it('details already on the cart win over the profile', async () => {
    const guest = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(512) 555-0100' };
    currentCall.mockResolvedValueOnce({ access: ACCESS, order: buildWireOrder({ categoryId: 3, guest }) });
    requestedCall.mockResolvedValueOnce(null);
    customerCall.mockResolvedValueOnce(null);
    await expect(loadQuoteRequestPage(args(), NOW)).resolves.toMatchObject({ props: { state: { kind: 'ready', prefill: guest } } });
  });
});
