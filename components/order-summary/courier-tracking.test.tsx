/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api/api-error';
import { chooseInsteadOfCourier } from '@/lib/api/courier';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { CourierTracking } from './courier-tracking';

jest.mock('@/lib/api/courier', () => ({ chooseInsteadOfCourier: jest.fn() }));
const choose = jest.mocked(chooseInsteadOfCourier);

const DROPOFF = '2030-03-04T18:42:00.000Z';
const ORDER_ID = '6f1c2b9e-2f44-4d1a-9a54-0d3c1c9b7e11';
const base = { orderId: ORDER_ID, dropoffAt: DROPOFF, choice: null, pickupAt: null };
const TRACKING = 'https://track.doordash.com/share/hickory-100123/track';

describe('CourierTracking', () => {
  it.each([
    ['en-us', 'A courier is on the way to the restaurant.', 'Expected at your door around 12:42 PM.', 'Track your courier'],
    ['fr-ca', 'Un coursier est en route vers le restaurant.', 'Arrivée prévue à votre porte vers 12 h 42.', 'Suivre votre coursier'],
  ] as const)('tells an assigned courier, its time at the door and its tracking link in %s', (locale, stage, expected, link) => {
    renderWithProviders(<CourierTracking courier={{ ...base, stage: 'assigned', trackingUrl: TRACKING }} timeZone="America/Chicago" storePhone="(214) 555-0100" />, { locale });
    expect(screen.getByRole('status').textContent).toBe(stage);
    expect(screen.getByText(expected)).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(TRACKING);
  });

  it('gives a delivered order no time, and a cancelled courier a choice and the restaurant’s number instead of the link', () => {
    const { rerender } = renderWithProviders(<CourierTracking courier={{ ...base, stage: 'dropped_off', trackingUrl: TRACKING }} timeZone="America/Chicago" storePhone="(214) 555-0100" />);
    expect(screen.getByRole('status').textContent).toBe('Your order was delivered.');
    expect(screen.queryByText(/Expected at your door/)).toBeNull();
    rerender(<CourierTracking courier={{ ...base, stage: 'cancelled', trackingUrl: TRACKING }} timeZone="America/Chicago" storePhone="(214) 555-0100" />);
    expect(screen.getByRole('status').textContent).toBe('The courier network cancelled this delivery. Choose a full refund or pick the order up at the restaurant yourself. Questions: (214) 555-0100.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund my order' })).toBeTruthy();
  });

  it.each([
    ['en-us', 'I’ll pick it up at the restaurant', 'Your order is now a carryout: pick it up at the restaurant at 12:30 PM. The delivery fee is refunded.'],
    ['fr-ca', 'Je viens la chercher au restaurant', 'Votre commande est maintenant à emporter : venez la chercher au restaurant à 12 h 30. Les frais de livraison sont remboursés.'],
  ] as const)('switches a cancelled delivery to carryout and tells the pickup time in %s', async (locale, button, told) => {
    choose.mockResolvedValueOnce({ ...base, fee: '6.49', currency: 'USD', quoteExpiresAt: DROPOFF, stage: 'cancelled', trackingUrl: null, choice: 'carryout', pickupAt: '2030-03-04T18:30:00.000Z' });
    renderWithProviders(<CourierTracking courier={{ ...base, stage: 'cancelled', trackingUrl: null }} timeZone="America/Chicago" storePhone="(214) 555-0100" />, { locale });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(told));
    expect(choose).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ orderId: ORDER_ID }), 'carryout');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a choice was refused, and keeps the buttons', async () => {
    choose.mockRejectedValueOnce(new ApiError(409, 'Order 1234 already made its choice after its courier failed: it cannot be changed', { code: 'courier_already_chosen', params: { number: '1234' } }));
    renderWithProviders(<CourierTracking courier={{ ...base, stage: 'cancelled', trackingUrl: null }} timeZone="America/Chicago" storePhone="(214) 555-0100" />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund my order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Order 1234 already made its choice after its courier failed: it cannot be changed.');
    expect(screen.getByRole('button', { name: 'Refund my order' })).toBeTruthy();
  });
});
