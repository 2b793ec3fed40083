/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { CourierTracking } from './courier-tracking';

const DROPOFF = '2030-03-04T18:42:00.000Z';
const TRACKING = 'https://track.doordash.com/share/hickory-100123/track';

describe('CourierTracking', () => {
  it.each([
    ['en-us', 'A courier is on the way to the restaurant.', 'Expected at your door around 12:42 PM.', 'Track your courier'],
    ['fr-ca', 'Un coursier est en route vers le restaurant.', 'Arrivée prévue à votre porte vers 12 h 42.', 'Suivre votre coursier'],
  ] as const)('tells an assigned courier, its time at the door and its tracking link in %s', (locale, stage, expected, link) => {
    renderWithProviders(<CourierTracking courier={{ stage: 'assigned', trackingUrl: TRACKING, dropoffAt: DROPOFF }} timeZone="America/Chicago" storePhone="(214) 555-0100" />, { locale });
    expect(screen.getByRole('status').textContent).toBe(stage);
    expect(screen.getByText(expected)).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(TRACKING);
  });

  it('gives a delivered order no time, and a cancelled courier the restaurant’s number instead of the link', () => {
    const { rerender } = renderWithProviders(<CourierTracking courier={{ stage: 'dropped_off', trackingUrl: TRACKING, dropoffAt: DROPOFF }} timeZone="America/Chicago" storePhone="(214) 555-0100" />);
    expect(screen.getByRole('status').textContent).toBe('Your order was delivered.');
    expect(screen.queryByText(/Expected at your door/)).toBeNull();
    rerender(<CourierTracking courier={{ stage: 'cancelled', trackingUrl: TRACKING, dropoffAt: DROPOFF }} timeZone="America/Chicago" storePhone="(214) 555-0100" />);
    expect(screen.getByRole('status').textContent).toBe('The courier network cancelled this delivery. Please call the restaurant at (214) 555-0100.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
