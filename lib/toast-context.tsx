/**
 * Notifications: `useToast().show({ text, type, closeAfter })`.
 * A toast fades in, stays `closeAfter` ms (3000 by default), fades out over 400 ms, then is removed.
 * The provider keeps the list and the timers; components/common/toast.tsx draws them.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_FADE_MS } from '@/domain/timings';

export type ToastType = 'info' | 'success' | 'error';

export type ToastInput = { text: string; type?: ToastType; imageUrl?: string; closeAfter?: number };

export type Toast = { id: number; text: string; type: ToastType; imageUrl?: string; closeAfter: number; leaving: boolean };

type ToastContextValue = {
  toasts: readonly Toast[];
  show: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
};

const noop = () => 0;
const ToastContext = createContext<ToastContextValue>({ toasts: [], show: noop, dismiss: () => undefined });

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>[]>());

  const remove = useCallback((id: number) => {
    timers.current.get(id)?.forEach(clearTimeout);
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      timers.current.get(id)?.forEach(clearTimeout);
      setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
      timers.current.set(id, [setTimeout(() => remove(id), NOTIFICATION_FADE_MS)]);
    },
    [remove],
  );

  const show = useCallback(
    ({ text, type = 'info', imageUrl, closeAfter = NOTIFICATION_DURATION_MS }: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, text, type, imageUrl, closeAfter, leaving: false }]);
      timers.current.set(id, [setTimeout(() => dismiss(id), NOTIFICATION_FADE_MS + closeAfter)]);
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((list) => list.forEach(clearTimeout));
  }, []);

  const value = useMemo(() => ({ toasts, show, dismiss }), [toasts, show, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** Show and dismiss notifications. Outside a provider, `show` does nothing. */
export function useToast(): ToastContextValue {
  return useContext(ToastContext);
}
