/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { awaitingQuote, quoteView } from '@/lib/api/testing/wire-quote';
import { isAwaitingEstimate, QuoteReceived } from './quote-received';

describe('isAwaitingEstimate', () => {
  it.each([
    ['customerCreatedLead', 14, true],
    ['lead', 1, true],
    ['hotLead', 16, true],
    ['canceledCatering', 11, false],
    ['customerAbandonedLead', 17, false],
  ] as const)('a request that is %s (status %i), without an estimate → %p', (name, id, expected) => {
    expect(isAwaitingEstimate(quoteView({ status: { id, name, label: name, messageKey: `catering.status.${name}` } }))).toBe(expected);
  });

  it('is over once the estimate arrived', () => {
    expect(isAwaitingEstimate(awaitingQuote())).toBe(false);
  });
});

describe('QuoteReceived', () => {
  it.each([
    ['en-us', 'We received your request', 'Austin Downtown is reviewing your request and will reply with an estimate by email.'],
    ['fr-ca', 'Nous avons reçu votre demande', 'Austin Downtown étudie votre demande et vous répondra par courriel avec une estimation.'],
    ['ja-jp', 'ご依頼を受け付けました', 'Austin Downtownがご依頼を確認し、メールで見積もりをお送りします。'],
  ] as const)('%s: says the request arrived and that the store emails an estimate', (locale, title, body) => {
    renderWithProviders(<QuoteReceived quote={quoteView()} />, { locale });
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${body}`))).toBeTruthy();
  });

  it('says nothing once the estimate arrived', () => {
    const { container } = renderWithProviders(<QuoteReceived quote={awaitingQuote()} />);
    expect(container.textContent).toBe('');
  });
});
