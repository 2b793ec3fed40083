/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { toCheckoutOrder } from '@/lib/api/checkout-view';
import { buildWireOrder } from '@/lib/api/testing/wire-order';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { CheckoutTemplate } from './checkout-template';

const order = toCheckoutOrder(buildWireOrder());
/** 5:00 PM is busy, 5:15 PM quiet (50 points), 5:30 PM quiet at a brand giving 1 point. */
const QUIET = {
  timeZone: 'America/Chicago',
  asapAvailable: true,
  days: [
    {
      date: '2030-06-01',
      slots: [
        { start: '2030-06-01T22:00:00.000Z', label: '17:00' },
        { start: '2030-06-01T22:15:00.000Z', label: '17:15', quietBonus: 50 },
        { start: '2030-06-01T22:30:00.000Z', label: '17:30', quietBonus: 1 },
      ],
    },
  ],
};

const timeOptions = () => Array.from((document.querySelector('select[name="time"]') as HTMLSelectElement).options).map((option) => option.textContent);

describe('the time picker’s quiet-time bonus', () => {
  it('tells a signed-in diner which times earn points, in the option’s own text and a note', () => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={QUIET} signedIn />);
    expect(timeOptions()).toEqual(['Choose a time', 'As soon as possible', '5:00 PM', '5:15 PM · +50 points', '5:30 PM · +1 point']);
    expect(screen.getByText('Times marked “+50 points” are quiet at the kitchen: pick one and earn 50 bonus points when you pay.')).toBeTruthy();
  });

  it('says it in French for fr-CA', () => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={QUIET} signedIn />, { locale: 'fr-ca' });
    expect(timeOptions()).toContain('17 h 15 · +50 points');
    expect(screen.getByText(/Les heures marquées « \+50 points » sont calmes en cuisine/)).toBeTruthy();
  });

  it('shows a guest, who would earn nothing, no bonus at all', () => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={QUIET} />);
    expect(timeOptions()).toEqual(['Choose a time', 'As soon as possible', '5:00 PM', '5:15 PM', '5:30 PM']);
    expect(screen.queryByText(/bonus points/)).toBeNull();
  });
});
