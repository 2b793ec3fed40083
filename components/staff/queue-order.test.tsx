/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { StaffQueueOrder } from '@/lib/api/staff-view';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { QueueOrder } from './queue-order';

const ORDER: StaffQueueOrder = {
  id: 'o-1',
  number: '100042',
  status: 'preparing',
  statusId: 3,
  handoff: 'pickup',
  customerName: 'Ada P.',
  dueAt: '2030-03-04T16:15:00.000Z',
  dueTime: '10:15',
  itemCount: 4,
  lines: [{ quantity: 4, title: 'Sweet Tea' }],
  total: '10.78',
  currency: 'USD',
  placedAt: '2030-03-04T15:00:00.000Z',
  next: [
    { status: 'ready', statusId: 4 },
    { status: 'cancelled', statusId: 6 },
  ],
};

describe('QueueOrder', () => {
  it('shows the order and a button per next move, in the console’s language', () => {
    const onMove = jest.fn();
    renderWithProviders(<ol><QueueOrder order={ORDER} total="$10.78" busy={false} onMove={onMove} /></ol>, { locale: 'fr-ca' });
    const card = screen.getByRole('article', { name: 'Commande 100042' });
    expect(within(card).getByText('Statut : En cuisine')).toBeTruthy();
    expect(within(card).getByText(/Prévue à 10:15/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Marquer prête' }));
    expect(onMove).toHaveBeenCalledWith('ready', 4);
  });

  it.each([
    ['fr-ca', '100g', 'Porc effiloché', '500 g × Porc effiloché'],
    ['ja-jp', '100g', 'プルドポーク', '500 g × プルドポーク'],
    ['en-us', 'lb', 'Pulled Pork', '5 lb × Pulled Pork'],
  ] as const)('%s: a meat sold by weight is listed by its weight, beside what is counted', (locale, weightUnit, title, text) => {
    const order = { ...ORDER, lines: [{ quantity: 5, title, weightUnit }, { quantity: 4, title: 'Sweet Tea', weightUnit: null }] };
    renderWithProviders(<ol><QueueOrder order={order} total="$10.78" busy={false} onMove={jest.fn()} /></ol>, { locale });
    const texts = screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(texts).toContain(text);
    expect(texts).toContain('4 × Sweet Tea');
  });

  it('disables the moves while one is under way, and says when nothing is left', () => {
    const busy = renderWithProviders(<ol><QueueOrder order={ORDER} total="$10.78" busy onMove={jest.fn()} /></ol>);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    busy.unmount();
    renderWithProviders(<ol><QueueOrder order={{ ...ORDER, status: 'completed', next: [] }} total="$10.78" busy={false} onMove={jest.fn()} /></ol>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Nothing left to do.')).toBeTruthy();
  });
});
