/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { addStaffCouponCodes, fetchStaffCoupon, moveStaffCoupon, type StaffCouponDetail } from '@/lib/api/staff-coupons';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { CouponTemplate } from './coupon-template';

jest.mock('@/lib/api/staff-coupons', () => ({
  fetchStaffCoupon: jest.fn(),
  moveStaffCoupon: jest.fn(),
  addStaffCouponCodes: jest.fn(),
  fetchStaffCouponCodesCsv: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const COUPON: StaffCouponDetail = {
  id: 12,
  code: 'PIT15',
  title: '15% off from $20',
  typeId: 2,
  value: '15.00',
  singleUse: true,
  countryCode: 'US',
  currency: 'USD',
  minimumAmount: '20.00',
  validFrom: null,
  validTo: '2030-01-01T00:00:00.000Z',
  usageLimit: 100,
  perCustomerLimit: 1,
  status: 'active',
  uses: 3,
  createdAt: '2026-11-30T00:00:00.000Z',
  items: [],
  subcategories: [],
  handoffIds: [],
  codes: { total: 0, used: 0 },
};

const term = (name: string) => screen.getAllByRole('term').find((element) => element.textContent === name)!.nextElementSibling!.textContent;

beforeEach(() => jest.clearAllMocks());

describe('CouponTemplate', () => {
  it('shows the coupon’s discount, conditions, status and uses', () => {
    renderWithProviders(<CouponTemplate staff={ADMIN} coupon={COUPON} created={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coupon PIT15' })).toBeTruthy();
    expect(term('Discount')).toBe('15 % off (Percentage off the order)');
    expect(term('Minimum order amount')).toBe('$20.00');
    expect(term('Market')).toBe('United States');
    expect(term('Status')).toBe('Active');
    expect(term('Uses')).toBe('3');
    expect(term('Single-use codes')).toBe('0 made, 0 used');
  });

  it('pauses, then ends only once confirmed, saying what happened', async () => {
    jest.mocked(moveStaffCoupon).mockResolvedValue(COUPON);
    jest.mocked(fetchStaffCoupon).mockResolvedValueOnce({ ...COUPON, status: 'paused' }).mockResolvedValueOnce({ ...COUPON, status: 'ended' });
    renderWithProviders(<CouponTemplate staff={ADMIN} coupon={COUPON} created={false} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pause' })));
    expect(moveStaffCoupon).toHaveBeenCalledWith(expect.anything(), 12, 'pause');
    expect(screen.getByRole('status').textContent).toBe('Coupon PIT15 paused: checkout refuses it until you resume it');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'End the coupon' }));
    expect(moveStaffCoupon).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('End coupon PIT15?'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'End it' })));
    expect(moveStaffCoupon).toHaveBeenLastCalledWith(expect.anything(), 12, 'end');
    expect(term('Status')).toBe('Ended');
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it('refuses a batch of 0 codes beside its field, and says the API’s refusal in the console’s language', async () => {
    jest.mocked(addStaffCouponCodes).mockRejectedValue(new ApiError(409, 'Batches of codes are for coupons of single-use codes; this coupon has one shared code', { code: 'staff_coupons_not_single_use' }));
    renderWithProviders(<CouponTemplate staff={ADMIN} coupon={COUPON} created={false} />, { locale: 'fr-ca' });
    fireEvent.change(screen.getByLabelText('Nombre de codes (1 à 500)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer les codes' }));
    expect(screen.getByText('Indiquez le nombre de codes à créer : de 1 à 500')).toBeTruthy();
    expect(addStaffCouponCodes).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Nombre de codes (1 à 500)'), { target: { value: '50' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Créer les codes' })));
    expect(addStaffCouponCodes).toHaveBeenCalledWith(expect.anything(), 12, { count: 50, prefix: '' });
    expect(screen.getByRole('alert').textContent).toBe('Les lots de codes sont réservés aux coupons à codes uniques ; ce coupon a un code commun');
  });

  it('links to its edit form until it has ended, and says an edit was saved as it opens', () => {
    const { unmount } = renderWithProviders(<CouponTemplate staff={ADMIN} coupon={COUPON} created={false} edited />);
    expect(screen.getByRole('status').textContent).toBe('Coupon PIT15 saved');
    expect(screen.getByRole('link', { name: 'Edit the coupon' }).getAttribute('href')).toBe('/staff/coupons/12/edit');
    unmount();
    renderWithProviders(<CouponTemplate staff={ADMIN} coupon={{ ...COUPON, status: 'ended' }} created={false} />);
    expect(screen.queryByRole('link', { name: 'Edit the coupon' })).toBeNull();
  });
});
