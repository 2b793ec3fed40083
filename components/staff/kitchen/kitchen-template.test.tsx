/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { bumpTicket, fetchKitchenBoard, followKitchenBoard, recallTicket, type KitchenBoard, type KitchenTicket } from '@/lib/api/staff-kitchen';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { KitchenTemplate } from './kitchen-template';

jest.mock('@/lib/api/staff-kitchen', () => ({
  bumpTicket: jest.fn(),
  recallTicket: jest.fn(),
  fetchKitchenBoard: jest.fn(),
  followKitchenBoard: jest.fn(),
}));

const NOW = '2030-03-04T18:00:00.000Z';

function ticket(overrides: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    orderId: 'o-1',
    number: '100042',
    status: 'paid',
    handoff: 'curbside',
    customerName: 'Ada P.',
    promisedAt: '2030-03-04T18:15:00.000Z',
    promisedTime: '12:15',
    asap: false,
    makeMinutes: 20,
    startAt: '2030-03-04T17:55:00.000Z',
    startTime: '11:55',
    lines: [
      { itemId: 1, quantity: 2, title: 'Brisket plate', weightUnit: null, options: ['Extra sauce'], specialInstructions: 'Cut thin', label: 'Maya' },
      { itemId: 2, quantity: 5, title: 'Pulled pork', weightUnit: '100g', options: [], specialInstructions: null, label: null },
    ],
    vehicle: { vehicleId: null, make: 'Ford', model: 'F-150', colour: 'Red', plate: 'BBQ 123' },
    tableNumber: null,
    arrivedTime: '11:58',
    deliveryInstructions: null,
    updatedAt: NOW,
    ...overrides,
  };
}

const board = (overrides: Partial<KitchenBoard> = {}): KitchenBoard => ({
  store: { id: 7, title: 'Deep Ellum', timeZone: 'America/Chicago' },
  now: NOW,
  tickets: [ticket()],
  ready: [ticket({ orderId: 'o-2', number: '100040', status: 'ready', handoff: 'dine-in', vehicle: null, arrivedTime: null, tableNumber: 12 })],
  allDay: [
    { itemId: 2, title: 'Pulled pork', quantity: 5, weightUnit: '100g' },
    { itemId: 1, title: 'Brisket plate', quantity: 2, weightUnit: null },
  ],
  ...overrides,
});

/** The stream stays open until the test ends it; `push` sends a board. */
function openStream() {
  let push: (next: KitchenBoard) => void = () => undefined;
  jest.mocked(followKitchenBoard).mockImplementation(async (_ctx, _storeId, { signal, onBoard }) => {
    push = onBoard;
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
  });
  return { push: (next: KitchenBoard) => act(() => push(next)) };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(NOW), doNotFake: ['nextTick', 'queueMicrotask'] });
  jest.mocked(fetchKitchenBoard).mockResolvedValue(board());
});
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

