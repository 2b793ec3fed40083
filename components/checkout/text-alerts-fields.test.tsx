/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { toCheckoutOrder } from '@/lib/api/checkout-view';
import { navigation } from '@/lib/api/navigation';
import type { TextAlerts } from '@/lib/api/text-alerts';
import { buildWireOrder, TIMESLOTS } from '@/lib/api/testing/wire-order';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { CheckoutTemplate } from './checkout-template';

const order = toCheckoutOrder(buildWireOrder());
const OFFERED: TextAlerts = { offered: true, handoff: 'pickup', wording: 'I agree to receive up to 3 automated text messages… Msg & data rates may apply. Reply STOP to unsubscribe.', consent: null };

describe('the checkout’s text alerts', () => {
  it('offers the box beside the API’s wording, asks the number once ticked, and checks it', async () => {
    const navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
    renderWithProviders(<CheckoutTemplate order={order} timeslots={TIMESLOTS} textAlerts={OFFERED} />);
    const box = screen.getByRole('checkbox', { name: 'Text me when my order is ready' });
    expect(screen.getByRole('region', { name: 'Text alerts' }).textContent).toContain(OFFERED.wording);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(OFFERED.wording);
    expect(screen.queryByLabelText('Mobile number for texts')).toBeNull();
    fireEvent.click(box);
    fireEvent.change(screen.getByLabelText('Mobile number for texts'), { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    });
    expect((await screen.findByText('Not a mobile number we can text')).getAttribute('role')).toBe('alert');
    expect(navigate).not.toHaveBeenCalled();
    navigate.mockRestore();
  });

  it('says "driver on the way" for a delivery, in French', () => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={TIMESLOTS} textAlerts={{ ...OFFERED, handoff: 'delivery' }} />, { locale: 'fr-ca' });
    expect(screen.getByRole('checkbox', { name: 'M’envoyer un texto quand le livreur est en route' })).toBeTruthy();
  });

  it('offers nothing when texts are off', () => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={TIMESLOTS} textAlerts={{ ...OFFERED, offered: false, wording: null }} />);
    expect(screen.queryByRole('checkbox', { name: /Text me/ })).toBeNull();
  });
});
