/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { OrderRefunds } from './order-refunds';

const REFUNDS = [{ tender: { kind: 'card', brand: 'visa', last4: '4242' }, amount: '2.50', at: '2030-03-05T03:00:00Z' }] as const;

describe('OrderRefunds', () => {
  it.each([
    ['en-us', 'Refunded', 'Visa •••• 4242: $2.50 on Mar 4, 2030'],
    ['fr-ca', 'Remboursé', 'Visa •••• 4242 : 2,50'],
    ['ja-jp', '返金', 'Visa •••• 4242：$2.50'],
  ] as const)('lists each refund with its day in the store’s time zone (%s)', (locale, title, line) => {
    renderWithProviders(<OrderRefunds refunds={REFUNDS} currency="USD" timeZone="America/Chicago" />, { locale });
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toContain(line);
  });

  it.each([
    ['en-us', 'Gift card •••• 0102: $2.50'],
    ['fr-ca', 'Carte-cadeau •••• 0102 : 2,50'],
    ['ja-jp', 'ギフトカード •••• 0102'],
    ['es-mx', 'Tarjeta de regalo •••• 0102'],
    ['pt-br', 'Cartão-presente •••• 0102'],
  ] as const)('names a gift card in the page’s language (%s)', (locale, line) => {
    renderWithProviders(<OrderRefunds refunds={[{ tender: { kind: 'giftcard', last4: '0102' }, amount: '2.50', at: '2030-03-05T03:00:00Z' }]} currency="USD" timeZone="America/Chicago" />, { locale });
    expect(screen.getByRole('listitem').textContent).toContain(line);
  });

  it('shows nothing without refunds', () => {
    const { container } = renderWithProviders(<OrderRefunds refunds={[]} currency="USD" timeZone="America/Chicago" />);
    expect(container.textContent).toBe('');
  });
});
