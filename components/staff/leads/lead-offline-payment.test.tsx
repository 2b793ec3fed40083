/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { recordOfflinePayment } from '@/lib/api/staff-leads';
import { ESTIMATE_MENU, STAFF_MEMBER, estimatedLead } from '@/lib/api/testing/wire-staff-lead';
import { LeadTemplate } from './lead-template';

jest.mock('@/lib/api/staff-leads', () => ({
  sendEstimate: jest.fn(),
  moveLead: jest.fn(),
  cancelLead: jest.fn(),
  recordOfflinePayment: jest.fn(),
  fetchStaffLead: jest.fn(async () => undefined),
}));
const payCall = recordOfflinePayment as jest.MockedFunction<typeof recordOfflinePayment>;

afterEach(() => jest.clearAllMocks());

const AWAITING_PAYMENT = { id: 4, name: 'awaitingPayment', label: 'Awaiting payment', messageKey: 'catering.status.awaitingPayment' } as const;
const AWAITING_CONFIRMATION = { id: 6, name: 'awaitingStoreConfirmation', label: 'Awaiting store confirmation', messageKey: 'catering.status.awaitingStoreConfirmation' } as const;

/** An accepted quote of 219.75 with nothing paid yet: 219.75 still owed. */
const owingLead = () => estimatedLead({ status: AWAITING_PAYMENT, canEstimate: false, steps: [], offlinePaymentOwed: '219.75' });

function renderLead(lead = owingLead(), locale: 'en-us' | 'fr-ca' | 'ja-jp' = 'en-us') {
  return renderWithProviders(<LeadTemplate staff={STAFF_MEMBER} lead={lead} menu={ESTIMATE_MENU} pricing={null} />, { locale });
}

const form = () => screen.getByRole('form', { name: 'Record a payment received' });

describe('LeadOfflinePayment', () => {
  it('is offered only while money is owed, with what is still owed', () => {
    const { unmount } = renderLead(estimatedLead({ canEstimate: false }));
    expect(screen.queryByRole('form', { name: 'Record a payment received' })).toBeNull();
    unmount();
    renderLead();
    expect(within(form()).getByText('Still owed: $219.75')).toBeTruthy();
    expect(within(form()).getByRole('group', { name: 'How the buyer paid' })).toBeTruthy();
  });

  it('shows each refusal beside its field, focuses the first and sends nothing', async () => {
    renderLead();
    fireEvent.change(screen.getByLabelText('Amount received (USD)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Cash')));
    expect(screen.getByText('Choose how the buyer paid')).toBeTruthy();
    const amount = screen.getByLabelText('Amount received (USD)');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('Enter an amount above zero, like 120 or 54.94');
    expect(screen.getByText('Confirm that the store has received this money')).toBeTruthy();
    expect(payCall).not.toHaveBeenCalled();
  });

  it('refuses more than is still owed, and a reference that is too long', () => {
    renderLead();
    fireEvent.click(screen.getByLabelText('Check'));
    fireEvent.change(screen.getByLabelText('Amount received (USD)'), { target: { value: '219.76' } });
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByLabelText('The store has received this money'));
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(screen.getByText('At most $219.75 is still owed')).toBeTruthy();
    expect(screen.getByText('A reference takes at most 60 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Amount received (USD)'));
    expect(payCall).not.toHaveBeenCalled();
  });

  it('records the payment, re-renders from the answer and announces it', async () => {
    payCall.mockResolvedValueOnce(estimatedLead({ status: AWAITING_CONFIRMATION, canEstimate: false, steps: [], amountPaid: '60.00', offlinePaymentOwed: '159.75' }));
    renderLead();
    fireEvent.click(screen.getByLabelText('Cash'));
    fireEvent.change(screen.getByLabelText('Amount received (USD)'), { target: { value: ' 60 ' } });
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: ' Till 2 ' } });
    fireEvent.click(screen.getByLabelText('The store has received this money'));
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Payment of $60.00 recorded on lead 5042, now Awaiting store confirmation.'));
    expect(payCall).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en-us' }), 5042, { method: 'cash', amount: '60.00', reference: 'Till 2' });
    expect(within(form()).getByText('Still owed: $159.75')).toBeTruthy();
    expect((screen.getByLabelText('Amount received (USD)') as HTMLInputElement).value).toBe('');
  });

  it('speaks French, and shows the API’s refusal in French by its code', async () => {
    payCall.mockRejectedValueOnce(
      new ApiError(422, 'The payment is more than the 219.75 USD still owed on quote 5042', {
        code: 'catering_payment_over_owed',
        params: { number: 5042, amount: '219.75', currency: 'USD' },
      }),
    );
    renderLead(owingLead(), 'fr-ca');
    expect(screen.getByRole('form', { name: 'Enregistrer un paiement reçu' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Virement bancaire'));
    const amount = screen.getByLabelText('Montant reçu (USD)');
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(amount, { target: { value: '100,5' } });
    fireEvent.click(screen.getByLabelText('Le restaurant a bien reçu cet argent'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Le paiement dépasse');
    expect(alert.textContent).toContain('5042');
    expect(payCall).toHaveBeenCalledWith(expect.objectContaining({ locale: 'fr-ca' }), 5042, { method: 'bank-transfer', amount: '100.50' });
  });

  it.each(['54,9,4', '54,945', '-5'])('refuses a French %j with a French example, and sends nothing', (typed) => {
    renderLead(owingLead(), 'fr-ca');
    fireEvent.click(screen.getByLabelText('Virement bancaire'));
    fireEvent.change(screen.getByLabelText('Montant reçu (USD)'), { target: { value: typed } });
    fireEvent.click(screen.getByLabelText('Le restaurant a bien reçu cet argent'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(screen.getByText('Saisissez un montant supérieur à zéro, comme 120 ou 54,94')).toBeTruthy();
    expect(payCall).not.toHaveBeenCalled();
  });
});
