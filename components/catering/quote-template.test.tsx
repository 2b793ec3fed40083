/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { CATERING_FIELDS } from '@/domain/validation/catering';
import { formatMoney } from '@/domain/money';
import { ApiError } from '@/lib/api/api-error';
import { respondToQuote } from '@/lib/api/quotes';
import { QuoteTemplate } from './quote-template';
import { awaitingQuote, paidQuote, payableQuote, quoteView } from '@/lib/api/testing/wire-quote';

jest.mock('@/lib/api/quotes', () => ({ respondToQuote: jest.fn() }));
const respondCall = respondToQuote as jest.MockedFunction<typeof respondToQuote>;

const withStatus = (name: 'awaitingPayment' | 'rejectedByCustomer', label: string) =>
  ({ ...awaitingQuote(), status: { name, label, messageKey: `catering.status.${name}` }, canRespond: false, canPay: name === 'awaitingPayment' });

const frenchDollars = (amount: string) => formatMoney(amount, 'fr-ca', 'USD');

afterEach(() => respondCall.mockReset());

describe('QuoteTemplate', () => {
  it.each([
    ['en-us', 'Catering quote 5042', 'Customer created lead', 'The store is preparing your estimate'],
    ['fr-ca', 'Devis traiteur 5042', 'Demande envoyée par le client', 'Le restaurant prépare votre estimation'],
  ] as const)('%s: the number, the translated status and the pending estimate', (locale, title, status, pending) => {
    renderWithProviders(<QuoteTemplate quote={quoteView()} token="link" />, { locale });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(status);
    expect(screen.getByText(new RegExp(pending))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the estimate in the quote currency, formatted for the language', () => {
    renderWithProviders(<QuoteTemplate quote={awaitingQuote()} token="link" />, { locale: 'fr-ca' });
    const totals = screen.getByText('Total').closest('div');
    expect(totals?.textContent).toContain(frenchDollars('219.75'));
    expect(screen.getByText('Acompte').nextSibling?.textContent).toContain(frenchDollars('54.94'));
    expect(screen.getByText('Solde').nextSibling?.textContent).toContain(frenchDollars('164.81'));
    expect(screen.getByText('Delivery').nextSibling?.textContent).toContain(frenchDollars('25.00'));
    expect(screen.getByText(/Valable jusqu’au/).textContent).toContain('2030');
  });

  it('accepts: waits, then shows the new status and offers the payment at once', async () => {
    let answer: (quote: ReturnType<typeof awaitingQuote>) => void = () => undefined;
    respondCall.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<QuoteTemplate quote={awaitingQuote()} token="link" />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept estimate' }));
    expect((screen.getByRole('button', { name: 'Accept estimate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(respondCall).toHaveBeenCalledWith({ locale: 'en-us' }, 'ord_1', 'link', { response: 'accept' });
    answer(withStatus('awaitingPayment', 'Awaiting payment'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Awaiting payment'));
    expect(screen.getByText(/Pay the deposit of \$54\.94 or the whole amount/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept estimate' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay deposit ($54.94)' }).getAttribute('href')).toBe('/catering/quotes/5042/pay?token=link&part=deposit');
    expect(screen.getByRole('link', { name: 'Pay in full ($219.75)' }).getAttribute('href')).toBe('/catering/quotes/5042/pay?token=link&part=full');
  });

  it('rejects with a reason', async () => {
    respondCall.mockResolvedValueOnce(withStatus('rejectedByCustomer', 'Rejected by customer'));
    renderWithProviders(<QuoteTemplate quote={awaitingQuote()} token="link" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject estimate' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/Why are you rejecting it/));
    fireEvent.change(screen.getByLabelText(/Why are you rejecting it/), { target: { value: '  Too dear  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rejection' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Rejected by customer'));
    expect(respondCall).toHaveBeenCalledWith({ locale: 'en-us' }, 'ord_1', 'link', { response: 'reject', reason: 'Too dear' });
    expect(screen.getByText('You rejected the estimate. The store has been told.')).toBeTruthy();
  });

  it('goes back from the reason to the buttons, focus on Reject', () => {
    renderWithProviders(<QuoteTemplate quote={awaitingQuote()} token="link" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject estimate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reject estimate' }));
    expect(screen.queryByLabelText(/Why are you rejecting it/)).toBeNull();
  });

  it('refuses a reason longer than the API takes, beside the field', async () => {
    renderWithProviders(<QuoteTemplate quote={awaitingQuote()} token="link" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject estimate' }));
    const reason = screen.getByLabelText(/Why are you rejecting it/);
    fireEvent.change(reason, { target: { value: 'x'.repeat(CATERING_FIELDS.rejectionReason.max + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rejection' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(`A reason takes at most ${CATERING_FIELDS.rejectionReason.max} characters`)).toBeTruthy();
    expect(respondCall).not.toHaveBeenCalled();
  });

  it('shows a refusal by its code and keeps the buttons', async () => {
    respondCall.mockRejectedValueOnce(
      new ApiError(409, 'The estimate expired', { code: 'catering_estimate_expired', params: { validUntil: 'May 24' } }),
    );
    renderWithProviders(<QuoteTemplate quote={awaitingQuote()} token="link" />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Accepter l’estimation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('The estimate expired');
    expect(alert.textContent).toContain('May 24');
    expect((screen.getByRole('button', { name: 'Accepter l’estimation' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['en-us', 'Pay deposit ($54.94)', 'Pay in full ($219.75)', '/catering/quotes/5042/pay?token=link%2B1&part='],
    ['fr-ca', `Payer l'acompte (${frenchDollars('54.94')})`, `Payer la totalité (${frenchDollars('219.75')})`, '/ca/fr/catering/quotes/5042/pay?token=link%2B1&part='],
    ['ja-jp', '前金を支払う（$54.94）', '全額を支払う（$219.75）', '/jp/ja/catering/quotes/5042/pay?token=link%2B1&part='],
  ] as const)('%s: awaiting payment, the deposit and the whole amount are links a keyboard reaches', (locale, deposit, full, path) => {
    renderWithProviders(<QuoteTemplate quote={payableQuote()} token="link+1" />, { locale });
    const depositLink = screen.getByRole('link', { name: deposit });
    const fullLink = screen.getByRole('link', { name: full });
    expect([depositLink.getAttribute('href'), fullLink.getAttribute('href')]).toEqual([`${path}deposit`, `${path}full`]);
    depositLink.focus();
    expect(document.activeElement).toBe(depositLink);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without a link token (the signed-in owner) the payment links carry none', () => {
    renderWithProviders(<QuoteTemplate quote={payableQuote()} token={null} />);
    expect(screen.getByRole('link', { name: 'Pay deposit ($54.94)' }).getAttribute('href')).toBe('/catering/quotes/5042/pay?part=deposit');
  });

  it.each([
    ['en-us', 'Awaiting store confirmation', 'Paid:', '$54.94', 'Balance due:', '$164.81'],
    ['fr-ca', 'En attente de confirmation du restaurant', 'Payé :', frenchDollars('54.94'), 'Solde dû :', frenchDollars('164.81')],
  ] as const)('%s: once paid, the status, what was paid and the balance, and no payment offered', (locale, status, paidLabel, paid, balanceLabel, balance) => {
    renderWithProviders(<QuoteTemplate quote={paidQuote()} token="link" />, { locale });
    expect(screen.getByRole('status').textContent).toContain(status);
    expect(screen.getByText(paidLabel).nextSibling?.textContent).toBe(paid);
    expect(screen.getByText(balanceLabel).nextSibling?.textContent).toBe(balance);
    expect(screen.queryByRole('link', { name: /Pay|Payer/ })).toBeNull();
  });

  it('lists what was asked for at menu prices', () => {
    renderWithProviders(<QuoteTemplate quote={quoteView()} token={null} />);
    const table = screen.getByRole('table', { name: 'What you asked for' });
    expect(within(table).getByRole('rowheader', { name: 'Brisket Tray' })).toBeTruthy();
    expect(within(table).getAllByText('$178.00')).toHaveLength(1);
  });
});
