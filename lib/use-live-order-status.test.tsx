/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import type { WireOrderStatus } from '@/domain/wire/orders';
import type { WireOrderStatusEvent } from '@/domain/wire/staff';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { ApiError } from '@/lib/api/api-error';
import { followOrderStatus, type FollowOptions } from '@/lib/api/order-events';
import { RECONNECT_MS, useLiveOrderStatus } from './use-live-order-status';

jest.mock('@/lib/api/order-events', () => ({ followOrderStatus: jest.fn() }));
const follow = followOrderStatus as jest.MockedFunction<typeof followOrderStatus>;

function Probe({ status }: { status: WireOrderStatus }) {
  const live = useLiveOrderStatus('order-1', { status, label: `initial ${status}` });
  return <p role="status">{live.label}</p>;
}

const event = (status: WireOrderStatus, statusLabel: string): WireOrderStatusEvent => ({ orderId: 'order-1', status, statusId: 0, statusLabel, updatedAt: '' });

describe('useLiveOrderStatus', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    follow.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('shows each status the stream sends, and reconnects after the stream ends while the order can move', async () => {
    let options: FollowOptions | undefined;
    let endStream: () => void = () => undefined;
    follow.mockImplementation(async (_ctx, _id, given) => {
      options = given;
      await new Promise<void>((resolve) => (endStream = resolve));
    });
    renderWithProviders(<Probe status="preparing" />);
    expect(screen.getByRole('status').textContent).toBe('initial preparing');
    act(() => options!.onStatus(event('ready', 'Ready')));
    expect(screen.getByRole('status').textContent).toBe('Ready');
    await act(async () => endStream());
    expect(follow).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(RECONNECT_MS));
    expect(follow).toHaveBeenCalledTimes(2);
  });

  it('stops once the order can no longer move, and after a refusal', async () => {
    follow.mockImplementationOnce(async (_ctx, _id, given) => given.onStatus(event('completed', 'Completed')));
    renderWithProviders(<Probe status="ready" />);
    await act(async () => jest.advanceTimersByTime(RECONNECT_MS * 3));
    expect(screen.getByRole('status').textContent).toBe('Completed');
    expect(follow).toHaveBeenCalledTimes(1);

    follow.mockReset();
    follow.mockRejectedValueOnce(new ApiError(404, 'Order order-1 was not found'));
    renderWithProviders(<Probe status="paid" />);
    await act(async () => jest.advanceTimersByTime(RECONNECT_MS * 3));
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('does not follow an order that cannot move', () => {
    renderWithProviders(<Probe status="cancelled" />);
    expect(follow).not.toHaveBeenCalled();
  });
});
