/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toCheckoutOrder } from '@/lib/api/checkout-view';
import { navigation } from '@/lib/api/navigation';
import { CheckoutTemplate } from './checkout-template';
import { buildWireOrder, TIMESLOTS } from '@/lib/api/testing/wire-order';
import { renderWithProviders } from '@/components/testing/render-with-providers';

const order = toCheckoutOrder(buildWireOrder());

async function submitEmpty(buttonName: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: buttonName }));
  });
}

describe('CheckoutTemplate validation', () => {
  it.each([
    ['en-us', 'Continue to payment', 'First name', ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required']],
    ['fr-ca', 'Continuer vers le paiement', 'Prénom', ['Le prénom est obligatoire', 'Le nom de famille est obligatoire', 'Le courriel est obligatoire', 'Le numéro de téléphone est obligatoire']],
  ] as const)('%s: shows SPEC §5 messages, linked to their fields, and focuses the first', async (locale, button, firstLabel, messages) => {
    const navigate = jest.spyOn(navigation, 'navigate').mockImplementation(() => undefined);
    renderWithProviders(<CheckoutTemplate order={order} timeslots={TIMESLOTS} />, { locale });
    await submitEmpty(button);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(messages);
    const first = screen.getByLabelText(firstLabel);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages[0]);
    await waitFor(() => expect(document.activeElement).toBe(first), { timeout: 5000 });
    expect(navigate).not.toHaveBeenCalled();
    navigate.mockRestore();
  });

  it('refuses a malformed email and phone with their own messages', async () => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={TIMESLOTS} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '555-01' } });
    await submitEmpty('Continue to payment');
    expect((await screen.findByText('Invalid email address')).getAttribute('role')).toBe('alert');
    expect(screen.getByText('Not a valid phone number').getAttribute('role')).toBe('alert');
  });

  it.each([
    ['en-us', 'Not taking orders until 6:30 PM. You can schedule a later time.'],
    ['fr-ca', 'Aucune commande acceptée avant 18 h 30. Vous pouvez choisir une heure plus tardive.'],
  ] as const)('%s: says until when a paused store takes no orders, and that a later time can be scheduled', (locale, notice) => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={{ ...TIMESLOTS, asapAvailable: false, pausedUntil: '2030-03-05T00:30:00.000Z' }} />, { locale });
    expect(screen.getByRole('status').textContent).toBe(notice);
  });

  it('says nothing of a pause when the handoff is not paused', () => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={TIMESLOTS} />);
    expect(screen.queryByText(/Not taking orders/)).toBeNull();
  });

  it('asks for the time when the store cannot do ASAP', async () => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={{ ...TIMESLOTS, asapAvailable: false }} />);
    expect((screen.getByLabelText(/^Time/) as HTMLSelectElement).value).toBe('');
    await submitEmpty('Continue to payment');
    expect(await screen.findByText('Time is required')).toBeTruthy();
  });

  it('starts at ASAP, and groups the day\'s times by part of the day in the store\'s zone; a date change clears the time', async () => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={TIMESLOTS} />);
    const time = screen.getByLabelText(/^Time/) as HTMLSelectElement;
    expect(time.value).toBe('asap');
    expect(Array.from(time.options).map((option) => option.textContent)).toEqual(['Choose a time', 'As soon as possible', '5:00 PM']);
    expect(Array.from(time.querySelectorAll('optgroup')).map((group) => group.label)).toEqual(['Evening']);
    fireEvent.change(time, { target: { value: 'asap' } });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-06-02' } });
    });
    const next = screen.getByLabelText(/^Time/) as HTMLSelectElement;
    expect(next.value).toBe('');
    expect(Array.from(next.options).map((option) => option.textContent)).toEqual(['Choose a time', '11:00 AM']);
    expect(Array.from(next.querySelectorAll('optgroup')).map((group) => group.label)).toEqual(['Lunch']);
  });

  it.each([
    ['en-us', 'Your order', ['Items', 'Store', 'Handoff', 'Time'], '2 × Brisket Plate', 'Carryout', 'As soon as possible, today'],
    ['fr-ca', 'Votre commande', ['Articles', 'Restaurant', 'Mode', 'Heure'], '2 × Brisket Plate', 'À emporter', 'Dès que possible, aujourd’hui'],
  ] as const)('%s: the summary lists the items, the store, the handoff and the time chosen', async (locale, title, terms, item, handoff, asap) => {
    renderWithProviders(<CheckoutTemplate order={order} timeslots={TIMESLOTS} />, { locale });
    const recap = screen.getByRole('region', { name: title });
    expect(Array.from(recap.querySelectorAll('dt')).map((term) => term.textContent)).toEqual(terms);
    const details = Array.from(recap.querySelectorAll('dd')).map((detail) => detail.textContent);
    expect(details).toEqual([item, order.store.title, handoff, asap]);
    await act(async () => {
      fireEvent.change(screen.getByLabelText(locale === 'en-us' ? /^Time/ : /^Heure/, { selector: 'select' }), { target: { value: TIMESLOTS.days[0]!.slots[0]!.start } });
    });
    expect(recap.querySelectorAll('dd')[3]!.textContent).toMatch(locale === 'en-us' ? /^Saturday, June 1, 5:00 PM$/ : /^samedi 1 juin, 17 h 00$/);
  });

  it.each([
    ['fr-ca', 'CA', 'Votre commande', 'Porc effiloché', '500 g × Porc effiloché'],
    ['ja-jp', 'JP', 'ご注文内容', 'プルドポーク', 'プルドポーク × 500 g'],
    ['en-us', 'US', 'Your order', 'Pulled Pork', '5 lb × Pulled Pork'],
  ] as const)('%s: the summary gives a meat sold by weight as its weight, not its count', (locale, countryCode, title, item, line) => {
    const wire = buildWireOrder();
    const weighed = toCheckoutOrder({ ...wire, location: { ...wire.location, countryCode }, lines: [{ ...wire.lines[0]!, title: item, unit: 'lb', quantity: 5 }] });
    renderWithProviders(<CheckoutTemplate order={weighed} timeslots={TIMESLOTS} />, { locale });
    const recap = screen.getByRole('region', { name: title });
    expect(recap.querySelector('dd li')?.textContent?.replace(/\s/g, ' ')).toBe(line);
  });

  it.each([
    ['a signed-in customer\'s details fill an empty guest section', null, 'Ada'],
    ['details already on the order win over the profile', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(512) 555-0100' }, 'Grace'],
  ])('%s', (_name, guest, expected) => {
    const prefill = { firstName: 'Ada', lastName: 'Pitmaster', email: 'ada@example.com', phone: '(512) 555-0142' };
    renderWithProviders(<CheckoutTemplate order={{ ...order, guest }} timeslots={TIMESLOTS} prefill={prefill} />);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe(expected);
  });
});
