/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { NO_COUPON_FILTERS } from '@/domain/staff/coupon-list';
import { fetchStaffCouponsPage, type StaffCoupon, type StaffCouponsPage } from '@/lib/api/staff-coupons';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { CouponsTemplate } from './coupons-template';

jest.mock('@/lib/api/staff-coupons', () => ({ ...jest.requireActual('@/lib/api/staff-coupons'), fetchStaffCouponsPage: jest.fn() }));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));
const pageCall = fetchStaffCouponsPage as jest.MockedFunction<typeof fetchStaffCouponsPage>;

afterEach(() => jest.clearAllMocks());

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const MARKETS = [
  { countryCode: 'CA', currency: 'CAD' },
  { countryCode: 'US', currency: 'USD' },
];

const coupon = (id: number, code: string, overrides: Partial<StaffCoupon> = {}): StaffCoupon => ({
  id,
  code,
  title: `${code} title`,
  typeId: 2,
  value: '15.00',
  singleUse: false,
  countryCode: 'US',
  currency: 'USD',
  minimumAmount: null,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perCustomerLimit: null,
  status: 'active',
  uses: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

const page = (coupons: StaffCoupon[], overrides: Partial<StaffCouponsPage> = {}): StaffCouponsPage => ({ coupons, total: coupons.length, page: 1, pageCount: 1, ...overrides });

function renderList(shown: StaffCouponsPage, locale: 'en-us' | 'fr-ca' = 'en-us') {
  return renderWithProviders(<CouponsTemplate staff={ADMIN} filters={NO_COUPON_FILTERS} page={shown} markets={MARKETS} error={null} />, { locale, pathname: '/staff/coupons' });
}

describe('CouponsTemplate', () => {
  it('sends the search, status and market chosen, says while it loads, then what matched; the address follows', async () => {
    let answer: (shown: StaffCouponsPage) => void = () => undefined;
    pageCall.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderList(page([coupon(1, 'SAVE15'), coupon(2, 'BRISKET5')]));
    fireEvent.change(screen.getByLabelText('Code or title contains'), { target: { value: 'brisket' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paused' } });
    fireEvent.change(screen.getByLabelText('Usable in'), { target: { value: 'CA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('status').textContent).toBe('Loading the coupons…');
    expect(pageCall).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en-us' }), { search: 'brisket', status: 'paused', countryCode: 'CA', page: 1 });
    answer(page([coupon(2, 'BRISKET5', { status: 'paused', countryCode: 'CA' })]));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Coupons found: 1'));
    const rows = within(screen.getByRole('table', { name: 'The brand’s coupons' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('link', { name: 'BRISKET5' }).getAttribute('href')).toBe('/staff/coupons/2');
    expect(window.location.pathname + window.location.search).toBe('/staff/coupons?status=paused&market=CA&q=brisket');
  });

  it('says when no coupon matches the filters', async () => {
    pageCall.mockResolvedValueOnce(page([]));
    renderList(page([coupon(1, 'SAVE15')]));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'ended' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No coupon matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages with Previous and Next buttons, keyboard reachable, and moves focus to the results', async () => {
    pageCall.mockResolvedValueOnce(page([coupon(3, 'OLDER')], { total: 31, page: 2, pageCount: 2 }));
    renderList(page([coupon(1, 'SAVE15')], { total: 31, page: 1, pageCount: 2 }));
    const paging = screen.getByRole('navigation', { name: 'Pages of coupons' });
    expect(within(paging).getByText('Page 1 of 2')).toBeTruthy();
    const previous = within(paging).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = within(paging).getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.tabIndex).toBe(0);
    fireEvent.click(next);
    expect(pageCall).toHaveBeenCalledWith(expect.anything(), { ...NO_COUPON_FILTERS, page: 2 });
    await waitFor(() => expect(within(paging).getByText('Page 2 of 2')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Coupons found' }));
    expect((within(paging).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'OLDER' })).toBeTruthy();
    expect(window.location.search).toBe('?page=2');
  });

  it('speaks French: filters, statuses and paging', () => {
    renderList(page([coupon(1, 'SAVE15')], { total: 40, pageCount: 2 }), 'fr-ca');
    expect(screen.getByLabelText('Le code ou le titre contient')).toBeTruthy();
    expect(within(screen.getByLabelText('Statut')).getByRole('option', { name: 'Tous les statuts' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages de coupons' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeTruthy();
  });
});
