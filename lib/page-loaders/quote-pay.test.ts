import { ApiError } from '../api/api-error';
import { capturePayPal, fetchPaymentState } from '../api/checkout';
import { fetchQuoteByNumber } from '../api/quotes';
import { storefrontConfigFrom } from '../config/storefront';
import { createTranslator } from '../i18n';
import { pageMarket } from '../market';
import { awaitingQuote, payableQuote } from '../api/testing/wire-quote';
import { loadQuotePayPage } from './quote-pay';
import { loadQuotePayPalReturn } from './quote-paypal-return';
import type { LoaderArgs } from './with-page';
import type { WirePaymentState } from '@/domain/wire/payments';

jest.mock('../api/quotes', () => ({ fetchQuoteByNumber: jest.fn() }));
jest.mock('../api/checkout', () => ({ fetchPaymentState: jest.fn(), capturePayPal: jest.fn() }));
const quoteCall = fetchQuoteByNumber as jest.MockedFunction<typeof fetchQuoteByNumber>;
const stateCall = fetchPaymentState as jest.MockedFunction<typeof fetchPaymentState>;
const captureCall = capturePayPal as jest.MockedFunction<typeof capturePayPal>;

const STATE: WirePaymentState = { orderId: 'ord_1', orderNumber: '100042', statusId: 1, status: 'open', paid: false, currency: 'USD', total: '0.00', amountPaid: '0.00', amountDue: '0.00', payments: [] };

function args(query: LoaderArgs['query'], token: string | null = null, number = '5042'): LoaderArgs {
  const locale = 'fr-ca';
  return { api: { locale, token }, market: pageMarket(locale), config: storefrontConfigFrom({}), t: createTranslator(locale), params: { number }, query };
}

afterEach(() => {
  quoteCall.mockReset();
  stateCall.mockReset();
  captureCall.mockReset();
});

describe('loadQuotePayPage', () => {
  it.each([
    [{ token: 'link', part: 'full' }, 'link', 'full'],
    [{ token: 'link' }, 'link', 'deposit'],
    [{ token: 'link', part: 'half' }, 'link', 'deposit'],
    // Back from a cancelled PayPal payment: PayPal's own token sits beside the quote's.
    [{ quoteToken: 'link', token: 'PP-1', part: 'full' }, 'link', 'full'],
  ])('%j: reads the quote and its payments with link token %s, part %s', async (query, token, part) => {
    quoteCall.mockResolvedValueOnce(payableQuote());
    stateCall.mockResolvedValueOnce(STATE);
    const result = await loadQuotePayPage(args(query));
    expect(quoteCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: null }, 5042, token);
    expect(stateCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: null }, { orderId: 'ord_1', orderToken: null, quoteToken: token });
    expect(result).toMatchObject({ props: { token, part }, head: { title: 'Payer le devis traiteur 5042', path: '/catering/quotes/5042/pay', preventIndexing: true } });
  });

  it('pays as the signed-in owner without a token', async () => {
    quoteCall.mockResolvedValueOnce(payableQuote());
    stateCall.mockResolvedValueOnce(STATE);
    await loadQuotePayPage(args({ part: 'deposit' }, 'jwt'));
    expect(quoteCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: 'jwt' }, 5042, null);
  });

  it('sends a quote that cannot be paid now back to its page, which says why', async () => {
    quoteCall.mockResolvedValueOnce(awaitingQuote());
    await expect(loadQuotePayPage(args({ token: 'link' }))).resolves.toEqual({
      redirect: { destination: '/ca/fr/catering/quotes/5042?token=link', permanent: false },
    });
    expect(stateCall).not.toHaveBeenCalled();
  });

  it('is not found without a token or a session, or for a number that is not one', async () => {
    await expect(loadQuotePayPage(args({}))).resolves.toEqual({ notFound: true });
    await expect(loadQuotePayPage(args({ token: 'link' }, null, 'abc'))).resolves.toEqual({ notFound: true });
    expect(quoteCall).not.toHaveBeenCalled();
  });
});

describe('loadQuotePayPalReturn', () => {
  const back = { quoteToken: 'link', part: 'full', orderId: 'ord_1', token: 'PP-1', PayerID: 'PAYER' };

  it('captures for the quote order with its link token and part, then returns to the quote', async () => {
    captureCall.mockResolvedValueOnce(STATE);
    await expect(loadQuotePayPalReturn(args(back))).resolves.toEqual({
      redirect: { destination: '/ca/fr/catering/quotes/5042?token=link', permanent: false },
    });
    expect(captureCall).toHaveBeenCalledWith(
      { locale: 'fr-ca', token: null },
      { orderId: 'ord_1', orderToken: null, quoteToken: 'link' },
      { token: 'PP-1', payerId: 'PAYER', part: 'full' },
      'paypal-capture-PP-1',
    );
  });

  it('says why a capture was refused, in French, with the way back to the payment page', async () => {
    captureCall.mockRejectedValueOnce(new ApiError(409, 'The estimate expired', { code: 'catering_estimate_expired', params: { validUntil: '24 mai' } }));
    const result = await loadQuotePayPalReturn(args(back));
    expect(result).toMatchObject({ props: { retryPath: '/catering/quotes/5042/pay?token=link&part=full' } });
    expect((result as { props: { message: string } }).props.message).toContain('24 mai');
  });

  it('asks to try again when PayPal sent nothing back', async () => {
    const result = await loadQuotePayPalReturn(args({ quoteToken: 'link' }));
    expect(result).toMatchObject({ props: { message: expect.stringContaining('PayPal'), retryPath: '/catering/quotes/5042/pay?token=link&part=deposit' } });
    expect(captureCall).not.toHaveBeenCalled();
  });
});
