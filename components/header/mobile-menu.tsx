/**
 * The narrow-screen menu: a panel over the page with the account block, the
 * menus as expandable sections (the first expanded at load) and, on the US site, We Cater!
 * with the catering phone (./mobile-menu-body, fetched when first wanted). While open it traps focus, locks scroll and closes on Escape or on
 * any route change; focus returns to the menu button.
 */
import { useRouter } from 'next/router';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { classed } from '@/lib/classed';
import { keyNameOf } from '@/domain/keyboard';
import { useMarket } from '@/lib/use-market';
import { focusableIn, nextFocusTarget } from '@/components/layout/focus-trap';
import { useScrollLock } from '@/components/layout/use-scroll-lock';
import type { NavMenu, StartOrderRequest } from './nav-model';
import styles from './mobile-menu.module.css';

/** The panel's content is closed at first paint: fetched when the button is pointed at, focused or pressed. */
const loadBody = () => import('./mobile-menu-body');
const MobileMenuBody = lazy(() => loadBody().then((module) => ({ default: module.MobileMenuBody })));
const preloadBody = () => {
  loadBody().catch(() => undefined);
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
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('[data-mobile-close]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = keyNameOf(event.key);
    if (key === 'escape') {
      event.preventDefault();
      close();
    } else if (key === 'tab' && panelRef.current) {
      const target = nextFocusTarget(focusableIn(panelRef.current), document.activeElement, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    }
  };

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preloadBody}
        onFocus={preloadBody}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Bars aria-hidden="true" />
        {t('shell.nav.openMenu')}
      </MenuButton>
      <Panel ref={panelRef} id={panelId} role="dialog" aria-modal="true" aria-label={t('shell.nav.mobileTitle')} hidden={!open} onKeyDown={handleKeyDown}>
        <PanelHeader>
          <CloseButton type="button" data-mobile-close="" onClick={close}>
            {t('shell.nav.closeMenu')}
          </CloseButton>
        </PanelHeader>
        {loaded && (
          <Suspense fallback={null}>
            <MobileMenuBody menus={menus} onStartOrder={onStartOrder} onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </Panel>
    </>
  );
}

const MenuButton = classed('button', styles.menuButton);

const Bars = classed('span', styles.bars);

const Panel = classed('div', styles.panel);

const PanelHeader = classed('div', styles.panelHeader);

const CloseButton = classed('button', styles.closeButton);