describe('KitchenTemplate', () => {
  it('shows a ticket with its items, options, note, guest, vehicle and arrival, a timer in words, the all-day count and the ready orders', () => {
    openStream();
    renderWithProviders(<KitchenTemplate staff={STAFF_MEMBER} storeId={7} board={board()} />);
    const card = screen.getByRole('article', { name: 'Order 100042' });
    expect(within(card).getByText('Curbside')).toBeTruthy();
    expect(within(card).getByText('5 min since start')).toBeTruthy();
    expect(within(card).getByText('Promised at 12:15')).toBeTruthy();
    expect(within(card).getByText('Start at 11:55')).toBeTruthy();
    expect(within(card).getByText('2 × Brisket plate')).toBeTruthy();
    expect(within(card).getByText('500 g × Pulled pork')).toBeTruthy();
    expect(within(card).getByText('Extra sauce')).toBeTruthy();
    expect(within(card).getByText('Note: Cut thin')).toBeTruthy();
    expect(within(card).getByText('Guest: Maya')).toBeTruthy();
    expect(within(card).getByText(/Red Ford F-150 · BBQ 123/)).toBeTruthy();
    expect(within(card).getByText('Arrived 11:58')).toBeTruthy();
    const allDay = screen.getByRole('region', { name: 'All day' });
    expect(within(allDay).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pulled pork500 g', 'Brisket plate2']);
    const ready = screen.getByRole('region', { name: 'Ready for the diner' });
    expect(within(ready).getByText('Table 12')).toBeTruthy();
    expect(within(ready).getByRole('button', { name: 'Recall order 100040 to the kitchen' })).toBeTruthy();
  });

  it('turns the timer amber, then red, as the promised time nears and passes, in words too', () => {
    openStream();
    renderWithProviders(<KitchenTemplate staff={STAFF_MEMBER} storeId={7} board={board()} />);
    const card = () => screen.getByRole('article', { name: 'Order 100042' });
    expect(card().getAttribute('data-urgency')).toBe('cooking');
    // 12:13, two minutes before the promised 12:15.
    act(() => jest.advanceTimersByTime(13 * 60_000));
    expect(card().getAttribute('data-urgency')).toBe('amber');
    expect(within(card()).getByText('18 min since start · due soon')).toBeTruthy();
    act(() => jest.advanceTimersByTime(2 * 60_000));
    expect(card().getAttribute('data-urgency')).toBe('red');
    expect(within(card()).getByText('20 min since start · late')).toBeTruthy();
  });

  it('bumps a ticket by its button and announces it; a board from the stream replaces the one shown', async () => {
    const stream = openStream();
    jest.mocked(bumpTicket).mockResolvedValue({ orderId: 'o-1', number: '100042', status: 'ready', updatedAt: NOW });
    jest.mocked(fetchKitchenBoard).mockResolvedValue(board({ tickets: [], ready: [ticket({ status: 'ready' })], allDay: [] }));
    renderWithProviders(<KitchenTemplate staff={STAFF_MEMBER} storeId={7} board={board()} />);
    const button = screen.getByRole('button', { name: 'Bump order 100042 to ready' });
    act(() => button.focus());
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Order 100042 is ready; the diner has been told.'));
    expect(bumpTicket).toHaveBeenCalledWith(expect.anything(), 7, 'o-1');
    await waitFor(() => expect(screen.getByText('No tickets to make. New orders appear here by themselves.')).toBeTruthy());
    expect(screen.getByText('Nothing left to make.')).toBeTruthy();

    stream.push(board({ tickets: [ticket({ orderId: 'o-3', number: '100050' })], ready: [] }));
    expect(screen.getByRole('article', { name: 'Order 100050' })).toBeTruthy();
    expect(screen.getByText('Live: new orders appear by themselves.')).toBeTruthy();
  });

  it('says why a bump is refused, in the console’s language', async () => {
    openStream();
    jest.mocked(bumpTicket).mockRejectedValue(
      new ApiError(409, 'Order 100042 is ready already: recall it first to bump it again', { code: 'kitchen_ticket_already_ready', params: { number: '100042' } }),
    );
    renderWithProviders(<KitchenTemplate staff={STAFF_MEMBER} storeId={7} board={board()} />, { locale: 'fr-ca' });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer la commande 100042 prête' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('La commande 100042 est déjà prête : rappelez-la d’abord pour la marquer prête à nouveau'),
    );
  });

  it('recalls a ready order', async () => {
    openStream();
    jest.mocked(recallTicket).mockResolvedValue({ orderId: 'o-2', number: '100040', status: 'preparing', updatedAt: NOW });
    renderWithProviders(<KitchenTemplate staff={STAFF_MEMBER} storeId={7} board={board()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Recall order 100040 to the kitchen' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Order 100040 is back in the kitchen.'));
    expect(recallTicket).toHaveBeenCalledWith(expect.anything(), 7, 'o-2');
  });

  it('works from the keyboard: one Tab stop for the tickets, arrows between them, B bumps and R recalls the focused one, as the legend says', async () => {
    openStream();
    jest.mocked(bumpTicket).mockResolvedValue({ orderId: 'o-1', number: '100042', status: 'ready', updatedAt: NOW });
    jest.mocked(recallTicket).mockResolvedValue({ orderId: 'o-2', number: '100040', status: 'preparing', updatedAt: NOW });
    renderWithProviders(<KitchenTemplate staff={STAFF_MEMBER} storeId={7} board={board()} />);
    const legend = screen.getByRole('list', { name: 'Keyboard shortcuts on a ticket' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['↑ ↓ move between tickets', 'B bump to ready', 'R recall a ready order']);
    const open = screen.getByRole('article', { name: 'Order 100042' });
    const ready = screen.getByRole('article', { name: 'Order 100040' });
    expect([open.tabIndex, ready.tabIndex]).toEqual([0, -1]);
    expect(ready.getAttribute('aria-keyshortcuts')).toContain('R');

    act(() => open.focus());
    // A letter on an open ticket that is not its own shortcut, or with a modifier, does nothing.
    fireEvent.keyDown(open, { key: 'r' });
    fireEvent.keyDown(open, { key: 'b', ctrlKey: true });
    expect(bumpTicket).not.toHaveBeenCalled();
    expect(recallTicket).not.toHaveBeenCalled();

    fireEvent.keyDown(open, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(ready);
    expect([open.tabIndex, ready.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(ready, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(ready);
    fireEvent.keyDown(ready, { key: 'b' });
    expect(bumpTicket).not.toHaveBeenCalled();
    fireEvent.keyDown(ready, { key: 'R' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Order 100040 is back in the kitchen.'));
    expect(recallTicket).toHaveBeenCalledWith(expect.anything(), 7, 'o-2');

    const first = screen.getByRole('article', { name: 'Order 100042' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'b' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Order 100042 is ready; the diner has been told.'));
    expect(bumpTicket).toHaveBeenCalledWith(expect.anything(), 7, 'o-1');
  });
});
