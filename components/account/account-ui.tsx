/**
 * The parts every account section shares: a titled section that says when it is busy, the
 * state line of a list (loading, empty, failed) and the small buttons of each entry.
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { ErrorNotice } from '@/components/cart/violations-notice';
import { useMarket } from '@/lib/use-market';
import styles from './account-ui.module.css';

type SectionProps = { id: string; title: string; busy?: boolean; actions?: ReactNode; children: ReactNode };

export function AccountSection({ id, title, busy = false, actions, children }: SectionProps) {
  return (
    <Panel aria-labelledby={`${id}-title`} aria-busy={busy}>
      <PanelHead>
        <h2 id={`${id}-title`}>{title}</h2>
        {actions}
      </PanelHead>
      {children}
    </Panel>
  );
}

type StatusProps = { loading: boolean; error: string | null; empty: boolean; emptyText: string };

/** Loading while a change runs, the error of the last change, or the empty list's sentence. */
export function ListStatus({ loading, error, empty, emptyText }: StatusProps) {
  const { t } = useMarket();
  return (
    <>
      {error && <ErrorNotice role="alert">{error}</ErrorNotice>}
      <p role="status" aria-live="polite">
        {loading ? t('account.loading') : empty ? emptyText : ''}
      </p>
    </>
  );
}

/** A list the loader could not read: the reason, and the rest of the page still works. */
export function LoadFailed({ message }: { message: string }) {
  const { t } = useMarket();
  return <ErrorNotice role="alert">{t('account.error.loadFailed', { reason: message })}</ErrorNotice>;
}

export const Entries = classed('ul', styles.entries);

export const EntryActions = classed('div', styles.entryActions);

export const SmallButton = classed('button', styles.smallButton);

export const MainButton = classed('button', styles.mainButton);

export const Badge = classed('span', styles.badge);

const Panel = classed('section', styles.panel);

const PanelHead = classed('div', styles.panelHead);
