/**
 * A store's kitchen board in the browser: the board the page loaded, then each board the live
 * stream sends (lib/api/staff-kitchen.ts), reconnecting after a pause when the stream ends or
 * fails (it stops when the API refuses, 4xx). Timers run on the API's clock: the gap between
 * the board's `now` and the browser's is kept, and the minute ticks every TICK_MS. Bump and
 * recall say what happened in words, and a refusal why, in the console's language (the error
 * tables are fetched when a move is refused, lib/api/failure-text.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { answerText, failureText } from '@/lib/api/failure-text';
import { bumpTicket, fetchKitchenBoard, followKitchenBoard, recallTicket, type KitchenBoard, type KitchenTicket } from '@/lib/api/staff-kitchen';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';

/** Pause before reconnecting, in ms. */
export const RECONNECT_MS = 3000;
/** How often the timers are redrawn, in ms. */
export const TICK_MS = 15_000;

export type KitchenMove = 'bump' | 'recall';

export type KitchenBoardState = {
  board: KitchenBoard;
  /** The API's time now, in ms. */
  nowMs: number;
  live: boolean;
  moving: string | null;
  announcement: string | null;
  error: string | null;
  move: (ticket: KitchenTicket, move: KitchenMove) => Promise<void>;
};

export function useKitchenBoard(initial: KitchenBoard): KitchenBoardState {
  const { locale, t } = useMarket();
  const storeId = initial.store.id;
  const [board, setBoardState] = useState(initial);
  const [offsetMs, setOffsetMs] = useState(() => Date.parse(initial.now) - Date.now());
  const [tick, setTick] = useState(() => Date.now());
  const [live, setLive] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const setBoard = useCallback((next: KitchenBoard) => {
    setBoardState(next);
    setOffsetMs(Date.parse(next.now) - Date.now());
    setTick(Date.now());
  }, []);

  useEffect(() => setBoard(initial), [initial, setBoard]);

  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    let refused = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      followKitchenBoard(staffContext({ locale }), storeId, {
        signal: controller.signal,
        onBoard: (next) => {
          setLive(true);
          setBoard(next);
        },
      })
        .catch((failure: unknown) => {
          refused = isApiError(failure) && failure.status >= 400 && failure.status < 500;
        })
        .finally(() => {
          if (controller.signal.aborted) return;
          setLive(false);
          if (!refused) timer = setTimeout(connect, RECONNECT_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [storeId, locale, setBoard]);

  const move = useCallback(
    async (ticket: KitchenTicket, kind: KitchenMove) => {
      setMoving(ticket.orderId);
      setError(null);
      setAnnouncement(null);
      const ctx = staffContext({ locale });
      try {
        await (kind === 'bump' ? bumpTicket : recallTicket)(ctx, storeId, ticket.orderId);
        setAnnouncement(t(kind === 'bump' ? 'staffKitchen.bumped' : 'staffKitchen.recalled', { number: ticket.number }));
      } catch (failure) {
        if (isApiError(failure) && failure.params) {
          const params = Object.fromEntries(
            Object.entries(failure.params).map(([key, value]) => [key, key === 'status' ? t.dynamic(`staff.status.${String(value)}`, String(value)) : value]),
          );
          setError(await answerText(t, { code: failure.code, message: failure.message, params }, { locale }));
        } else setError(await failureText(t, failure, { locale }));
      } finally {
        setMoving(null);
      }
      // The stream brings the change within a second; reading it now shows it at once.
      await fetchKitchenBoard(ctx, storeId).then(setBoard, () => undefined);
    },
    [locale, t, storeId, setBoard],
  );

  return { board, nowMs: tick + offsetMs, live, moving, announcement, error, move };
}
