/**
 * A store's queue in the console: the day's orders as the page loaded them, refreshed every
 * 20 seconds and on demand, and the status moves staff make. Each move says what happened in
 * words (announced), and a refused move says why, in the console's language (the error tables
 * are fetched when a call fails, lib/api/failure-text.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import type { OrderStatus } from '@/lib/api/ordering-view';
import type { StaffOrderQueue, StaffQueueOrder } from '@/lib/api/staff-view';
import { isApiError } from '@/lib/api/api-error';
import { answerText, failureText } from '@/lib/api/failure-text';
import { fetchStoreQueue, moveOrder } from '@/lib/api/staff';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

const QUEUE_REFRESH_MS = 20_000;

type QueueState = {
  queue: StaffOrderQueue | null;
  loading: boolean;
  loadError: string | null;
  /** The order being moved, if any. */
  moving: string | null;
  announcement: string | null;
  moveError: string | null;
  refresh: () => Promise<void>;
  move: (order: StaffQueueOrder, status: OrderStatus, statusId: number) => Promise<void>;
};

export function useStaffQueue(storeId: number | null, initial: StaffOrderQueue | null): QueueState {
  const { locale, t } = useMarket();
  const [queue, setQueue] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const date = initial?.date;
  const statusText = useCallback((status: string) => t.dynamic(`staff.status.${status}`, status), [t]);

  useEffect(() => setQueue(initial), [initial]);

  const refresh = useCallback(async () => {
    if (storeId === null) return;
    setLoading(true);
    try {
      setQueue(await fetchStoreQueue(staffContext({ locale }), storeId, date));
      setLoadError(null);
    } catch (error) {
      setLoadError(await failureText(t, error, { locale }));
    } finally {
      setLoading(false);
    }
  }, [storeId, date, locale, t]);

  useEffect(() => {
    const timer = setInterval(() => void refresh(), QUEUE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const move = useCallback(
    async (order: StaffQueueOrder, status: OrderStatus, statusId: number) => {
      setMoving(order.id);
      setMoveError(null);
      setAnnouncement(null);
      try {
        await moveOrder(staffContext({ locale }), order.id, statusId);
        setAnnouncement(t('staff.order.moved', { number: order.number, status: statusText(status) }));
      } catch (error) {
        if (isApiError(error) && error.params) {
          const params = Object.fromEntries(Object.entries(error.params).map(([key, value]) => [key, key === 'number' ? value : statusText(String(value))]));
          setMoveError(await answerText(t, { code: error.code, message: error.message, params }, { locale }));
        } else setMoveError(await failureText(t, error, { locale }));
      } finally {
        setMoving(null);
      }
      await refresh();
    },
    [locale, t, statusText, refresh],
  );

  return { queue, loading, loadError, moving, announcement, moveError, refresh, move };
}
