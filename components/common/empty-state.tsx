/** A page with nothing to act on: what it says (a paragraph or more), and the way to start. */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { MarketLink } from '@/components/common/market-link';
import styles from './empty-state.module.css';

type Props = { children: ReactNode; startHref: string; startLabel: string };

export function EmptyState({ children, startHref, startLabel }: Props) {
  return (
    <Empty>
      {children}
      <StartLink href={startHref}>{startLabel}</StartLink>
    </Empty>
  );
}

const Empty = classed('div', styles.empty);

const StartLink = classed(MarketLink, styles.startLink);
