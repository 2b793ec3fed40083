/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { changeDeliveryFeeCap, fetchDeliveryFeeCaps, removeDeliveryFeeCap, type DeliveryFeeCap } from '@/lib/api/staff-delivery-fee-caps';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { DeliveryFeeCapsTemplate } from './delivery-fee-caps-template';

jest.mock('@/lib/api/staff-delivery-fee-caps', () => ({ fetchDeliveryFeeCaps: jest.fn(), changeDeliveryFeeCap: jest.fn(), removeDeliveryFeeCap: jest.fn() }));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const NO_CAPS: DeliveryFeeCap[] = [
  { currency: 'USD', markets: ['US'], maxDinerFee: null, max: '100.00' },
  { currency: 'CAD', markets: ['CA'], maxDinerFee: null, max: '130.00' },
  { currency: 'JPY', markets: ['JP'], maxDinerFee: null, max: '15000' },
];
const withCap = (currency: string, maxDinerFee: string | null) => NO_CAPS.map((cap) => (cap.currency === currency ? { ...cap, maxDinerFee } : cap));

beforeEach(() => jest.clearAllMocks());

describe('DeliveryFeeCapsTemplate', () => {
  it('says no cap is set, and names each currency’s markets and largest cap (en-US)', () => {
    renderWithProviders(<DeliveryFeeCapsTemplate staff={ADMIN} caps={NO_CAPS} />);
    expect(screen.getByText('No caps are set: diners pay each courier quote in full.')).toBeTruthy();
    const usd = screen.getByRole('form', { name: 'US Dollar (USD)' });
    expect(within(usd).getByText('Markets: United States')).toBeTruthy();
    expect(within(usd).getByText('No cap: the diner pays the courier’s quote.')).toBeTruthy();
    expect(within(usd).getByText('Up to $100.00.')).toBeTruthy();
    expect(within(usd).queryByRole('button', { name: 'Remove the cap in USD' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it.each([
    ['-2', 'A cap cannot be below zero.'],
    ['4.999', 'An amount in USD has at most 2 decimals.'],
    ['100.01', 'Enter at most $100.00.'],
    ['', 'Enter the most a diner pays in USD.'],
    ['four', 'Enter an amount in USD, in digits.'],
  ])('refuses %j beside the field, focusing it and sending nothing', async (typed, problem) => {
    renderWithProviders(<DeliveryFeeCapsTemplate staff={ADMIN} caps={NO_CAPS} />);
    const field = screen.getByRole('textbox', { name: 'Most a diner pays in USD' });
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the cap in USD' }));
    expect((await screen.findByRole('alert')).textContent).toBe(problem);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(changeDeliveryFeeCap).not.toHaveBeenCalled();
  });

  it('reads an amount as French Canada writes it, saves it as the API takes it, and shows the cap saved (fr-CA)', async () => {
    jest.mocked(changeDeliveryFeeCap).mockResolvedValue(withCap('CAD', '5.50'));
    jest.mocked(fetchDeliveryFeeCaps).mockResolvedValue(withCap('CAD', '5.50'));
    renderWithProviders(<DeliveryFeeCapsTemplate staff={ADMIN} caps={NO_CAPS} />, { locale: 'fr-ca' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Montant maximal payé par un client en CAD' }), { target: { value: '5,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le plafond en CAD' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Un client paie désormais au plus 5,50\s\$ pour un livreur en CAD\.$/));
    expect(changeDeliveryFeeCap).toHaveBeenCalledWith(expect.anything(), 'CAD', '5.50');
    const cad = screen.getByRole('form', { name: /\(CAD\)$/ });
    expect(within(cad).getByText(/^Un client paie au plus 5,50\s\$\.$/)).toBeTruthy();
    expect((within(cad).getByRole('textbox') as HTMLInputElement).value).toBe('5,50');
    expect(screen.queryByText('Aucun plafond n’est défini : les clients paient chaque soumission de livreur en entier.')).toBeNull();
  });

  it('removes a cap, and says a refusal in the console’s words', async () => {
    jest.mocked(removeDeliveryFeeCap).mockRejectedValueOnce(new ApiError(404, 'The brand has no delivery fee cap in USD', { code: 'fee_cap_not_found', params: { currency: 'USD' } }));
    renderWithProviders(<DeliveryFeeCapsTemplate staff={ADMIN} caps={withCap('USD', '4.99')} />);
    const usd = screen.getByRole('form', { name: 'US Dollar (USD)' });
    expect(within(usd).getByText('A diner pays at most $4.99.')).toBeTruthy();
    fireEvent.click(within(usd).getByRole('button', { name: 'Remove the cap in USD' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The brand has no delivery fee cap in USD.');

    jest.mocked(removeDeliveryFeeCap).mockResolvedValue(NO_CAPS);
    jest.mocked(fetchDeliveryFeeCaps).mockResolvedValue(NO_CAPS);
    fireEvent.click(within(usd).getByRole('button', { name: 'Remove the cap in USD' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The cap in USD is removed: diners pay the courier’s quote.'));
    expect(removeDeliveryFeeCap).toHaveBeenCalledWith(expect.anything(), 'USD');
    expect(screen.getByText('No caps are set: diners pay each courier quote in full.')).toBeTruthy();
    expect(document.activeElement).toBe(within(usd).getByRole('textbox', { name: 'Most a diner pays in USD' }));
  });
});
