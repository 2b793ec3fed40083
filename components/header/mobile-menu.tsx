/**
 * The narrow-screen menu: its button, and the panel it opens over the page with the account
 * block, the menus as expandable sections (the first expanded at load) and, on the US site, We
 * Cater! with the catering phone. The panel (./mobile-menu-panel) is closed at first paint, so its
 * code is fetched when the button is pointed at, focused or pressed. While open the panel traps
 * focus, locks scroll and closes on Escape or on any route change; focus returns to the menu button.
 */
import { useRouter } from 'next/router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import type { NavMenu, StartOrderRequest } from '@/lib/nav-menus';
import styles from './mobile-menu.module.css';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));
const preloadPanel = () => {
  loadPanel().catch(() => undefined);
};

type Props = { menus: NavMenu[]; onStartOrder: (request: StartOrderRequest) => void };

export function MobileMenu({ menus, onStartOrder }: Props) {
  const { t } = useMarket();
  const router = useRouter();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so sections keep their state between openings.
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Bars aria-hidden="true" />
        {t('shell.nav.openMenu')}
      </MenuButton>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} open={open} onClose={close} onNavigate={() => setOpen(false)} menus={menus} onStartOrder={onStartOrder} />
        </Suspense>
      )}
    </>
  );
}

const MenuButton = classed('button', styles.menuButton);

const Bars = classed('span', styles.bars);
