/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { fetchStaffEGiftCards, resendEGiftCard, voidEGiftCard, type StaffEGiftCard } from '@/lib/api/e-gift-cards';
import { EGiftCardsDesk } from './e-gift-cards-desk';

jest.mock('@/lib/api/e-gift-cards', () => ({ fetchStaffEGiftCards: jest.fn(), resendEGiftCard: jest.fn(), voidEGiftCard: jest.fn() }));

const list = jest.mocked(fetchStaffEGiftCards);
const resend = jest.mocked(resendEGiftCard);
const voidCard = jest.mocked(voidEGiftCard);

const CARD: StaffEGiftCard = {
  id: '3f6c2a4e-9a0b-4c1d-8e2f-0a1b2c3d4e5f', amount: '50.00', currency: 'USD', recipientName: 'Grace Hopper', recipientEmail: 'grace@example.com',
  deliverOn: '2031-03-12', status: 'delivered', cardLabel: 'Visa •••• 4242', senderName: 'Ada', balance: '50.00', last4: '6789',
  senderEmail: 'ada@example.com', spent: false, sends: 1, holdReason: null, deliveredAt: '2031-03-12T06:00:00.000Z', refund: null,
};

beforeEach(() => {
  list.mockReset();
  resend.mockReset();
  voidCard.mockReset();
});

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('EGiftCardsDesk', () => {
  it('finds the cards of an email, resends one and voids it after confirming', async () => {
    list.mockResolvedValue([CARD]);
    resend.mockResolvedValue({ ...CARD, sends: 2 });
    voidCard.mockResolvedValue({ ...CARD, sends: 2, status: 'voided', balance: '0.00', refund: { status: 'succeeded', failure: null } });
    renderWithProviders(<EGiftCardsDesk />);
    fireEvent.change(screen.getByLabelText("Sender's or recipient's email"), { target: { value: 'grace@example.com' } });
    await click('Find');
    expect(list).toHaveBeenCalledWith(expect.anything(), 'grace@example.com');
    const row = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(within(row).getByText('$50.00 •••• 6789, from Ada')).toBeTruthy();
    expect(within(row).getByText('Sent')).toBeTruthy();

    await click('Resend the e-gift card to grace@example.com');
    expect(resend).toHaveBeenCalledWith(expect.anything(), CARD.id);
    expect(screen.getByText('The e-gift card was sent again to grace@example.com.')).toBeTruthy();

    await click('Void the e-gift card sent to grace@example.com');
    expect(voidCard).not.toHaveBeenCalled();
    await click('Confirm: void and refund $50.00 to Visa •••• 4242');
    expect(voidCard).toHaveBeenCalledWith(expect.anything(), CARD.id);
    expect(within(screen.getByRole('row', { name: /Grace Hopper/ })).getByText('Voided')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Grace Hopper/ })).getByText('Refunded to Visa •••• 4242')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Void the e-gift card/ })).toBeNull();
  });

  it('offers a refused refund again: voiding once more retries it', async () => {
    list.mockResolvedValue([{ ...CARD, status: 'voided', balance: '0.00', refund: { status: 'failed', failure: 'The capture cannot be refunded right now' } }]);
    voidCard.mockResolvedValue({ ...CARD, status: 'voided', balance: '0.00', refund: { status: 'succeeded', failure: null } });
    renderWithProviders(<EGiftCardsDesk />);
    await click('Find');
    expect(screen.getByText('Refund refused: The capture cannot be refunded right now')).toBeTruthy();
    await click('Retry the refund');
    expect(voidCard).toHaveBeenCalledWith(expect.anything(), CARD.id);
    expect(screen.getByText('Refunded to Visa •••• 4242')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry the refund' })).toBeNull();
  });

  it('offers no void for a spent card and says why, and shows a refusal in the console language', async () => {
    list.mockResolvedValue([{ ...CARD, spent: true }]);
    resend.mockRejectedValue(new ApiError(409, 'This e-gift card was voided', { code: 'egift_voided' }));
    renderWithProviders(<EGiftCardsDesk />, { locale: 'fr-ca' });
    await click('Trouver');
    expect(screen.queryByRole('button', { name: /Annuler la carte/ })).toBeNull();
    expect(screen.getByText('Déjà utilisée : ni annulation ni remboursement')).toBeTruthy();
    await click('Renvoyer la carte-cadeau électronique à grace@example.com');
    expect(screen.getByRole('alert').textContent).toBe('Cette carte-cadeau électronique a été annulée');
  });
});
