/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { fetchOrderRefunds } from '@/lib/api/staff';
import { decideReviewHold, fetchReviewHolds, type ReviewHold } from '@/lib/api/staff-review-holds';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { StaffReviewTemplate } from './review-template';

jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined), fetchOrderRefunds: jest.fn(), refundOrder: jest.fn() }));
jest.mock('@/lib/api/staff-review-holds', () => ({ fetchReviewHolds: jest.fn(), decideReviewHold: jest.fn() }));
const listCall = fetchReviewHolds as jest.MockedFunction<typeof fetchReviewHolds>;
const decideCall = decideReviewHold as jest.MockedFunction<typeof decideReviewHold>;
const refundsCall = fetchOrderRefunds as jest.MockedFunction<typeof fetchOrderRefunds>;

const MANAGER = { ...STAFF_MEMBER, role: 'store_manager' as const };
const GUEST_HOLD: ReviewHold = {
  orderId: '5f0c2c7e-3d9e-4d7a-9a59-0b3a4c1d2e3f',
  number: '100042',
  store: { id: 7, title: 'Austin Downtown' },
  total: '612.40',
  currency: 'USD',
  reason: 'guest',
  accountAgeDays: null,
  cardChecks: null,
  paidAt: '2030-05-01T18:05:00.000Z',
  heldAt: '2030-05-01T18:05:00.000Z',
};
const ACCOUNT_HOLD: ReviewHold = { ...GUEST_HOLD, orderId: '6a1d3d8f-4e0f-4e8b-8b6a-1c4b5d2e3f40', number: '100043', reason: 'new-account', accountAgeDays: 3 };

beforeEach(() => listCall.mockResolvedValue([GUEST_HOLD, ACCOUNT_HOLD]));
afterEach(() => jest.clearAllMocks());

const table = () => screen.findByRole('table', { name: 'Orders held for review' });
const rowOf = async (number: string) => within(await table()).getByRole('row', { name: new RegExp(number) });

