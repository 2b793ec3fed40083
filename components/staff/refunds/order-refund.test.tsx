/** @jest-environment ./lib/api/testing/jsdom-with-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { StaffOrderRefunds, StaffRefundResult } from '@/lib/api/staff-view';
import { ApiError } from '@/lib/api/api-error';
import { fetchOrderRefunds, refundOrder } from '@/lib/api/staff';
import type { StaffQueueOrder } from '@/lib/api/staff-view';
import { QueueOrder } from '../queue-order';
import { OrderRefund } from './order-refund';

jest.mock('@/lib/api/staff', () => ({ fetchOrderRefunds: jest.fn(), refundOrder: jest.fn() }));
const loadCall = fetchOrderRefunds as jest.MockedFunction<typeof fetchOrderRefunds>;
const refundCall = refundOrder as jest.MockedFunction<typeof refundOrder>;

const ORDER_ID = '5f0c2c7e-3d9e-4d7a-9a59-0b3a4c1d2e3f';
const SPLIT: StaffOrderRefunds = {
  orderId: ORDER_ID,
  number: '100042',
  currency: 'USD',
  refundable: '10.78',
  payments: [
    { id: 'gift', label: 'Gift card •••• 0001', tender: { kind: 'giftcard', last4: '0001' }, method: 'giftcard', amount: '5.00', refundable: '5.00' },
    { id: 'card', label: 'Visa •••• 4242', tender: { kind: 'card', brand: 'visa', last4: '4242' }, method: 'card', amount: '5.78', refundable: '5.78' },
  ],
  refunds: [],
};
const RESULT: StaffRefundResult = {
  orderId: ORDER_ID,
  number: '100042',
  currency: 'USD',
  refunded: '6.00',
  refundable: '4.78',
  parts: [
    { id: 1, paymentId: 'card', label: 'Visa •••• 4242', tender: { kind: 'card', brand: 'visa', last4: '4242' }, amount: '5.78', status: 'succeeded', failureMessage: null, reason: 'Cold', createdAt: '2030-03-05T03:00:00Z' },
    { id: 2, paymentId: 'gift', label: 'Gift card •••• 0001', tender: { kind: 'giftcard', last4: '0001' }, amount: '0.22', status: 'succeeded', failureMessage: null, reason: 'Cold', createdAt: '2030-03-05T03:00:00Z' },
  ],
};

beforeEach(() => loadCall.mockResolvedValue(SPLIT));
afterEach(() => jest.clearAllMocks());

const form = async () => screen.findByRole('form', { name: 'Refund order 100042' });

describe('OrderRefund', () => {
  it('offers the whole refundable amount, card first, with what each payment may give back', async () => {
    renderWithProviders(<OrderRefund orderId={ORDER_ID} number="100042" />);
    const refund = await form();
    expect(within(refund).getByText('Up to $10.78 can still be refunded.')).toBeTruthy();
    expect((within(refund).getByLabelText('Amount to refund (USD)') as HTMLInputElement).value).toBe('10.78');
    expect(within(refund).getByText('Gift card •••• 0001: up to $5.00')).toBeTruthy();
    expect((within(refund).getByLabelText('Card first, then gift card') as HTMLInputElement).checked).toBe(true);
  });

  it('shows each refusal beside its field, focuses the first and sends nothing', async () => {
    renderWithProviders(<OrderRefund orderId={ORDER_ID} number="100042" />);
    await form();
    fireEvent.change(screen.getByLabelText('Amount to refund (USD)'), { target: { value: '11.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const amount = screen.getByLabelText('Amount to refund (USD)');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('At most $10.78 can be refunded');
    expect(screen.getByText('Say why you refund')).toBeTruthy();
    expect(refundCall).not.toHaveBeenCalled();
  });

  it('sends the amount and reason, then says what went back to which payment', async () => {
    refundCall.mockResolvedValue(RESULT);
    renderWithProviders(<OrderRefund orderId={ORDER_ID} number="100042" />);
    await form();
    fireEvent.change(screen.getByLabelText('Amount to refund (USD)'), { target: { value: '6.00' } });
    fireEvent.change(screen.getByLabelText('Reason (the diner does not see it)'), { target: { value: ' Cold ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $6.00.')).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242: $5.78 given back')).toBeTruthy();
    expect(screen.getByText('Gift card •••• 0001: $0.22 given back')).toBeTruthy();
    expect(refundCall).toHaveBeenCalledWith(expect.anything(), ORDER_ID, { reason: 'Cold', amount: '6.00' }, expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it('sends the payments staff chose (each named in French, a French amount with its decimal comma), and shows the API’s refusal in the console’s language', async () => {
    refundCall.mockRejectedValue(
      new ApiError(409, 'Gift card •••• 0001 can give back at most 5.00 USD', { code: 'refund_over_payment', params: { label: 'Gift card •••• 0001', id: 'gift', max: '5.00', currency: 'USD' } }),
    );
    renderWithProviders(<OrderRefund orderId={ORDER_ID} number="100042" />, { locale: 'fr-ca' });
    await screen.findByRole('form', { name: 'Rembourser la commande 100042' });
    fireEvent.click(screen.getByLabelText('Je choisis le montant de chaque paiement'));
    fireEvent.change(screen.getByLabelText(/^Carte-cadeau •••• 0001 \(jusqu’à 5,00/), { target: { value: '2,00' } });
    fireEvent.change(screen.getByLabelText('Motif (le client ne le voit pas)'), { target: { value: 'Froid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    expect((await screen.findByRole('alert')).textContent).toContain('peut rendre au plus');
    expect(refundCall).toHaveBeenCalledWith(expect.anything(), ORDER_ID, { reason: 'Froid', payments: [{ paymentId: 'gift', amount: '2.00' }] }, expect.any(String));
  });
});

describe('OrderRefund in French', () => {
  it('offers the refundable amount with a decimal comma and sends what staff type as a dot-decimal amount', async () => {
    refundCall.mockResolvedValue(RESULT);
    renderWithProviders(<OrderRefund orderId={ORDER_ID} number="100042" />, { locale: 'fr-ca' });
    await screen.findByRole('form', { name: 'Rembourser la commande 100042' });
    const amount = screen.getByLabelText(/^Montant à rembourser/) as HTMLInputElement;
    expect(amount.value).toBe('10,78');
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(amount, { target: { value: '6,5' } });
    fireEvent.change(screen.getByLabelText('Motif (le client ne le voit pas)'), { target: { value: 'Froid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(refundCall).toHaveBeenCalledWith(expect.anything(), ORDER_ID, { reason: 'Froid', amount: '6.50' }, expect.any(String)));
  });

  it.each(['5,0,0', '6,505', '-6'])('refuses %j beside the field and sends nothing', async (typed) => {
    renderWithProviders(<OrderRefund orderId={ORDER_ID} number="100042" />, { locale: 'fr-ca' });
    await screen.findByRole('form', { name: 'Rembourser la commande 100042' });
    const amount = screen.getByLabelText(/^Montant à rembourser/);
    fireEvent.change(amount, { target: { value: typed } });
    fireEvent.change(screen.getByLabelText('Motif (le client ne le voit pas)'), { target: { value: 'Froid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('Saisissez un montant supérieur à 0 avec au plus 2 décimales, comme 12,50');
    expect(refundCall).not.toHaveBeenCalled();
  });
});

describe('OrderRefund in Japanese', () => {
  it('names each payment and what went back to it in Japanese, not by its English label', async () => {
    refundCall.mockResolvedValue(RESULT);
    renderWithProviders(<OrderRefund orderId={ORDER_ID} number="100042" />, { locale: 'ja-jp' });
    const refund = await screen.findByRole('form');
    expect(refund.textContent).toContain('ギフトカード •••• 0001');
    expect(refund.textContent).not.toContain('Gift card');
  });
});

describe('QueueOrder’s Refund action', () => {
  const ORDER: StaffQueueOrder = {
    id: ORDER_ID,
    number: '100042',
    status: 'paid',
    statusId: 2,
    handoff: 'pickup',
    customerName: 'Ada P.',
    dueAt: null,
    dueTime: null,
    itemCount: 4,
    lines: [{ quantity: 4, title: 'Sweet Tea' }],
    total: '10.78',
    currency: 'USD',
    placedAt: '2030-03-04T15:00:00.000Z',
    next: [],
  };

  it('is offered only to a member who may refund, and opens and closes the form', async () => {
    const { unmount } = renderWithProviders(<ol><QueueOrder order={ORDER} total="$10.78" busy={false} onMove={jest.fn()} /></ol>);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    unmount();
    renderWithProviders(<ol><QueueOrder order={ORDER} total="$10.78" busy={false} onMove={jest.fn()} canRefund /></ol>);
    const open = screen.getByRole('button', { name: 'Refund' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(await form()).toBeTruthy();
    const close = screen.getByRole('button', { name: 'Close the refund' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(close);
    expect(screen.queryByRole('form', { name: 'Refund order 100042' })).toBeNull();
  });
});
