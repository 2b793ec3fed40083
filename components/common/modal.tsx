/**
 * The one modal dialog: open → closing (300 ms fade) → closed. While open it traps Tab
 * focus, locks page scroll and, when closeable, closes on Escape, overlay click or its close button.
 * Focus moves inside after MODAL_FOCUS_DELAY_MS and returns to the opener once closed.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classed } from '@/lib/classed';
import { MODAL_CLOSE_FADE_MS, MODAL_FOCUS_DELAY_MS } from '@/domain/timings';
import { keyNameOf } from '@/domain/keyboard';
import { useT } from '@/lib/use-t';
import { focusableIn, nextFocusTarget } from '@/components/layout/focus-trap';
import { useScrollLock } from '@/components/layout/use-scroll-lock';
import styles from './modal.module.css';

type ModalPhase = 'open' | 'closing' | 'closed';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** Whether Escape, the overlay and the close button may close it. Defaults to true. */
  closeable?: boolean;
  children?: ReactNode;
};

/** Follows `open` with a closing phase that lasts the fade, so the dialog can fade out. */
function useModalPhase(open: boolean): ModalPhase {
  const [phase, setPhase] = useState<ModalPhase>(open ? 'open' : 'closed');
  useEffect(() => {
    if (open) {
      setPhase('open');
      return;
    }
    setPhase((current) => (current === 'closed' ? 'closed' : 'closing'));
    const timer = setTimeout(() => setPhase('closed'), MODAL_CLOSE_FADE_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return phase;
}

export function Modal({ open, onClose, title, hideTitle = false, closeable = true, children }: ModalProps) {
  const t = useT();
  const phase = useModalPhase(open);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock(phase !== 'closed');
  useFocusOnOpen(open, dialogRef);

  if (phase === 'closed' || typeof document === 'undefined') return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = keyNameOf(event.key);
    if (key === 'escape' && closeable) {
      event.stopPropagation();
      onClose();
    } else if (key === 'tab' && dialogRef.current) {
      const target = nextFocusTarget(focusableIn(dialogRef.current), document.activeElement, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    }
  };

  return createPortal(
    <Overlay $closing={phase === 'closing'} onMouseDown={closeable ? onClose : undefined} data-testid="modal-overlay">
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        onMouseDown={(event) => event.stopPropagation()}
      >
        <Title id={titleId} $hidden={hideTitle}>
          {title}
        </Title>
        {closeable && (
          <CloseButton type="button" data-modal-close="" onClick={onClose} aria-label={t('shell.modal.close')}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        )}
        {children}
      </Dialog>
    </Overlay>,
    document.body,
  );
}

/** Moves focus into the dialog after the focus delay, and back to the opener when it closes. */
function useFocusOnOpen(open: boolean, dialogRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const timer = setTimeout(() => {
      const dialog = dialogRef.current;
      if (!dialog || dialog.contains(document.activeElement)) return;
      const [first] = focusableIn(dialog).filter((element) => !element.hasAttribute('data-modal-close'));
      (first ?? dialog).focus();
    }, MODAL_FOCUS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (opener && typeof opener.focus === 'function' && document.contains(opener)) opener.focus();
    };
  }, [open, dialogRef]);
}

const Overlay = classed('div', styles.overlay, { $closing: styles.overlayClosing });

const Dialog = classed('div', styles.dialog);

const Title = classed('h2', styles.title, { $hidden: styles.titleHidden });

const CloseButton = classed('button', styles.closeButton);
