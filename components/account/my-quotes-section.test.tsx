/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { toQuoteSummary, type MyQuotes } from '@/lib/api/quote-requests';
import { WIRE_ESTIMATE, wireQuote } from '@/lib/api/testing/wire-quote';
import { MyQuotesSection } from './my-quotes-section';
import type { SectionData } from './section-state';

const list = (quotes: MyQuotes['data']): SectionData<MyQuotes> => ({ ok: true, data: { data: quotes, total: quotes.length, page: 1, pageSize: 30 } });
const JUST_SENT = toQuoteSummary(wireQuote({ number: 5042 }));
const ESTIMATED = toQuoteSummary(
  wireQuote({
    number: 5043,
    status: { id: 2, name: 'awaitingCustomer', label: 'Awaiting customer', messageKey: 'catering.status.awaitingCustomer' },
    estimate: WIRE_ESTIMATE,
  }),
);

describe('MyQuotesSection', () => {
  it.each([
    ['en-us', 'Catering quotes', 'Quote 5042', 'Customer created lead', 'Event: Saturday, June 1, 2030 at 6:00 PM', 'At menu prices: $178.00', 'View quote 5042', '/catering/quotes/5042'],
    ['fr-ca', 'Devis traiteur', 'Devis 5042', 'Demande envoyée par le client', 'Événement : samedi 1 juin 2030 à 18 h 00', 'Aux prix du menu : 178,00 $ US', 'Voir le devis 5042', '/ca/fr/catering/quotes/5042'],
  ] as const)('%s: lists each quote with its event, status, amount and page', (locale, title, number, status, event, amount, link, href) => {
    renderWithProviders(<MyQuotesSection quotes={list([JUST_SENT])} />, { locale });
    const section = screen.getByRole('region', { name: title });
    const entry = within(section).getByText(number).closest('li') as HTMLElement;
    expect(within(entry).getByText(status)).toBeTruthy();
    expect(entry.textContent).toContain(event);
    expect(entry.textContent?.replace(/\u00a0|\u202f/g, ' ')).toContain(amount);
    expect(within(entry).getByRole('link', { name: link }).getAttribute('href')).toBe(href);
  });

  it('shows the estimate\'s total once the store sent one', () => {
    renderWithProviders(<MyQuotesSection quotes={list([ESTIMATED])} />);
    const entry = screen.getByText('Quote 5043').closest('li') as HTMLElement;
    expect(entry.textContent).toContain('Estimate: $219.75');
    expect(within(entry).getByText('Awaiting customer')).toBeTruthy();
  });

  it('says when there is none, and offers Get A Quote', () => {
    renderWithProviders(<MyQuotesSection quotes={list([])} />, { locale: 'ja-jp' });
    expect(screen.getByText(/ケータリングのお見積もりはまだ依頼されていません。/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お見積もりを依頼' }).getAttribute('href')).toBe('/jp/ja/get-a-quote');
  });

  it('says why the list could not be read', () => {
    renderWithProviders(<MyQuotesSection quotes={{ ok: false, message: 'Resting' }} />);
    expect(screen.getByRole('alert').textContent).toBe('This list could not be loaded: Resting');
  });
});
