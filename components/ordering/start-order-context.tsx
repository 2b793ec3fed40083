/**
 * Opens the start-order dialog from anywhere (the header's Order Now button, menu items flagged
 * `hasModal`): `useStartOrder().open({ mode: 'order' })`. The shell mounts <StartOrderProvider> once in
 * _app; it renders the dialog and closes it on any route change. The dialog's code is fetched
 * the first time it opens (it is never part of the server-rendered page), not with every page.
 */
import { useRouter } from 'next/router';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StartMode } from './handoff-choices';

// React.lazy rather than next/dynamic (whose loader every page would then carry): the dialog only
// mounts after a click, so never on the server.
const StartOrderDialog = lazy(() => import('./start-order-dialog').then((module) => ({ default: module.StartOrderDialog })));

type StartOrderRequest = { mode: StartMode; categorySlug?: string };

type StartOrderContextValue = {
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
  // Mounted from the first opening on, so that it can fade out and give focus back when closed.
  const [wanted, setWanted] = useState(false);
  const [request, setRequest] = useState<StartOrderRequest>({ mode: 'order' });

  const open = useCallback((next: StartOrderRequest = { mode: 'order' }) => {
    setRequest(next);
    setIsOpen(true);
    setWanted(true);
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
      {wanted && (
        <Suspense fallback={null}>
          <StartOrderDialog open={isOpen} onClose={close} mode={request.mode} categorySlug={request.categorySlug} />
        </Suspense>
      )}
    </StartOrderContext.Provider>
  );
}

export function useStartOrder(): StartOrderContextValue {
  return useContext(StartOrderContext);
}
