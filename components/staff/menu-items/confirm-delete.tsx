/**
 * The step before a delete: what will go and what stays (orders keep what they hold), with the
 * delete and a way back. It takes the focus when it opens, so a keyboard or screen reader user
 * hears the question first.
 */
import { useEffect, useId, useRef } from 'react';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton } from '../console-page';
import styles from './menu-items.module.css';

type Props = { title: string; text: string; yes: string; busy: boolean; onConfirm: () => void; onCancel: () => void };

export function ConfirmDelete({ title, text, yes, busy, onConfirm, onCancel }: Props) {
  const { t } = useMarket();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.confirm} role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h3 id={`${id}-title`} tabIndex={-1} ref={heading}>
        {title}
      </h3>
      <p id={`${id}-text`}>{text}</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.danger} onClick={onConfirm} disabled={busy}>
          {yes}
        </button>
        <ConsoleButton type="button" onClick={onCancel} disabled={busy}>
          {t('staffMenuItems.confirm.keep')}
        </ConsoleButton>
      </div>
    </section>
  );
}
