import { ApiError } from '../api/api-error';
import { fetchQuoteByNumber } from '../api/quotes';
import { storefrontConfigFrom } from '../config/storefront';
import { createTranslator } from '../i18n';
import { pageMarket } from '../market';
import { loadQuotePage, quoteTokenOf } from './quote';
import type { LoaderArgs } from './with-page';
import { quoteView } from '../api/testing/wire-quote';

jest.mock('../api/quotes', () => ({ fetchQuoteByNumber: jest.fn() }));
const quoteCall = fetchQuoteByNumber as jest.MockedFunction<typeof fetchQuoteByNumber>;

function args(number: string, query: LoaderArgs['query'], token: string | null = null): LoaderArgs {
  const locale = 'fr-ca';
  return { api: { locale, token }, market: pageMarket(locale), config: storefrontConfigFrom({}), t: createTranslator(locale), params: { number }, query };
}

describe('quoteTokenOf', () => {
  it.each([
    [{ token: 'abc' }, 'abc'],
    [{ token: ['first', 'second'] }, 'first'],
    [{}, null],
    [{ token: '' }, null],
    [{ token: 'x'.repeat(201) }, null],
  ])('%j → %p', (query, expected) => {
    expect(quoteTokenOf(query)).toBe(expected);
  });
});

describe('loadQuotePage', () => {
  afterEach(() => quoteCall.mockReset());

  it('reads the quote with the link token and keeps the page out of search engines', async () => {
    quoteCall.mockResolvedValueOnce(quoteView());
    const result = await loadQuotePage(args('5042', { token: 'link' }));
    expect(quoteCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: null }, 5042, 'link');
    expect(result).toEqual({
      props: { quote: quoteView(), token: 'link' },
      head: expect.objectContaining({ title: 'Devis traiteur 5042', path: '/catering/quotes/5042', preventIndexing: true }),
    });
  });

  it('reads the quote as the signed-in owner when no token is given', async () => {
    quoteCall.mockResolvedValueOnce(quoteView());
    await loadQuotePage(args('5042', {}, 'jwt'));
    expect(quoteCall).toHaveBeenCalledWith({ locale: 'fr-ca', token: 'jwt' }, 5042, null);
  });

  it.each([
    ['not a number', 'abc', { token: 't' }, null],
    ['zero', '0', { token: 't' }, null],
    ['beyond the ids', '99999999999', { token: 't' }, null],
    ['neither a token nor a session', '5042', {}, null],
  ])('%s → not found without asking the API', async (_name, number, query, token) => {
    await expect(loadQuotePage(args(number, query, token))).resolves.toEqual({ notFound: true });
    expect(quoteCall).not.toHaveBeenCalled();
  });

  it('lets the API 404 of a wrong token reach the not-found page', async () => {
    const missing = new ApiError(404, 'Quote 5042 was not found');
    quoteCall.mockRejectedValueOnce(missing);
    await expect(loadQuotePage(args('5042', { token: 'wrong' }))).rejects.toBe(missing);
  });
});
