/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { QueueCourier } from './queue-courier';

describe('QueueCourier', () => {
  it('alerts the store to a cancelled courier, with the network’s reason and the diner’s choice', () => {
    const { rerender } = renderWithProviders(<QueueCourier courier={{ failure: 'The sandbox courier network cancelled the delivery', choice: null }} />);
    expect(screen.getByRole('alert').textContent).toBe('Courier cancelled by the network (The sandbox courier network cancelled the delivery) · the diner has been offered a refund or carryout');
    rerender(<QueueCourier courier={{ failure: null, choice: 'carryout' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Courier cancelled by the network · the diner will pick it up at the counter; delivery fee refunded');
  });

  it('says the diner’s refund in the console’s language, and nothing for a courier that did not fail', () => {
    const { rerender } = renderWithProviders(<QueueCourier courier={{ failure: null, choice: 'refund' }} />, { locale: 'fr-ca' });
    expect(screen.getByRole('alert').textContent).toBe('Coursier annulé par le réseau · le client a choisi le remboursement ; la commande est annulée');
    rerender(<QueueCourier courier={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
