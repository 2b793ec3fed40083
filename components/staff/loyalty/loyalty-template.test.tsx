/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { changeLoyaltyProgram, changeMysteryOdds, fetchLoyaltySettings, retireRewardsStoreItem, type LoyaltySettings } from '@/lib/api/staff-loyalty';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { ApiError } from '@/lib/api/api-error';
import { LoyaltyTemplate } from './loyalty-template';

jest.mock('@/lib/api/staff-loyalty', () => ({
  fetchLoyaltySettings: jest.fn(),
  changeLoyaltyProgram: jest.fn(),
  addRewardsStoreItem: jest.fn(),
  changeRewardsStoreItem: jest.fn(),
  retireRewardsStoreItem: jest.fn(),
  changeMysteryOdds: jest.fn(),
  changeYearlyRewards: jest.fn(),
}));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const SETTINGS: LoyaltySettings = {
  program: { loyaltyEnabled: true, pointsPerUnit: 10 },
  storeItems: [
    { itemId: 1, title: 'Banana Pudding', points: 150, active: true },
    { itemId: 3, title: 'Pecan Pie Slice', points: 200, active: false },
  ],
  mysteryPrizes: [
    { itemId: 1, title: 'Banana Pudding', weight: 60 },
    { itemId: 2, title: 'Peach Cobbler', weight: 40 },
  ],
  yearly: { birthday: { id: 1, title: 'Banana Pudding' }, anniversary: null },
  items: [
    { id: 1, title: 'Banana Pudding' },
    { id: 2, title: 'Peach Cobbler' },
    { id: 3, title: 'Pecan Pie Slice' },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchLoyaltySettings).mockResolvedValue(SETTINGS);
});

describe('LoyaltyTemplate', () => {
  it('refuses an earn rate the rules refuse beside the field, sending nothing', async () => {
    renderWithProviders(<LoyaltyTemplate staff={ADMIN} settings={SETTINGS} />);
    const rate = screen.getByRole('textbox', { name: 'Points earned per $1.00 spent' });
    fireEvent.change(rate, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the program' }));
    expect(await screen.findByText('Enter the points earned per currency unit: a whole number from 1 to 100')).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(rate);
    expect(changeLoyaltyProgram).not.toHaveBeenCalled();
  });

  it('saves a new earn rate and says so', async () => {
    jest.mocked(changeLoyaltyProgram).mockResolvedValue(SETTINGS);
    jest.mocked(fetchLoyaltySettings).mockResolvedValue({ ...SETTINGS, program: { loyaltyEnabled: true, pointsPerUnit: 12 } });
    renderWithProviders(<LoyaltyTemplate staff={ADMIN} settings={SETTINGS} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Points earned per $1.00 spent' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the program' }));
    expect((await screen.findByRole('status')).textContent).toBe('The points program is saved: 12 points per $1.00.');
    expect(changeLoyaltyProgram).toHaveBeenCalledWith(expect.anything(), { loyaltyEnabled: true, pointsPerUnit: 12 });
    expect((screen.getByRole('textbox', { name: 'Points earned per $1.00 spent' }) as HTMLInputElement).value).toBe('12');
  });

  it('lists the rewards store with retired items after, and retires an item', async () => {
    jest.mocked(retireRewardsStoreItem).mockResolvedValue(SETTINGS);
    renderWithProviders(<LoyaltyTemplate staff={ADMIN} settings={SETTINGS} />);
    const table = screen.getByRole('table', { name: 'Items diners can buy with points' });
    expect(within(table).getByRole('row', { name: /Pecan Pie Slice/ }).textContent).toContain('Retired');
    expect(within(table).getByRole('button', { name: 'Put Pecan Pie Slice back' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Retire Banana Pudding' }));
    await waitFor(() => expect(retireRewardsStoreItem).toHaveBeenCalledWith(expect.anything(), 1));
    expect((await screen.findByRole('status')).textContent).toBe('Banana Pudding is retired from the rewards store.');
  });

  it('keeps a running total of the odds and refuses odds that do not make 100 %', async () => {
    renderWithProviders(<LoyaltyTemplate staff={ADMIN} settings={SETTINGS} />);
    expect(screen.getByText('Together: 100% of 100%')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Chance of Peach Cobbler (%)' }), { target: { value: '30' } });
    expect(screen.getByText('Together: 90% of 100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the odds' }));
    expect(await screen.findByText('The chances add up to 90%; they must add up to exactly 100%')).toBeTruthy();
    expect(changeMysteryOdds).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Add a prize' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the prize' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Chance of Pecan Pie Slice (%)' }), { target: { value: '10' } });
    jest.mocked(changeMysteryOdds).mockResolvedValue(SETTINGS);
    fireEvent.click(screen.getByRole('button', { name: 'Save the odds' }));
    await waitFor(() =>
      expect(changeMysteryOdds).toHaveBeenCalledWith(expect.anything(), {
        prizes: [
          { itemId: 1, weight: 60 },
          { itemId: 2, weight: 30 },
          { itemId: 3, weight: 10 },
        ],
      }),
    );
  });

  it('says a refusal of the API in the console’s language', async () => {
    jest.mocked(changeLoyaltyProgram).mockRejectedValue(new ApiError(403, 'Only a brand admin can change the loyalty program', { code: 'staff_loyalty_admins_only' }));
    renderWithProviders(<LoyaltyTemplate staff={ADMIN} settings={SETTINGS} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le programme' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Seul un administrateur de l’enseigne peut modifier le programme de fidélité');
  });
});
