/**
 * Opens the start-order dialog from anywhere (the header's Order Now button, menu items flagged
 * `hasModal`): `useStartOrder().open({ mode: 'order' })`. The shell mounts <StartOrderProvider> once in
 * _app; it renders the dialog and closes it on any route change.
 */
import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { StartOrderDialog } from './start-order-dialog';
import type { StartMode } from './handoff-choices';

export type StartOrderRequest = { mode: StartMode; categorySlug?: string };

export type StartOrderContextValue = {
  open: (request?: StartOrderRequest) => void;
  close: () => void;
  isOpen: boolean;
};

const StartOrderContext = createContext<StartOrderContextValue>({
  open: () => undefined,
  close: () => undefined,
  isOpen: false,
});

export function StartOrderProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [request, setRequest] = useState<StartOrderRequest>({ mode: 'order' });

  const open = useCallback((next: StartOrderRequest = { mode: 'order' }) => {
    setRequest(next);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => {
    const events = router?.events;
    if (!events) return;
    events.on('routeChangeStart', close);
    return () => events.off('routeChangeStart', close);
  }, [router, close]);

  const value = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);
  return (
    <StartOrderContext.Provider value={value}>
      {children}
      <StartOrderDialog open={isOpen} onClose={close} mode={request.mode} categorySlug={request.categorySlug} />
    </StartOrderContext.Provider>
  );
}

export function useStartOrder(): StartOrderContextValue {
  return useContext(StartOrderContext);
}