describe('StaffReviewTemplate', () => {
  it('says it is loading, then lists each held order with its store, total, payer and payment time under the marked Held orders link', async () => {
    renderWithProviders(<StaffReviewTemplate staff={MANAGER} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the held orders…');
    const guest = await rowOf('100042');
    expect(within(guest).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Austin Downtown', '$612.40', 'A guest', 'Above the review threshold', expect.stringContaining('2030'), 'ReleaseCancel']);
    expect(within(await rowOf('100043')).getByText('An account 3 days old')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Held orders' }).getAttribute('aria-current')).toBe('page');
  });

  it('says why a card’s order was held: its billing postal code failed, with each of the issuer’s checks, in the console’s language', async () => {
    const postal: ReviewHold = {
      ...GUEST_HOLD,
      orderId: '7b2e4e90-5f1a-4f9c-9c7b-2d5c6e3f4a51',
      number: '100044',
      total: '24.90',
      reason: 'postal-code',
      accountAgeDays: 400,
      cardChecks: { cvc: 'pass', postalCode: 'fail', line1: 'unavailable' },
    };
    listCall.mockResolvedValue([postal]);
    const { unmount } = renderWithProviders(<StaffReviewTemplate staff={MANAGER} />);
    const cells = within(await rowOf('100044')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[3]).toBe('The billing postal code did not match the card' + 'Card checks: security code: passed · postal code: failed · street: not checked');
    unmount();
    renderWithProviders(<StaffReviewTemplate staff={MANAGER} />, { locale: 'fr-ca' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Le code postal de facturation ne correspondait pas à la carte')).toBeTruthy();
    expect(within(table).getByText('Vérifications de la carte : code de sécurité : réussie · code postal : échouée · rue : non vérifié')).toBeTruthy();
  });

  it('says so when nothing waits, and shows a refusal in the console’s words', async () => {
    listCall.mockResolvedValueOnce([]);
    const { unmount } = renderWithProviders(<StaffReviewTemplate staff={MANAGER} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No order is waiting for review.'));
    unmount();
    listCall.mockRejectedValueOnce(new ApiError(403, 'Only a store manager or a brand admin can review held orders; ask your manager', { code: 'review_hold_managers_only' }));
    renderWithProviders(<StaffReviewTemplate staff={MANAGER} />, { locale: 'fr-ca' });
    expect((await screen.findByRole('alert')).textContent).toContain('Seul un gérant de restaurant');
  });

  it('releases an order with a note: a blank note is refused beside the field, and the order leaves the list once released', async () => {
    decideCall.mockResolvedValue({ orderId: GUEST_HOLD.orderId, number: '100042', resolution: 'released', resolvedAt: '2030-05-01T18:30:00.000Z' });
    renderWithProviders(<StaffReviewTemplate staff={MANAGER} />);
    fireEvent.click(within(await rowOf('100042')).getByRole('button', { name: 'Release 100042' }));
    const form = screen.getByRole('form', { name: 'Release order 100042 to the kitchen' });
    const note = within(form).getByLabelText('Note (why)');
    await waitFor(() => expect(document.activeElement).toBe(note));
    fireEvent.click(within(form).getByRole('button', { name: 'Release to the kitchen' }));
    expect(within(form).getByText('Please write a note saying why')).toBeTruthy();
    expect(decideCall).not.toHaveBeenCalled();

    fireEvent.change(note, { target: { value: ' Called the diner back ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Release to the kitchen' }));
    await waitFor(() => expect(screen.getByText('Order 100042 was released to the kitchen queue.')).toBeTruthy());
    expect(decideCall).toHaveBeenCalledWith(expect.anything(), GUEST_HOLD.orderId, 'release', 'Called the diner back');
    expect(within(await table()).queryByRole('row', { name: /100042/ })).toBeNull();
  });

  it('cancels an order, says the money goes back with the Refund action, and opens the refund form', async () => {
    decideCall.mockResolvedValue({ orderId: ACCOUNT_HOLD.orderId, number: '100043', resolution: 'cancelled', resolvedAt: '2030-05-01T18:30:00.000Z' });
    refundsCall.mockResolvedValue({ orderId: ACCOUNT_HOLD.orderId, number: '100043', currency: 'USD', refundable: '612.40', payments: [], refunds: [] });
    renderWithProviders(<StaffReviewTemplate staff={MANAGER} />);
    fireEvent.click(within(await rowOf('100043')).getByRole('button', { name: 'Cancel 100043' }));
    const form = screen.getByRole('form', { name: 'Cancel order 100043' });
    expect(within(form).getByText(/refund the order with its Refund action/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Note (why)'), { target: { value: 'Card holder unreachable' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.getByText(/Order 100043 was cancelled\. Give the money back with its Refund action\./)).toBeTruthy());
    expect(decideCall).toHaveBeenCalledWith(expect.anything(), ACCOUNT_HOLD.orderId, 'cancel', 'Card holder unreachable');
    fireEvent.click(screen.getByRole('button', { name: 'Refund order 100043' }));
    expect(await screen.findByRole('form', { name: 'Refund order 100043' })).toBeTruthy();
  });

  it('shows the API’s refusal above the buttons, and Escape closes the note back to its button', async () => {
    decideCall.mockRejectedValue(new ApiError(409, 'Order 100042 is not waiting for review', { code: 'review_hold_not_held', params: { number: '100042' } }));
    renderWithProviders(<StaffReviewTemplate staff={MANAGER} />);
    const release = within(await rowOf('100042')).getByRole('button', { name: 'Release 100042' });
    fireEvent.click(release);
    const form = screen.getByRole('form', { name: 'Release order 100042 to the kitchen' });
    fireEvent.change(within(form).getByLabelText('Note (why)'), { target: { value: 'ok' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Release to the kitchen' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Order 100042 is not waiting for review');
    fireEvent.keyDown(within(form).getByLabelText('Note (why)'), { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('table')).getByRole('button', { name: 'Release 100042' })));
  });

  it('speaks the console’s language', async () => {
    renderWithProviders(<StaffReviewTemplate staff={MANAGER} />, { locale: 'ja-jp' });
    expect(await screen.findByRole('heading', { name: '確認待ちの注文' })).toBeTruthy();
    const japanese = await screen.findByRole('table', { name: '確認待ちの注文' });
    expect(within(japanese).getAllByText('ゲスト')).toHaveLength(1);
    expect(within(japanese).getByText('作成3日目のアカウント')).toBeTruthy();
  });
});
