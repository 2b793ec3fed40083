/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { QueueDeclines } from './queue-declines';

const DECLINES = [
  { at: '2030-03-04T15:00:00.000Z', method: 'card', reason: 'insufficient_funds' },
  { at: '2030-03-04T15:01:00.000Z', method: 'google_pay', reason: 'expired_card' },
];

describe('QueueDeclines', () => {
  it.each([
    ['en-us', 'Declined before payment (2): Card: insufficient funds · Google Pay: expired'],
    ['fr-ca', 'Refusées avant le paiement (2) : Carte: fonds insuffisants · Google Pay: expirée'],
  ] as const)('names each decline with the bank reason in %s', (locale, text) => {
    const { container } = renderWithProviders(<QueueDeclines declines={DECLINES} />, { locale });
    expect(container.textContent).toBe(text);
  });

  it('shows nothing for an order paid at the first try', () => {
    const { container } = renderWithProviders(<QueueDeclines declines={[]} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByText(/Declined/)).toBeNull();
  });
});
