/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import type { StaffCouponChoices } from '@/lib/api/staff-coupons';
import { CouponForm } from './coupon-form';

const CHOICES: StaffCouponChoices = {
  markets: [
    { countryCode: 'CA', currency: 'CAD' },
    { countryCode: 'US', currency: 'USD' },
  ],
  items: [{ id: 7, title: 'Beef Brisket' }],
  subcategories: [{ id: 3, title: 'Everyday: Desserts' }],
  handoffIds: [1, 2, 3, 4, 6],
};

function renderForm(onCreate = jest.fn(async () => undefined), locale: 'en-us' | 'fr-ca' = 'en-us') {
  renderWithProviders(<CouponForm choices={CHOICES} busy={false} onCreate={onCreate} />, { locale });
  return onCreate;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** The text that describes a field for assistive technology: its hint and its problem. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const create = (name = 'Create the coupon') => fireEvent.click(screen.getByRole('button', { name }));

describe('CouponForm', () => {
  it('says each problem beside its field and focuses the first; nothing is sent', async () => {
    const onCreate = renderForm();
    fireEvent.change(field('Percentage off'), { target: { value: '150' } });
    create();
    await waitFor(() => expect(document.activeElement).toBe(field('Code')));
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Code'))).toMatch(/Enter the coupon’s code/);
    expect(description(field('Percentage off'))).toBe('Enter a percentage above 0, at most 100, with at most 2 decimals');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('asks a free item for its items, and sends the draft the API reads: amounts with a decimal point, the window in UTC', async () => {
    const onCreate = renderForm();
    fireEvent.change(field('Code'), { target: { value: ' free-brisket ' } });
    fireEvent.change(field('Title'), { target: { value: 'A free pound of brisket' } });
    fireEvent.change(field('Discount type'), { target: { value: '9' } });
    expect(screen.queryByLabelText('Amount off')).toBeNull();
    create();
    expect(await screen.findByText('Choose at least one item the discount applies to')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beef Brisket' }));
    fireEvent.change(field('Minimum order amount'), { target: { value: '1,020.5' } });
    fireEvent.change(field('Market'), { target: { value: 'CA' } });
    fireEvent.change(field('Valid from (UTC)'), { target: { value: '2030-01-01T09:00' } });
    fireEvent.change(field('Uses per diner'), { target: { value: '1' } });
    create();
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledWith({
      code: 'free-brisket',
      title: 'A free pound of brisket',
      typeId: 9,
      value: '',
      singleUse: false,
      countryCode: 'CA',
      itemIds: [7],
      subcategoryIds: [],
      handoffIds: [],
      minimumAmount: '1020.50',
      validFrom: '2030-01-01T09:00:00Z',
      validTo: null,
      usageLimit: null,
      perCustomerLimit: 1,
    });
  });

  it('puts a code the brand has beside the code field', async () => {
    renderForm(jest.fn(async () => Promise.reject(new ApiError(409, 'taken', { code: 'staff_coupons_code_taken', params: { field: 'code', code: 'SAVE5' } }))));
    fireEvent.change(field('Code'), { target: { value: 'SAVE5' } });
    fireEvent.change(field('Title'), { target: { value: 'Five off' } });
    fireEvent.change(field('Percentage off'), { target: { value: '5' } });
    create();
    await waitFor(() => expect(description(field('Code'))).toMatch(/The code SAVE5 is already used by another coupon of the brand/));
    expect(document.activeElement).toBe(field('Code'));
  });

  it('reads a French amount off and minimum with their decimal comma, and sends them with a decimal point', async () => {
    const onCreate = renderForm(undefined, 'fr-ca');
    fireEvent.change(screen.getByLabelText('Code', { exact: true }), { target: { value: 'CINQ' } });
    fireEvent.change(screen.getByLabelText('Titre', { exact: true }), { target: { value: 'Cinq dollars' } });
    fireEvent.change(screen.getByLabelText('Type de rabais', { exact: true }), { target: { value: '1' } });
    const amount = screen.getByLabelText('Montant du rabais', { exact: true });
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(amount, { target: { value: '5,50' } });
    fireEvent.change(screen.getByLabelText('Montant minimal de la commande', { exact: true }), { target: { value: '1 020,5' } });
    create('Créer le coupon');
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ typeId: 1, value: '5.50', minimumAmount: '1020.50' }));
  });

  it('refuses an amount it cannot read in English, as the rules say', async () => {
    const onCreate = renderForm();
    fireEvent.change(field('Minimum order amount'), { target: { value: '20,50' } });
    create();
    await waitFor(() => expect(description(field('Minimum order amount'))).toMatch(/Enter a minimum order amount/));
    expect(onCreate).not.toHaveBeenCalled();
  });
});
