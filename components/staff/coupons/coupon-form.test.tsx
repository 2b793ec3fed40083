/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { fixedCouponFields } from '@/domain/staff/coupon-edits';
import type { StaffCouponChoices, StaffCouponDetail } from '@/lib/api/staff-coupons';
import { CouponForm } from './coupon-form';
import { formValuesOf } from './coupon-form-values';

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
  renderWithProviders(<CouponForm choices={CHOICES} busy={false} onSubmit={onCreate} />, { locale });
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

const USED: StaffCouponDetail = {
  id: 41,
  code: 'SAVE15',
  title: '15% off from $20',
  typeId: 2,
  value: '15.00',
  singleUse: false,
  countryCode: 'US',
  currency: 'USD',
  minimumAmount: '20.00',
  validFrom: '2030-01-01T09:00:00.000Z',
  validTo: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  status: 'active',
  uses: 3,
  createdAt: '2029-12-01T00:00:00.000Z',
  items: [],
  subcategories: [],
  handoffIds: [],
  codes: { total: 0, used: 0 },
};

function renderEdit(coupon: StaffCouponDetail, onSubmit = jest.fn(async () => undefined), locale: 'en-us' | 'fr-ca' = 'en-us') {
  const texts = { title: `Edit coupon ${coupon.code}`, submit: 'Save the changes', fixed: 'Diners have used this coupon: its code and discount type stay as they are.' };
  renderWithProviders(<CouponForm choices={CHOICES} busy={false} onSubmit={onSubmit} initial={formValuesOf(coupon, locale)} fixed={fixedCouponFields({ uses: coupon.uses, ended: coupon.status === 'ended' })} texts={texts} />, { locale });
  return onSubmit;
}

describe('CouponForm, editing', () => {
  it('starts from the coupon, keeps the code and type of a used coupon, and sends the coupon whole with its new limit', async () => {
    const onSubmit = renderEdit(USED);
    expect(screen.getByRole('form', { name: 'Edit coupon SAVE15' })).toBeTruthy();
    expect(screen.getByText('Diners have used this coupon: its code and discount type stay as they are.')).toBeTruthy();
    expect((field('Code') as HTMLInputElement).disabled).toBe(true);
    expect((field('Discount type') as HTMLSelectElement).disabled).toBe(true);
    expect((field('Percentage off') as HTMLInputElement).value).toBe('15.00');
    expect((field('Valid from (UTC)') as HTMLInputElement).value).toBe('2030-01-01T09:00');
    fireEvent.change(field('Uses overall'), { target: { value: '250' } });
    create('Save the changes');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      code: 'SAVE15',
      title: '15% off from $20',
      typeId: 2,
      value: '15.00',
      singleUse: false,
      countryCode: 'US',
      itemIds: [],
      subcategoryIds: [],
      handoffIds: [],
      minimumAmount: '20.00',
      validFrom: '2030-01-01T09:00:00Z',
      validTo: null,
      usageLimit: 250,
      perCustomerLimit: 1,
    });
  });

  it('lets an unused coupon change its code and type', () => {
    renderEdit({ ...USED, uses: 0 });
    expect((field('Code') as HTMLInputElement).disabled).toBe(false);
    expect((field('Discount type') as HTMLSelectElement).disabled).toBe(false);
    expect(screen.queryByText(/Diners have used this coupon/)).toBeNull();
  });

  it('writes a French coupon’s amounts with a decimal comma, and sends them back with a point', async () => {
    const onSubmit = renderEdit(USED, undefined, 'fr-ca');
    expect((screen.getByLabelText('Montant minimal de la commande', { exact: true }) as HTMLInputElement).value).toBe('20,00');
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ value: '15.00', minimumAmount: '20.00' })));
  });

  it('puts the refusal of a type change on a used coupon beside the type, in words', async () => {
    const refusal = new ApiError(409, 'used', { code: 'staff_coupons_used_type_fixed', params: { field: 'typeId', code: 'SAVE15', uses: 3 } });
    renderEdit({ ...USED, uses: 0 }, jest.fn(async () => Promise.reject(refusal)));
    fireEvent.change(field('Discount type'), { target: { value: '1' } });
    fireEvent.change(field('Amount off'), { target: { value: '5' } });
    create('Save the changes');
    await waitFor(() => expect(description(field('Discount type'))).toBe('Coupon SAVE15 has been used 3 times: its discount type stays as it is. Create a new coupon for another type'));
    expect(document.activeElement).toBe(field('Discount type'));
  });
});
