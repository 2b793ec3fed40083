/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { lookUpStaffGiftCard, unlockStaffGiftCard, type StaffGiftCard } from '@/lib/api/staff-gift-cards';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { StaffGiftCardsTemplate } from './gift-cards-template';

jest.mock('@/lib/api/staff-gift-cards', () => ({ lookUpStaffGiftCard: jest.fn(), unlockStaffGiftCard: jest.fn() }));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const lookUp = jest.mocked(lookUpStaffGiftCard);
const unlock = jest.mocked(unlockStaffGiftCard);
const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const HELD: StaffGiftCard = { id: 7, last4: '0001', balance: '42.50', currency: 'USD', lock: 'held', lockedUntil: null, wrongPins: 0, locks: 4 };

beforeEach(() => {
  lookUp.mockReset();
  unlock.mockReset();
});

async function search(label: string, button: string, number: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: number } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

describe('StaffGiftCardsTemplate', () => {
  it('is linked from the console navigation for brand admins', () => {
    renderWithProviders(<StaffGiftCardsTemplate staff={ADMIN} />);
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Gift cards' }).getAttribute('aria-current')).toBe('page');
  });

  it('looks a held card up by number, shows its lock, and unlocks it', async () => {
    lookUp.mockResolvedValue(HELD);
    unlock.mockResolvedValue({ ...HELD, lock: 'open', locks: 0 });
    renderWithProviders(<StaffGiftCardsTemplate staff={ADMIN} />);
    await search('Gift card number', 'Look up', '6006 4900 0000 0001');
    expect(lookUp).toHaveBeenCalledWith(expect.anything(), '6006490000000001');
    const card = await screen.findByRole('region', { name: 'Gift card •••• 0001' });
    expect(within(card).getByText('$42.50')).toBeTruthy();
    expect(within(card).getByText('Locked until staff unlock it')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Unlock this card' }));
    });
    expect(unlock).toHaveBeenCalledWith(expect.anything(), 7);
    expect((await screen.findByRole('status')).textContent).toBe('Gift card •••• 0001 is unlocked: its PIN works again.');
    expect(within(card).getByText('Not locked')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Unlock this card' })).toBeNull();
  });

  it('says beside the field, in the console language, that the brand has no such card', async () => {
    lookUp.mockRejectedValue(new ApiError(404, 'No gift card of this brand has that number', { code: 'not_found' }));
    renderWithProviders(<StaffGiftCardsTemplate staff={ADMIN} />, { locale: 'fr-ca' });
    await search('Numéro de la carte-cadeau', 'Rechercher', '6006490000009999');
    const field = screen.getByLabelText('Numéro de la carte-cadeau');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Aucune carte-cadeau de cette marque ne porte ce numéro');
  });

  it('checks the number before asking the API', async () => {
    renderWithProviders(<StaffGiftCardsTemplate staff={ADMIN} />);
    await search('Gift card number', 'Look up', '1234');
    expect(await screen.findByText('Gift card number must be 16 digits')).toBeTruthy();
    expect(lookUp).not.toHaveBeenCalled();
  });
});
