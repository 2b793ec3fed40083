/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { RunningLateNotice } from './running-late-notice';

const LATE = { promisedAt: '2030-03-04T18:00:00.000Z', newReadyAt: '2030-03-04T18:25:00.000Z' };

describe('RunningLateNotice', () => {
  it.each([
    ['en-us', 'Sorry, your order is running late. New ready time: 12:25 PM.', 'With our apologies, take 15% off your next order with code SORRY-ABCDEFGH.'],
    ['fr-ca', 'Désolés, votre commande prend du retard. Nouvelle heure : 12 h 25.', 'Pour nous excuser, profitez de 15 % de rabais sur votre prochaine commande avec le code SORRY-ABCDEFGH.'],
  ] as const)('gives the new time in the store’s zone and the coupon in %s', (locale, newTime, coupon) => {
    renderWithProviders(<RunningLateNotice late={{ ...LATE, credit: { kind: 'coupon', code: 'SORRY-ABCDEFGH', percent: '15' } }} timeZone="America/Chicago" />, { locale });
    expect(screen.getByText(newTime)).toBeTruthy();
    expect(screen.getByText(coupon)).toBeTruthy();
  });

  it('names the points an account got, and says nothing of an order on time', () => {
    const { rerender } = renderWithProviders(<RunningLateNotice late={{ ...LATE, credit: { kind: 'points', points: 100 } }} timeZone="America/Chicago" />);
    expect(screen.getByText('With our apologies, we added 100 points to your account.')).toBeTruthy();
    rerender(<RunningLateNotice late={null} timeZone="America/Chicago" />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
