/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { setItemServing, setItemSoldOut, type StaffMenu, type StaffMenuItem } from '@/lib/api/staff-menu';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { MenuAvailabilityTemplate } from './menu-availability-template';

jest.mock('@/lib/api/staff-menu', () => ({ setItemSoldOut: jest.fn(), setItemServing: jest.fn() }));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const BRISKET: StaffMenuItem = { id: 5, title: 'Beef Brisket', sold: true, soldOutUntil: null, dayparts: [], holidayOnly: false };
const BISCUIT: StaffMenuItem = { id: 6, title: 'Breakfast Biscuit', sold: true, soldOutUntil: null, dayparts: [{ starts: '07:00', ends: '11:00' }], holidayOnly: false };
const store = { ...STAFF_MEMBER.stores[0]!, timeZone: 'America/Chicago' };
const menu = (mayChangeServing: boolean): StaffMenu => ({
  store,
  mayChangeServing,
  sections: [{ id: 1, menuTitle: 'Everyday', title: 'Meats by the Pound', items: [BRISKET, BISCUIT] }],
});

beforeEach(() => {
  jest.mocked(setItemSoldOut).mockReset();
  jest.mocked(setItemServing).mockReset();
});

const act_ = async (run: () => void) => {
  await act(async () => run());
};

describe('MenuAvailabilityTemplate', () => {
  it('lists the items by section with their serving times, linked from the console navigation', () => {
    renderWithProviders(<MenuAvailabilityTemplate staff={STAFF_MEMBER} menu={menu(false)} />);
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Menu' }).getAttribute('aria-current')).toBe('page');
    const table = screen.getByRole('region', { name: 'Everyday: Meats by the Pound' });
    expect(within(table).getByRole('row', { name: /Beef Brisket/ }).textContent).toContain('Whenever the store is open');
    expect(within(table).getByRole('row', { name: /Breakfast Biscuit/ }).textContent).toContain('07:00–11:00');
    // Store staff do not change serving times.
    expect(screen.queryByRole('button', { name: /Change the serving times/ })).toBeNull();
  });

  it('marks an item sold out and says until when, on the store clock', async () => {
    jest.mocked(setItemSoldOut).mockResolvedValue({ ...BRISKET, soldOutUntil: '2026-12-01T17:00:00Z' });
    renderWithProviders(<MenuAvailabilityTemplate staff={STAFF_MEMBER} menu={menu(false)} />);
    const box = screen.getByRole('checkbox', { name: 'Sold out today: Beef Brisket' });
    await act_(() => fireEvent.click(box));
    expect(setItemSoldOut).toHaveBeenCalledWith(expect.anything(), store.id, BRISKET.id, true);
    expect(screen.getByRole('status').textContent).toMatch(/^Beef Brisket is sold out until Tuesday.*11:00/);
    expect(screen.getByRole('checkbox', { name: 'Sold out today: Beef Brisket' })).toHaveProperty('checked', true);
  });

  it('says why a change was refused', async () => {
    jest.mocked(setItemServing).mockRejectedValue(new ApiError(400, 'overlap', { code: 'availability_dayparts_overlap', params: { first: '07:00–11:00', second: '10:00–14:00' } }));
    renderWithProviders(<MenuAvailabilityTemplate staff={{ ...STAFF_MEMBER, role: 'brand_admin' }} menu={menu(true)} />);
    await act_(() => fireEvent.click(screen.getByRole('button', { name: 'Change the serving times of Breakfast Biscuit' })));
    await act_(() => fireEvent.click(screen.getByRole('button', { name: 'Save serving times' })));
    expect(screen.getByRole('alert').textContent).toBe('Serving times must not overlap: 07:00–11:00 and 10:00–14:00 do');
  });
});
