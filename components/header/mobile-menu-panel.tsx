/**
 * The open mobile menu: a panel over the page with its Close button and the menu's content
 * (./mobile-menu-body). Fetched with its content the first time the menu is wanted. While open it
 * takes focus (its Close button), traps Tab, locks the page's scroll and closes on Escape.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { classed } from '@/lib/classed';
import { keyNameOf } from '@/domain/keyboard';
import { useMarket } from '@/lib/use-market';
import { focusableIn, nextFocusTarget } from '@/components/layout/focus-trap';
import { useScrollLock } from '@/components/layout/use-scroll-lock';
import { MobileMenuBody } from './mobile-menu-body';
import type { NavMenu, StartOrderRequest } from '@/lib/nav-menus';
import styles from './mobile-menu.module.css';

type Props = {
  id: string;
  open: boolean;
  /** Closes the menu and gives focus back to its button. */
  onClose: () => void;
  /** Closes the menu as a link in it is followed. */
  onNavigate: () => void;
  menus: NavMenu[];
  onStartOrder: (request: StartOrderRequest) => void;
};

export function MobileMenuPanel({ id, open, onClose, onNavigate, menus, onStartOrder }: Props) {
  const { t } = useMarket();
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('[data-mobile-close]')?.focus();
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = keyNameOf(event.key);
    if (key === 'escape') {
      event.preventDefault();
      onClose();
    } else if (key === 'tab' && panelRef.current) {
      const target = nextFocusTarget(focusableIn(panelRef.current), document.activeElement, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    }
  };

  return (
    <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-label={t('shell.nav.mobileTitle')} hidden={!open} onKeyDown={handleKeyDown}>
      <PanelHeader>
        <CloseButton type="button" data-mobile-close="" onClick={onClose}>
          {t('shell.nav.closeMenu')}
        </CloseButton>
      </PanelHeader>
      <MobileMenuBody menus={menus} onStartOrder={onStartOrder} onNavigate={onNavigate} />
    </Panel>
  );
}

const Panel = classed('div', styles.panel);

const PanelHeader = classed('div', styles.panelHeader);

const CloseButton = classed('button', styles.closeButton);
