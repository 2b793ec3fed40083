/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { GroupHostView } from '@/lib/api/group-orders';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { GroupHostTemplate } from './host-template';

function hostView(status: 'open' | 'locked'): GroupHostView {
  const wire = buildWireOrder();
  const line = wire.lines[0]!;
  return {
    status,
    deadline: '2026-06-01T19:30:00Z',
    perPersonLimit: '15.00',
    currency: 'CAD',
    categoryId: 1,
    handoffId: 2,
    location: { ...wire.location, title: 'Plateau', timeZone: 'America/Toronto' },
    hostName: 'Maya',
    orderId: wire.id,
    guests: [
      { id: 1, name: 'Maya', isHost: true, subtotal: '0.00', lines: [] },
      { id: 2, name: 'Ana', isHost: false, subtotal: '7.98', lines: [{ ...line, id: 11, title: 'Pouding aux bananes', quantity: 2, lineTotal: '7.98', label: 'Ana' }] },
    ],
    subtotal: '7.98',
    itemCount: 2,
  };
}

describe('GroupHostTemplate', () => {
  it('shows each person with their lines and subtotal, the limit and the deadline at the store, in French', () => {
    renderWithProviders(<GroupHostTemplate shareToken={'A'.repeat(43)} group={hostView('open')} />, { locale: 'fr-ca' });
    const ana = screen.getByRole('region', { name: 'Ana' });
    expect(within(ana).getByText('Pouding aux bananes')).toBeTruthy();
    expect(ana.textContent?.replace(/\s/g, ' ')).toContain('Sous-total : 7,98 $');
    expect(within(ana).getByRole('button', { name: 'Retirer Pouding aux bananes de Ana' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Maya' }).textContent).toContain('Aucun article pour l');
    expect(screen.getByText(/Les invités peuvent ajouter des articles jusqu'à 15 h 30/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verrouiller la commande' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Passer à la caisse et payer' })).toBeNull();
  });

  it('offers checkout, not the lock nor the link, once locked', () => {
    renderWithProviders(<GroupHostTemplate shareToken={'A'.repeat(43)} group={hostView('locked')} />, { locale: 'en-us' });
    expect(screen.getByRole('link', { name: 'Check out and pay' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: 'Lock the order' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Share this link with your group' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The order is locked: guests can no longer add items.');
  });
});
